import { useTranslation } from 'react-i18next';
import { Link, Navigate, useSearchParams } from 'react-router';
import { paths } from '@/config/paths';
import { EmptyState, ErrorState, LoadingState } from '@exchange/ui/query-state';
import { Page } from '@/components/layouts/page';
import { WalletAmountDisplay } from '@/app/wallet-amount-display';
import { useFundRecordDetail } from '@/features/wallet/api/list-fund-record-details';
import { FundRecordDetail } from '@/features/wallet/components/fund-record-detail';

/**
 * One fund record, `?id=` (the fund record list's rows link here, so a reload or a shared address opens the same
 * record), from the detail cache when the list already held it. Opened without an id it has nothing to show and
 * goes to the fund record list instead.
 */
export function Component() {
  const [params] = useSearchParams();
  const id = params.get('id')?.trim() ?? '';
  if (id === '') return <Navigate to={paths.fundsFinanceListView.path} replace />;
  return <RecordDetail id={id} />;
}

function RecordDetail({ id }: { id: string }) {
  const { t } = useTranslation();
  const { data: record, isPending, isError, refetch } = useFundRecordDetail(id);
  return (
    <Page title={t('fundRecords.detail.title')} backTo={paths.fundsFinanceListView.path}>
      {isPending ? <LoadingState /> : null}
      {isError && !record ? <ErrorState onRetry={() => void refetch()} /> : null}
      {record === null ? (
        <div className="flex flex-col items-center gap-2">
          <EmptyState message={t('fundRecords.detail.notFound')} />
          <Link
            to={paths.fundsFinanceListView.path}
            className="rounded-lg px-3 py-2 text-sm font-medium text-brand hover:bg-surface-sunken focus-visible:outline-2 focus-visible:outline-brand"
          >
            {t('fundRecords.title')}
          </Link>
        </div>
      ) : null}
      {record ? (
        <WalletAmountDisplay>
          <FundRecordDetail record={record} />
        </WalletAmountDisplay>
      ) : null}
    </Page>
  );
}
