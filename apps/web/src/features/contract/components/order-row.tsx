import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, generatePath } from 'react-router';
import { ContractOrderAction, ContractOrderStatus, OrderType } from '@exchange/contracts/enums';
import { paths } from '@/config/paths';
import { Badge } from '@exchange/ui/badge';
import { formatDateTime } from '@/lib/format-date-time';
import { directionOf, directionTextClass, formatQuantity, formatQuotePrice } from '@/lib/market-format';
import type { Accuracy } from '../utils/accuracy';
import { formatSignedUsdt } from '../utils/contract-format';
import { actionKey, orderTypeKey, sideKey, sideTextClass, statusKey } from '../utils/contract-labels';
import type { ContractOrder } from '../utils/contract-types';

export const orderDetailHref = (id: number) => generatePath(paths.orderDetail.path, { id: String(id) });

const STATUS_TONE = { 0: 'warning', 1: 'success', 2: 'neutral' } as const;

/** One contract order in a list: what it does, its size and price, status and time; opens its detail. */
export function OrderRow({
  order,
  accuracy,
  end,
}: {
  order: ContractOrder;
  accuracy: Accuracy;
  end?: ReactNode;
}) {
  const { t, i18n } = useTranslation();
  const price = order.dealPrice ?? order.price;
  const isClose = order.action === ContractOrderAction.close;
  const isFilled = order.status === ContractOrderStatus.filled;
  return (
    <div className="flex items-center gap-3 py-3">
      <Link
        to={orderDetailHref(order.id)}
        aria-label={t('contract.orders.details', { no: order.no })}
        className="flex min-w-0 flex-1 flex-col gap-1 rounded-lg focus-visible:outline-2 focus-visible:outline-brand"
      >
        <span className="flex flex-wrap items-center gap-2 text-sm">
          <span dir="ltr" className="font-semibold">
            {order.symbol}
          </span>
          <span className={clsx('font-medium', sideTextClass(order.direction))}>
            {t(actionKey(order.action))} {t(sideKey(order.direction))}
          </span>
          <span className="text-muted">
            {t(orderTypeKey(order.orderType))} · {t('contract.ticket.leverageValue', { value: order.lever })}
          </span>
          <Badge tone={STATUS_TONE[order.status as keyof typeof STATUS_TONE] ?? 'neutral'}>
            {t(statusKey(order.status))}
          </Badge>
        </span>
        <span dir="ltr" className="flex flex-wrap gap-x-4 text-xs text-muted tabular-nums">
          <span>
            {formatQuantity(order.quantity, accuracy.transactionAccuracy)} {accuracy.baseAsset}
          </span>
          <span>
            {order.orderType === OrderType.market && !isFilled
              ? t('contract.orderType.market')
              : formatQuotePrice(price, accuracy.priceDecimals)}
          </span>
          <span>{formatDateTime(order.dealTime ?? order.createdAt, i18n.language)}</span>
          {isClose && isFilled && order.plAmount !== null ? (
            <span className={directionTextClass[directionOf(order.plAmount)]}>
              {formatSignedUsdt(order.plAmount)} USDT
            </span>
          ) : null}
        </span>
      </Link>
      {end}
    </div>
  );
}
