import { useTranslation } from 'react-i18next';
import { Navigate, useSearchParams } from 'react-router';
import { paths } from '@/config/paths';
import { ErrorState, LoadingState } from '@exchange/ui/query-state';
import { Page } from '@/components/layouts/page';
import { useWithdrawalDetail } from '@/features/payments/api/get-withdrawal-detail';
import { WithdrawalSummaryView } from '@/features/payments/components/withdrawal-summary-view';
import { idParam } from '@/lib/id-param';

/** After a withdrawal request (`?id=`): its summary, waiting for review. */
export function Component() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const id = idParam(searchParams.get('id'));
  const order = useWithdrawalDetail(id);

  if (id === null) return <Navigate to={paths.fundsWithdraw.path} replace />;
  return (
    <Page title={t('withdraw.success.title')} backTo={paths.funds.path}>
      {order.isPending ? <LoadingState /> : null}
      {order.isError ? <ErrorState onRetry={() => void order.refetch()} /> : null}
      {order.data ? <WithdrawalSummaryView order={order.data} /> : null}
    </Page>
  );
}
