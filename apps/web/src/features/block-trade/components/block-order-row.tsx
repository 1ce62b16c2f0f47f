import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Badge } from '@exchange/ui/badge';
import { formatAmount, formatPrice } from '@exchange/ui/format';
import { paths } from '@/config/paths';
import type { BlockOrder } from '../api/page-block-orders';
import { BlockOrderStatus } from '../utils/block-format';
import { LockupCountdown } from './lockup-countdown';

/** A block order's detail: `/order/bulk/detail?id=`. */
export const blockOrderDetailHref = (id: number) =>
  `${paths.orderBulkDetail.path}?${new URLSearchParams({ id: String(id) }).toString()}`;

/** One block order in a list: pair, quantity, price and total; a locked one counts down to its release. */
export function BlockOrderRow({ order, nowMs }: { order: BlockOrder; nowMs: number }) {
  const { t } = useTranslation();
  const isLocked = order.status === BlockOrderStatus.locked;
  return (
    <div className="flex items-center gap-3 py-3">
      <Link
        to={blockOrderDetailHref(order.id)}
        aria-label={t('block.orders.details', { no: order.no })}
        className="flex min-w-0 flex-1 flex-col gap-1 rounded-lg focus-visible:outline-2 focus-visible:outline-brand"
      >
        <span className="flex flex-wrap items-center gap-2 text-sm">
          <span dir="ltr" className="font-semibold">
            {order.baseAsset}/{order.quoteAsset}
          </span>
          <Badge tone={isLocked ? 'warning' : 'success'}>
            {t(isLocked ? 'block.status.locked' : 'block.status.released')}
          </Badge>
        </span>
        <span dir="ltr" className="flex flex-wrap gap-x-3 text-xs text-muted tabular-nums">
          <span>
            {order.quantity} {order.baseAsset}
          </span>
          <span>@ {formatPrice(order.price)}</span>
          <span>
            {formatAmount(order.amount)} {order.quoteAsset}
          </span>
        </span>
      </Link>
      {isLocked ? <LockupCountdown lockedUntil={order.lockedUntil} nowMs={nowMs} /> : null}
    </div>
  );
}
