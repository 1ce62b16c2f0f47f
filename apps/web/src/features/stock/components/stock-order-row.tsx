import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, generatePath } from 'react-router';
import { Badge } from '@exchange/ui/badge';
import { directionOf, directionTextClass, formatPrice, formatQuantity } from '@exchange/ui/format';
import { paths } from '@/config/paths';
import { formatDateTime } from '@/lib/format-date-time';
import type { StockOrder } from '../api/page-stock-orders';
import { formatSignedUsdt, formatUsdt } from '../utils/stock-format';
import {
  StockOrderStatus,
  StockOrderType,
  StockSide,
  orderTypeKey,
  sideKey,
  sideTextClass,
  statusKey,
  statusTone,
} from '../utils/stock-labels';

/** A stock order's detail: `/order/detail/:id?kind=stock`. */
export const stockOrderDetailHref = (id: number) =>
  `${generatePath(paths.orderDetail.path, { id: String(id) })}?kind=stock`;

export interface StockAccuracy {
  priceAccuracy: number | null;
  transactionAccuracy: number;
}

/** One stock order in a list: side and type, size, price, status and time (and a sale's result); opens its detail. */
export function StockOrderRow({
  order,
  accuracy,
  end,
}: {
  order: StockOrder;
  accuracy: StockAccuracy;
  end?: ReactNode;
}) {
  const { t, i18n } = useTranslation();
  const isFilled = order.status === StockOrderStatus.filled;
  const quantity = order.dealQuantity ?? order.quantity;
  const price = order.dealPrice ?? order.price;
  return (
    <div className="flex items-center gap-3 py-3">
      <Link
        to={stockOrderDetailHref(order.id)}
        aria-label={t('stockTrade.orders.details', { no: order.no })}
        className="flex min-w-0 flex-1 flex-col gap-1 rounded-lg focus-visible:outline-2 focus-visible:outline-brand"
      >
        <span className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm">
          <span dir="ltr" className="font-semibold">
            {order.symbol}
          </span>
          <span className={clsx('font-medium', sideTextClass(order.direction))}>
            {t(sideKey(order.direction))}
          </span>
          <span className="text-muted">{t(orderTypeKey(order.orderType))}</span>
          <Badge tone={statusTone(order.status)}>{t(statusKey(order.status))}</Badge>
        </span>
        <span dir="ltr" className="flex flex-wrap gap-x-3 text-xs text-muted tabular-nums">
          <span>
            {quantity === null
              ? `${formatUsdt(order.amount)} USDT`
              : `${formatQuantity(quantity, accuracy.transactionAccuracy)} ${t('stockTrade.ticket.sharesUnit')}`}
          </span>
          <span>
            {order.orderType === StockOrderType.market && !isFilled
              ? t('stockTrade.orderType.market')
              : formatPrice(price, accuracy.priceAccuracy)}
          </span>
          <span>{formatDateTime(order.dealTime ?? order.createdAt, i18n.language)}</span>
          {order.direction === StockSide.sell && isFilled && order.realisedPnl !== null ? (
            <span className={directionTextClass[directionOf(order.realisedPnl)]}>
              {formatSignedUsdt(order.realisedPnl)} USDT
            </span>
          ) : null}
        </span>
      </Link>
      {end}
    </div>
  );
}
