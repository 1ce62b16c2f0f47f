import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Badge } from '@exchange/ui/badge';
import { EmptyState, ErrorState, LoadingState } from '@exchange/ui/query-state';
import { LoadMore } from '@/components/ui/load-more';
import { paths } from '@/config/paths';
import { useSubscriptionOrders, type SubscriptionOrder } from '../api/orders';
import { ORDER_STATUS_TONE, exactDecimal, kindNameOf, orderStatusNameOf } from '../utils/subscription-format';

export const orderDetailHref = (id: number) => `${paths.orderSubscriptionDetail.path}?id=${id}`;

function OrderRow({ order }: { order: SubscriptionOrder }) {
  const { t } = useTranslation();
  const status = orderStatusNameOf(order.status);
  return (
    <Link to={orderDetailHref(order.id)} className="flex items-center justify-between gap-3 py-3">
      <span className="flex min-w-0 flex-col">
        <span className="truncate text-sm font-medium">
          {order.projectName}{' '}
          <span className="text-xs text-muted">{t(`subscription.kind.${kindNameOf(order.kind)}`)}</span>
        </span>
        <span dir="ltr" className="text-xs text-muted">
          {`${exactDecimal(order.quantity, 0)} ${order.symbol} · ${exactDecimal(order.amount)} USDT`}
        </span>
        {order.allottedQuantity !== null ? (
          <span dir="ltr" className="text-xs text-muted">
            {t('subscription.order.rowAllotted', {
              quantity: `${exactDecimal(order.allottedQuantity, 0)} ${order.symbol}`,
              refund: `${exactDecimal(order.refundAmount)} USDT`,
            })}
          </span>
        ) : null}
      </span>
      <Badge tone={ORDER_STATUS_TONE[status]}>{t(`subscription.status.${status}`)}</Badge>
    </Link>
  );
}

/** The caller's subscription orders (`/ieoOrder`, `/mine/subscription`), newest first, paged as it scrolls. */
export function SubscriptionOrdersList() {
  const { t } = useTranslation();
  const orders = useSubscriptionOrders();
  const rows = orders.data?.pages.flatMap((page) => page.list) ?? [];
  if (orders.isPending) return <LoadingState />;
  if (orders.isError) return <ErrorState onRetry={() => void orders.refetch()} />;
  if (rows.length === 0)
    return (
      <div className="flex flex-col items-center gap-3">
        <EmptyState message={t('subscription.orders.empty')} />
        <Link to={paths.pcIeo.path} className="text-sm text-primary">
          {t('subscription.orders.browse')}
        </Link>
      </div>
    );
  return (
    <div className="flex flex-col px-4 sm:px-0">
      <ul aria-label={t('subscription.orders.label')} className="divide-y divide-border">
        {rows.map((order) => (
          <li key={order.id}>
            <OrderRow order={order} />
          </li>
        ))}
      </ul>
      <LoadMore
        hasNextPage={orders.hasNextPage}
        isFetchingNextPage={orders.isFetchingNextPage}
        fetchNextPage={() => void orders.fetchNextPage()}
      />
    </div>
  );
}
