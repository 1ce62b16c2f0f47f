import { clsx } from 'clsx';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ContractOrderAction, ContractOrderStatus } from '@exchange/contracts/enums';
import { paths } from '@/config/paths';
import { Badge } from '@exchange/ui/badge';
import { buttonClasses } from '@exchange/ui/button';
import { DetailList } from '@exchange/ui/detail-list';
import { formatDateTime } from '@/lib/format-date-time';
import {
  NO_VALUE,
  directionOf,
  directionTextClass,
  formatQuantity,
  formatQuotePrice,
} from '@/lib/market-format';
import type { Accuracy } from '../utils/accuracy';
import { formatSignedUsdt, formatUsdt } from '../utils/contract-format';
import {
  actionKey,
  marginModeKey,
  orderTypeKey,
  sideKey,
  sideTextClass,
  statusKey,
  triggerKey,
} from '../utils/contract-labels';
import type { ContractOrder } from '../utils/contract-types';
import { CancelOrderButton } from './orders-list';

/** Every field of one contract order: what it did, at what price, what it cost and realised, and when. */
export function OrderDetailView({ order, accuracy }: { order: ContractOrder; accuracy: Accuracy }) {
  const { t, i18n } = useTranslation();
  const price = (value: string | null) => formatQuotePrice(value, accuracy.priceDecimals);
  const time = (value: number | null) => (value === null ? NO_VALUE : formatDateTime(value, i18n.language));
  const isPending = order.status === ContractOrderStatus.pending;
  const isFilledClose =
    order.action === ContractOrderAction.close && order.status === ContractOrderStatus.filled;
  const items = [
    { label: t('contract.order.no'), value: order.no, isLtr: true },
    { label: t('contract.order.symbol'), value: order.symbol, isLtr: true },
    {
      label: t('contract.order.side'),
      value: <span className={sideTextClass(order.direction)}>{t(sideKey(order.direction))}</span>,
    },
    { label: t('contract.order.action'), value: t(actionKey(order.action)) },
    { label: t('contract.order.type'), value: t(orderTypeKey(order.orderType)) },
    { label: t('contract.order.status'), value: <Badge>{t(statusKey(order.status))}</Badge> },
    { label: t('contract.order.trigger'), value: t(triggerKey(order.trigger)) },
    {
      label: t('contract.order.leverage'),
      value: t('contract.ticket.leverageValue', { value: order.lever }),
    },
    { label: t('contract.order.marginMode'), value: t(marginModeKey(order.marginMode)) },
    {
      label: t('contract.order.quantity'),
      value: `${formatQuantity(order.quantity, accuracy.transactionAccuracy)} ${accuracy.baseAsset}`,
      isLtr: true,
    },
    { label: t('contract.order.price'), value: price(order.price), isLtr: true },
    { label: t('contract.order.dealPrice'), value: price(order.dealPrice), isLtr: true },
    { label: t('contract.order.margin'), value: `${formatUsdt(order.earnestMoney)} USDT`, isLtr: true },
    { label: t('contract.order.fee'), value: `${formatUsdt(order.fee)} USDT`, isLtr: true },
    {
      label: t('contract.order.pnl'),
      value: (
        <span data-testid="order-pnl" className={clsx(directionTextClass[directionOf(order.plAmount)])}>
          {order.plAmount === null ? NO_VALUE : `${formatSignedUsdt(order.plAmount)} USDT`}
        </span>
      ),
      isLtr: true,
    },
    { label: t('contract.order.takeProfit'), value: price(order.stopProfitPrice), isLtr: true },
    { label: t('contract.order.stopLoss'), value: price(order.stopLossPrice), isLtr: true },
    { label: t('contract.order.createdAt'), value: time(order.createdAt) },
    { label: t('contract.order.dealTime'), value: time(order.dealTime) },
  ];
  return (
    <div className="flex flex-col gap-4">
      <DetailList items={items} variant="card" />
      {isPending ? <CancelOrderButton order={order} /> : null}
      {isFilledClose ? (
        <Link
          to={`${paths.contractSharing.path}?orderId=${order.id}`}
          className={buttonClasses('secondary', true)}
        >
          {t('contract.order.share')}
        </Link>
      ) : null}
    </div>
  );
}
