import { Suspense, lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { paths } from '@/config/paths';
import { Page } from '@/components/layouts/page';
import { EmptyState, ErrorState, LoadingState } from '@exchange/ui/query-state';
import { useContractOrder } from '@/features/contract/api/get-contract-order';
import { useContractSpecs } from '@/features/contract/api/get-position-level-map';
import { useSpotPriceAccuracies } from '@/features/contract/api/list-spot-accuracies';
import { OrderDetailView } from '@/features/contract/components/order-detail-view';
import { accuracyOf } from '@/features/contract/utils/accuracy';
import { SpotOrderDetail } from '@/features/spot/components/spot-order-detail';
import { ApiError } from '@/lib/api-client';

/** The kinds of order a detail shows, `?kind=` (contract when absent: the contract screens' links carry none). */
const KINDS = ['coin', 'contract', 'stock', 'fast'] as const;
type OrderKind = (typeof KINDS)[number];

const StockOrderDetail = lazy(() =>
  import('@/features/stock/components/stock-order-detail').then((module) => ({
    default: module.StockOrderDetail,
  })),
);
const FastOrderDetail = lazy(() =>
  import('@/features/fast-contract/components/fast-order-detail').then((module) => ({
    default: module.FastOrderDetail,
  })),
);

function kindOf(search: URLSearchParams): OrderKind {
  const kind = search.get('kind');
  return KINDS.find((candidate) => candidate === kind) ?? 'contract';
}

/**
 * `/order/detail/:id?kind=coin|contract|stock|fast`: one order of the caller, every field; a coin order with its
 * fills (each with the source price it was taken from), cancel while an order is open. Back leads to its tab of
 * /order.
 */
export function Component() {
  const { t } = useTranslation();
  const { id } = useParams();
  const [search] = useSearchParams();
  const kind = kindOf(search);
  const orderId = /^\d{1,15}$/.test(id ?? '') ? Number(id) : null;
  let content;
  if (kind === 'contract') content = <ContractOrderDetail orderId={orderId} />;
  else if (kind === 'coin') content = <SpotOrderDetail id={orderId} />;
  else if (orderId === null) content = <EmptyState message={t('orders.detail.notFound')} />;
  else
    content = (
      <Suspense fallback={<LoadingState />}>
        {kind === 'stock' ? <StockOrderDetail id={orderId} /> : <FastOrderDetail id={orderId} />}
      </Suspense>
    );
  return (
    <Page
      title={kind === 'contract' ? t('contract.order.detailTitle') : t('orders.detail.title')}
      backTo={`${paths.order.path}?tab=${kind}`}
    >
      {content}
    </Page>
  );
}

/** Today's contract order detail. */
function ContractOrderDetail({ orderId }: { orderId: number | null }) {
  const { t } = useTranslation();
  const order = useContractOrder(orderId);
  const specs = useContractSpecs();
  const spot = useSpotPriceAccuracies();
  const isMissing =
    orderId === null ||
    (order.error instanceof ApiError && (order.error.code === 404 || order.error.code === 400));
  if (isMissing) return <EmptyState message={t('contract.order.notFound')} />;
  if (order.data)
    return <OrderDetailView order={order.data} accuracy={accuracyOf(specs.data, order.data.symbol, spot)} />;
  if (order.isError) return <ErrorState onRetry={() => void order.refetch()} />;
  return <LoadingState />;
}
