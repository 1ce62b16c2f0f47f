import { useTranslation } from 'react-i18next';
import { Navigate, useSearchParams } from 'react-router';
import { paths } from '@/config/paths';
import { ErrorState, LoadingState } from '@exchange/ui/query-state';
import { Page } from '@/components/layouts/page';
import { useRechargeDetail } from '@/features/payments/api/get-recharge-detail';
import { RechargeOrderView } from '@/features/payments/components/recharge-order-view';
import { idParam } from '@/lib/id-param';

/** A deposit order (`?id=`): its review status, fetched again every few seconds while staff have not acted. */
export function Component() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const id = idParam(searchParams.get('id'));
  const order = useRechargeDetail(id);

  if (id === null) return <Navigate to={paths.fundsTopUp.path} replace />;
  return (
    <Page title={t('deposit.order.title')} backTo={paths.funds.path}>
      {order.isPending ? <LoadingState /> : null}
      {order.isError ? <ErrorState onRetry={() => void order.refetch()} /> : null}
      {order.data ? <RechargeOrderView order={order.data} /> : null}
    </Page>
  );
}
