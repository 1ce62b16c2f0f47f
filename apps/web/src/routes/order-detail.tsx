import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { paths } from '@/config/paths';
import { Page } from '@/components/layouts/page';
import { EmptyState, ErrorState, LoadingState } from '@exchange/ui/query-state';
import { useContractOrder } from '@/features/contract/api/get-contract-order';
import { useContractSpecs } from '@/features/contract/api/get-position-level-map';
import { useSpotPriceAccuracies } from '@/features/contract/api/list-spot-accuracies';
import { OrderDetailView } from '@/features/contract/components/order-detail-view';
import { accuracyOf } from '@/features/contract/utils/accuracy';
import { ApiError } from '@/lib/api-client';

/** `/order/detail/:id`: one contract order, every field, with cancel while it is pending. */
export function Component() {
  const { t } = useTranslation();
  const { id } = useParams();
  const orderId = /^\d{1,15}$/.test(id ?? '') ? Number(id) : null;
  const order = useContractOrder(orderId);
  const specs = useContractSpecs();
  const spot = useSpotPriceAccuracies();
  const isMissing =
    orderId === null ||
    (order.error instanceof ApiError && (order.error.code === 404 || order.error.code === 400));
  let content;
  if (isMissing) content = <EmptyState message={t('contract.order.notFound')} />;
  else if (order.data)
    content = (
      <OrderDetailView order={order.data} accuracy={accuracyOf(specs.data, order.data.symbol, spot)} />
    );
  else if (order.isError) content = <ErrorState onRetry={() => void order.refetch()} />;
  else content = <LoadingState />;
  return (
    <Page title={t('contract.order.detailTitle')} backTo={paths.order.path}>
      {content}
    </Page>
  );
}
