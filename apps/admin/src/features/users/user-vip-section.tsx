import { useTranslation } from 'react-i18next';
import { DetailList } from '@exchange/ui/detail-list';
import { formatAssetAmount, formatDateTime } from '@/lib/format';
import { vipApplicationStatusLabel, vipReachedByLabel } from './user-product-labels';
import type { UserVip } from './user-queries';
import { ViewSection } from './view-table';

/** The VIP figures are USDT values. */
const USDT = 'USDT';

/** The level in effect, how it was reached, the bought term's end, the last evaluation and a pending application. */
export function UserVipSection({ vip }: { vip: UserVip }) {
  const { t } = useTranslation();
  const none = t('userProducts.none');
  const levelOrNone = (level: number | null) =>
    level === null ? none : t('userProducts.vipLevelNumber', { level });
  const application = vip.pendingApplication;
  return (
    <ViewSection title={t('userProducts.vip')}>
      <DetailList
        items={[
          { label: t('userProducts.vipLevel'), value: vip.name },
          { label: t('userProducts.vipReachedBy'), value: vipReachedByLabel(vip.reachedBy) },
          {
            label: t('userProducts.vipPurchasedTerm'),
            value:
              vip.purchasedLevel === null
                ? none
                : t('userProducts.vipPurchasedTermText', {
                    level: vip.purchasedLevel,
                    endsAt: formatDateTime(vip.purchaseEndsAt),
                  }),
          },
          { label: t('userProducts.vipQualifiedLevel'), value: levelOrNone(vip.qualifiedLevel) },
          { label: t('userProducts.vipApprovedLevel'), value: levelOrNone(vip.approvedLevel) },
          {
            label: t('userProducts.vipEvaluation'),
            value:
              vip.volume30d === null || vip.holdings === null
                ? t('userProducts.vipNotEvaluated')
                : t('userProducts.vipEvaluationText', {
                    volume: formatAssetAmount(vip.volume30d, USDT),
                    holdings: formatAssetAmount(vip.holdings, USDT),
                    time: formatDateTime(vip.evaluatedAt),
                  }),
          },
          {
            label: t('userProducts.vipPendingApplication'),
            value: application
              ? t('userProducts.vipPendingApplicationText', {
                  level: application.level,
                  time: formatDateTime(application.createdAt),
                  status: vipApplicationStatusLabel(application.status),
                  note: application.note,
                })
              : none,
          },
        ]}
      />
    </ViewSection>
  );
}
