import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Badge } from '@exchange/ui/badge';
import { ChevronEndIcon } from '@/components/ui/icons';
import { formatDateTime } from '@/lib/format-date-time';
import type { C2cOrder } from '../api/c2c-queries';
import { formatCoin, formatFiat } from '../utils/c2c-format';
import { c2cOrderHref } from '../utils/c2c-links';
import { orderStatusOf } from '../utils/c2c-status';

/** The other side of an order, as the caller sees it. */
export const counterpartyOf = (order: C2cOrder) => (order.role === 'seller' ? order.buyer : order.seller);

/** One order of the caller's list: what they buy or sell, for how much, with whom, and its status. */
export function C2cOrderRow({ order }: { order: C2cOrder }) {
  const { t, i18n } = useTranslation();
  const status = orderStatusOf(order.status);
  const isBuyer = order.role === 'buyer';
  return (
    <Link
      to={c2cOrderHref(order.id)}
      className="flex items-center gap-3 px-4 py-3 hover:bg-surface-sunken focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand"
    >
      <span className="flex min-w-0 flex-1 flex-col gap-1">
        <span className="flex flex-wrap items-center gap-2">
          <span className={isBuyer ? 'text-sm font-semibold text-up' : 'text-sm font-semibold text-down'}>
            {t(isBuyer ? 'c2c.market.buyAsset' : 'c2c.market.sellAsset', { asset: order.asset })}
          </span>
          <Badge tone={status.tone}>{t(`c2c.status.${status.key}`)}</Badge>
        </span>
        <span dir="ltr" className="text-start text-sm font-medium tabular-nums">
          {formatFiat(order.fiatAmount, order.fiat)} · {formatCoin(order.amount, order.asset)}
        </span>
        <span className="text-xs text-muted">
          {t('c2c.orders.with', { name: counterpartyOf(order).name })} ·{' '}
          {formatDateTime(order.createdAt, i18n.language)}
        </span>
      </span>
      <ChevronEndIcon className="text-muted" />
    </Link>
  );
}
