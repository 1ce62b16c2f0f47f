import { useTranslation } from 'react-i18next';
import type { VipBenefits } from '@exchange/contracts/http/vip/index';
import { DetailList } from '@exchange/ui/detail-list';
import { formatDiscount, formatMultiplier } from '../utils/vip-format';

/** A level's benefits as label/value rows: what the code applies (fees, withdrawal limit) and the support flag. */
export function VipBenefitLines({ benefits }: { benefits: VipBenefits }) {
  const { t } = useTranslation();
  return (
    <DetailList
      items={[
        {
          label: t('vip.benefit.makerDiscount'),
          value: formatDiscount(benefits.makerFeeDiscount),
          isLtr: true,
        },
        {
          label: t('vip.benefit.takerDiscount'),
          value: formatDiscount(benefits.takerFeeDiscount),
          isLtr: true,
        },
        {
          label: t('vip.benefit.withdrawalLimit'),
          value: formatMultiplier(benefits.withdrawalLimitMultiplier),
          isLtr: true,
        },
        {
          label: t('vip.benefit.prioritySupport'),
          value: benefits.hasPrioritySupport ? t('vip.yes') : t('vip.no'),
        },
      ]}
    />
  );
}
