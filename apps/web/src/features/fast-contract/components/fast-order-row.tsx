import { clsx } from 'clsx';
import { useTranslation } from 'react-i18next';
import { Link, generatePath } from 'react-router';
import { Badge } from '@exchange/ui/badge';
import { paths } from '@/config/paths';
import { directionOf, directionTextClass, formatPrice } from '@exchange/ui/format';
import type { FastContractOrder } from '../api/page-fast-contracts';
import { formatSignedUsdt, formatUsdt } from '../utils/fast-format';
import {
  FastContractStatus,
  directionKey,
  directionTextClass as sideTextClass,
  isRefunded,
  statusKey,
  statusTone,
} from '../utils/fast-status';
import { FastCountdown } from './fast-countdown';

/** A fast contract's detail: `/order/detail/:id?kind=fast`. */
export const fastOrderDetailHref = (id: number) =>
  `${generatePath(paths.orderDetail.path, { id: String(id) })}?kind=fast`;

interface FastOrderRowProps {
  order: FastContractOrder;
  /** The instrument's price decimals; null for the spec's default steps. */
  priceAccuracy: number | null;
  nowMs: number;
}

/**
 * One fast contract in a list: direction, stake and period; an open one counts down to expiry from its opening
 * price, a settled one shows its opening and closing prices and what it returned. Opens its detail.
 */
export function FastOrderRow({ order, priceAccuracy, nowMs }: FastOrderRowProps) {
  const { t } = useTranslation();
  const price = (value: string | null) => formatPrice(value, priceAccuracy);
  const isOpen = order.status === FastContractStatus.open;
  return (
    <div className="flex items-center gap-3 py-3">
      <Link
        to={fastOrderDetailHref(order.id)}
        aria-label={t('fast.orders.details', { no: order.no })}
        className="flex min-w-0 flex-1 flex-col gap-1 rounded-lg focus-visible:outline-2 focus-visible:outline-brand"
      >
        <span className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm">
          <span dir="ltr" className="font-semibold">
            {order.symbol}
          </span>
          <span className={clsx('font-medium', sideTextClass(order.direction))}>
            {t(directionKey(order.direction))}
          </span>
          <span className="text-muted">{t('fast.seconds', { seconds: order.periodSeconds })}</span>
          <Badge tone={statusTone(order.status)}>{t(statusKey(order.status))}</Badge>
        </span>
        <span dir="ltr" className="flex flex-wrap gap-x-3 text-xs text-muted tabular-nums">
          <span>{formatUsdt(order.amount)} USDT</span>
          <span data-testid="fast-row-prices">
            {isOpen ? price(order.openPrice) : `${price(order.openPrice)} → ${price(order.closePrice)}`}
          </span>
          {!isOpen ? (
            <span
              data-testid="fast-row-result"
              className={clsx(
                'font-medium',
                !isRefunded(order.status) && directionTextClass[directionOf(order.profit)],
              )}
            >
              {isRefunded(order.status)
                ? t('fast.orders.refunded')
                : `${formatSignedUsdt(order.profit)} USDT`}
            </span>
          ) : null}
        </span>
      </Link>
      {isOpen ? <FastCountdown openedAt={order.openedAt} expiresAt={order.expiresAt} nowMs={nowMs} /> : null}
    </div>
  );
}
