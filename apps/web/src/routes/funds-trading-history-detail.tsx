import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { paths } from '@/config/paths';
import { EmptyState, ErrorState, LoadingState } from '@exchange/ui/query-state';
import { Page } from '@/components/layouts/page';
import { WalletAmountDisplay } from '@/app/wallet-amount-display';
import { useFundRecordDetail } from '@/features/wallet/api/list-fund-record-details';
import { FundRecordDetail } from '@/features/wallet/components/fund-record-detail';

/** One fund record (`?id=`), from the detail cache when the list already held it. */
export function Component() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const { data: record, isPending, isError, refetch } = useFundRecordDetail(id);
  return (
    <Page title={t('fundRecords.detail.title')} backTo={paths.fundsFinanceListView.path}>
      {id === '' || record === null ? <EmptyState message={t('fundRecords.detail.notFound')} /> : null}
      {id !== '' && isPending ? <LoadingState /> : null}
      {isError && !record ? <ErrorState onRetry={() => void refetch()} /> : null}
      {record ? (
        <WalletAmountDisplay>
          <FundRecordDetail record={record} />
        </WalletAmountDisplay>
      ) : null}
    </Page>
  );
}
