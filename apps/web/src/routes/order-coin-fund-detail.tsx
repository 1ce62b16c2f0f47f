import { useTranslation } from 'react-i18next';
import { paths } from '@/config/paths';
import { Page } from '@/components/layouts/page';
import { SpotFundRecords } from '@/features/spot/components/spot-fund-records';

/** `/order/coin/fund_detail`: the caller's spot fills as fund records, newest first, paged as it scrolls. */
export function Component() {
  const { t } = useTranslation();
  return (
    <Page title={t('orders.funds.title')} backTo={`${paths.order.path}?tab=coin`}>
      <SpotFundRecords />
    </Page>
  );
}
