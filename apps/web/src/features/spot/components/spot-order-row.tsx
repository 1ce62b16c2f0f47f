import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, generatePath } from 'react-router';
import { paths } from '@/config/paths';
import { Badge } from '@exchange/ui/badge';
import type { SpotOrder } from '@exchange/contracts/http/spot/spot-common';
import { formatDateTime } from '@/lib/format-date-time';
import { formatQuotePrice } from '@/lib/market-format';
import { SpotOrderStatus } from '../utils/spot-enums';
import { formatAssetAmount } from '../utils/spot-format';
import { orderTypeKey, sideKey, sideTextClass, statusKey, statusTone } from '../utils/spot-labels';

/** The detail of a spot order: `/order/detail/:id?kind=coin`. */
export const spotOrderDetailHref = (id: number) =>
  `${generatePath(paths.orderDetail.path, { id: String(id) })}?kind=coin`;

/** What an order asked for: its quantity of the coin, or the USDT a market buy spends. */
function requestedOf(order: SpotOrder): string {
  if (order.quantity !== null)
    return `${formatAssetAmount(order.quantity, order.baseAsset)} ${order.baseAsset}`;
  return `${formatAssetAmount(order.quoteAmount, order.quoteAsset)} ${order.quoteAsset}`;
}

/** One spot order in a list: pair, side, type, status, size, price (average once filled) and time; opens its detail. */
export function SpotOrderRow({
  order,
  priceAccuracy,
  end,
}: {
  order: SpotOrder;
  /** The pair's price decimals; null when the pair is no longer listed (the price's own then). */
  priceAccuracy: number | null;
  end?: ReactNode;
}) {
  const { t, i18n } = useTranslation();
  const isFilled = order.status === SpotOrderStatus.filled;
  const price = isFilled ? order.averagePrice : order.price;
  return (
    <div className="flex items-center gap-3 py-3">
      <Link
        to={spotOrderDetailHref(order.id)}
        aria-label={t('orders.details', { no: order.no })}
        className="flex min-w-0 flex-1 flex-col gap-1 rounded-lg focus-visible:outline-2 focus-visible:outline-brand"
      >
        <span className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm">
          <span dir="ltr" className="font-semibold">
            {order.baseAsset}/{order.quoteAsset}
          </span>
          <span className={clsx('font-medium', sideTextClass(order.direction))}>
            {t(sideKey(order.direction))}
          </span>
          <span className="text-muted">{t(orderTypeKey(order))}</span>
          <Badge tone={statusTone(order.status)}>{t(statusKey(order.status))}</Badge>
        </span>
        <span dir="ltr" className="flex flex-wrap gap-x-4 text-xs text-muted tabular-nums">
          <span>{requestedOf(order)}</span>
          {price === null ? null : <span>{formatQuotePrice(price, priceAccuracy ?? 8)}</span>}
          {order.triggerPrice === null ? null : (
            <span>
              {t('orders.detail.trigger')} {formatQuotePrice(order.triggerPrice, priceAccuracy ?? 8)}
            </span>
          )}
          <span>{formatDateTime(order.dealTime ?? order.createdAt, i18n.language)}</span>
        </span>
      </Link>
      {end}
    </div>
  );
}
