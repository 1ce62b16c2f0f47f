import { clsx } from 'clsx';
import { useTranslation } from 'react-i18next';
import { Badge } from '@exchange/ui/badge';
import { DetailList } from '@exchange/ui/detail-list';
import type { DetailItem } from '@exchange/ui/detail-list';
import { ErrorState, LoadingState } from '@exchange/ui/query-state';
import { NO_VALUE, directionOf, directionTextClass, formatPrice, formatQuantity } from '@exchange/ui/format';
import { formatDateTime } from '@/lib/format-date-time';
import { useIsSignedIn } from '@/lib/token-store';
import { useStockOrder } from '../api/get-stock-order';
import type { StockOrderDetail as StockOrderDetailData } from '../api/get-stock-order';
import { useStockPushes } from '../hooks/use-stock-pushes';
import { formatSignedUsdt, formatUsdt } from '../utils/stock-format';
import {
  StockOrderStatus,
  StockSide,
  orderTypeKey,
  sideKey,
  sideTextClass,
  statusKey,
  statusTone,
} from '../utils/stock-labels';
import { CancelStockOrderButton, useStockAccuracy } from './stock-orders-list';

/** One stock order by id (`/order/detail/:id?kind=stock`): what was asked, and its fill as recorded. */
export function StockOrderDetail({ id }: { id: number }) {
  const isSignedIn = useIsSignedIn();
  useStockPushes(isSignedIn);
  const order = useStockOrder(id);
  if (order.isPending) return <LoadingState />;
  if (order.isError) return <ErrorState message={order.error.message} onRetry={() => void order.refetch()} />;
  return <StockOrderFacts order={order.data} />;
}

function StockOrderFacts({ order }: { order: StockOrderDetailData }) {
  const { t, i18n } = useTranslation();
  const accuracy = useStockAccuracy()(order.symbol);
  const price = (value: string | null) => formatPrice(value, accuracy.priceAccuracy);
  const quantity = (value: string | null) =>
    value === null ? NO_VALUE : formatQuantity(value, accuracy.transactionAccuracy);
  const usdt = (value: string | null) => (value === null ? NO_VALUE : `${formatUsdt(value)} USDT`);
  const time = (value: number | null) => (value === null ? NO_VALUE : formatDateTime(value, i18n.language));
  const { fill } = order;
  const isSale = order.direction === StockSide.sell;
  const optional = (isShown: boolean, item: DetailItem): DetailItem[] => (isShown ? [item] : []);
  const items: DetailItem[] = [
    { label: t('stockTrade.order.no'), value: order.no, isLtr: true },
    { label: t('stockTrade.order.symbol'), value: `${order.symbol} · ${order.displayName}` },
    {
      label: t('stockTrade.order.side'),
      value: <span className={sideTextClass(order.direction)}>{t(sideKey(order.direction))}</span>,
    },
    { label: t('stockTrade.order.type'), value: t(orderTypeKey(order.orderType)) },
    {
      label: t('stockTrade.order.status'),
      value: <Badge tone={statusTone(order.status)}>{t(statusKey(order.status))}</Badge>,
    },
    // What was asked: shares, or a USDT amount for a market buy; a limit's price and what it holds while it waits.
    ...optional(order.quantity !== null, {
      label: t('stockTrade.order.quantity'),
      value: quantity(order.quantity),
      isLtr: true,
    }),
    ...optional(order.amount !== null, {
      label: t('stockTrade.order.amount'),
      value: usdt(order.amount),
      isLtr: true,
    }),
    ...optional(order.price !== null, {
      label: t('stockTrade.order.limitPrice'),
      value: price(order.price),
      isLtr: true,
    }),
    ...optional(order.status === StockOrderStatus.pending && !isSale, {
      label: t('stockTrade.order.held'),
      value: usdt(order.heldAmount),
      isLtr: true,
    }),
    {
      label: t('stockTrade.order.dealPrice'),
      value: <span data-testid="stock-detail-deal-price">{price(order.dealPrice)}</span>,
      isLtr: true,
    },
    { label: t('stockTrade.order.dealQuantity'), value: quantity(order.dealQuantity), isLtr: true },
    { label: t('stockTrade.order.dealAmount'), value: usdt(order.dealAmount), isLtr: true },
    { label: t('stockTrade.order.fee'), value: usdt(order.fee), isLtr: true },
    ...optional(isSale, {
      label: t('stockTrade.order.realisedPnl'),
      value: (
        <span className={clsx(directionTextClass[directionOf(order.realisedPnl)])}>
          {order.realisedPnl === null ? NO_VALUE : `${formatSignedUsdt(order.realisedPnl)} USDT`}
        </span>
      ),
      isLtr: true,
    }),
    { label: t('stockTrade.order.createdAt'), value: time(order.createdAt) },
    ...optional(order.dealTime !== null, {
      label: t('stockTrade.order.dealTime'),
      value: time(order.dealTime),
    }),
    ...optional(order.cancelledAt !== null, {
      label: t('stockTrade.order.cancelledAt'),
      value: time(order.cancelledAt),
    }),
  ];
  return (
    <div className="flex flex-col gap-4">
      <DetailList items={items} variant="card" />
      {fill ? (
        <section aria-label={t('stockTrade.fill.label')} className="flex flex-col gap-2">
          <h2 className="text-sm font-semibold">{t('stockTrade.fill.label')}</h2>
          <DetailList
            variant="card"
            items={[
              { label: t('stockTrade.fill.price'), value: price(fill.price), isLtr: true },
              { label: t('stockTrade.fill.quotePrice'), value: price(fill.quotePrice), isLtr: true },
              { label: t('stockTrade.fill.quotedAt'), value: time(fill.quotedAt) },
              { label: t('stockTrade.fill.quantity'), value: quantity(fill.quantity), isLtr: true },
              { label: t('stockTrade.fill.amount'), value: usdt(fill.amount), isLtr: true },
              { label: t('stockTrade.fill.fee'), value: usdt(fill.fee), isLtr: true },
              { label: t('stockTrade.fill.filledAt'), value: time(fill.filledAt) },
              { label: t('stockTrade.fill.transfers'), value: fill.transferIds.join('\n'), isLtr: true },
            ]}
          />
          <p className="text-xs text-muted">{t('stockTrade.fill.note')}</p>
        </section>
      ) : null}
      {order.status === StockOrderStatus.pending ? <CancelStockOrderButton order={order} /> : null}
    </div>
  );
}
