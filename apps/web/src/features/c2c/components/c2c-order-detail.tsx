import { useTranslation } from 'react-i18next';
import { Badge } from '@exchange/ui/badge';
import { DetailList } from '@exchange/ui/detail-list';
import { ErrorState, LoadingState } from '@exchange/ui/query-state';
import { formatDateTime } from '@/lib/format-date-time';
import type { C2cOrder } from '../api/c2c-queries';
import { useC2cOrder } from '../api/c2c-queries';
import { formatCoin, formatFiat } from '../utils/c2c-format';
import { C2cOrderStatus } from '../utils/c2c-rules';
import { orderStatusOf } from '../utils/c2c-status';
import { C2cOrderActions } from './c2c-order-actions';
import { C2cOrderFiles } from './c2c-order-files';
import { C2cOrderPaymentMethods } from './c2c-order-payment-methods';
import { counterpartyOf } from './c2c-order-row';
import { C2cOrderTimeline } from './c2c-order-timeline';
import { C2cPayCountdown } from './c2c-pay-countdown';
import { OpenChatButton } from '@/components/ui/open-chat-button';

/** The order's figures and parties. */
function OrderSummary({ order }: { order: C2cOrder }) {
  const { t, i18n } = useTranslation();
  const time = (at: number | null) => (at === null ? null : formatDateTime(at, i18n.language));
  return (
    <DetailList
      variant="card"
      items={[
        { label: t('c2c.order.fiatAmount'), value: formatFiat(order.fiatAmount, order.fiat), isLtr: true },
        { label: t('c2c.order.price'), value: formatFiat(order.price, order.fiat), isLtr: true },
        { label: t('c2c.order.amount'), value: formatCoin(order.amount, order.asset), isLtr: true },
        {
          label: t(order.role === 'seller' ? 'c2c.order.buyer' : 'c2c.order.seller'),
          value: counterpartyOf(order).name,
        },
        { label: t('c2c.order.no'), value: order.no, isLtr: true },
        { label: t('c2c.order.createdAt'), value: time(order.createdAt) },
        ...(order.paidAt === null ? [] : [{ label: t('c2c.order.paidAt'), value: time(order.paidAt) }]),
        ...(order.endedAt === null ? [] : [{ label: t('c2c.order.endedAt'), value: time(order.endedAt) }]),
        ...(order.ending === null
          ? []
          : [{ label: t('c2c.order.ending'), value: t(`c2c.endings.${order.ending}`) }]),
      ]}
    />
  );
}

/** What the caller should do next, in words, by side and status. */
function NextStep({ order }: { order: C2cOrder }) {
  const { t } = useTranslation();
  const isBuyer = order.role === 'buyer';
  const key =
    order.status === C2cOrderStatus.unpaid
      ? isBuyer
        ? 'c2c.order.next.buyerUnpaid'
        : 'c2c.order.next.sellerUnpaid'
      : order.status === C2cOrderStatus.paid
        ? isBuyer
          ? 'c2c.order.next.buyerPaid'
          : 'c2c.order.next.sellerPaid'
        : order.status === C2cOrderStatus.appealing
          ? 'c2c.order.next.appealing'
          : null;
  if (key === null) return null;
  return <p className="text-sm text-muted">{t(key, { amount: formatFiat(order.fiatAmount, order.fiat) })}</p>;
}

/**
 * `/c2c/list?order=<id>`: one order as its buyer or seller sees it — status and countdown while unpaid, the figures,
 * where to pay, the steps the caller may take, the appeal, the images and the timeline. Read again every 5 s while
 * it waits for a step (and when the window regains focus), so the other side's step shows without a reload.
 */
export function C2cOrderDetail({ id }: { id: number }) {
  const { t } = useTranslation();
  const query = useC2cOrder(id);
  if (query.isPending) return <LoadingState />;
  if (query.isError)
    return <ErrorState message={t('c2c.order.loadFailed')} onRetry={() => void query.refetch()} />;
  const order = query.data;
  const status = orderStatusOf(order.status);
  const isBuyer = order.role === 'buyer';
  return (
    <div className="grid gap-4 lg:grid-cols-2 lg:items-start">
      <div className="flex flex-col gap-4">
        <header className="flex flex-wrap items-center gap-2">
          <h2 className={isBuyer ? 'text-lg font-semibold text-up' : 'text-lg font-semibold text-down'}>
            {t(isBuyer ? 'c2c.market.buyAsset' : 'c2c.market.sellAsset', { asset: order.asset })}
          </h2>
          <Badge tone={status.tone}>{t(`c2c.status.${status.key}`)}</Badge>
        </header>
        {order.status === C2cOrderStatus.unpaid ? (
          <C2cPayCountdown payDeadline={order.payDeadline} isBuyer={isBuyer} />
        ) : null}
        <NextStep order={order} />
        <C2cOrderActions order={order} />
        <OpenChatButton kind="c2c" id={order.id} label={t('c2c.order.chat')} />
        <OrderSummary order={order} />
        {order.appeal ? (
          <section
            aria-label={t('c2c.order.appeal')}
            className="flex flex-col gap-1 rounded-2xl bg-danger/10 p-4"
          >
            <h2 className="text-sm font-semibold">{t('c2c.order.appeal')}</h2>
            <p className="text-xs text-muted">
              {t('c2c.order.appealBy', { by: t(`c2c.actors.${order.appeal.by}`) })}
            </p>
            <p className="text-sm whitespace-pre-line">{order.appeal.reason}</p>
          </section>
        ) : null}
      </div>
      <div className="flex flex-col gap-4">
        {order.paymentMethods.length > 0 ? <C2cOrderPaymentMethods order={order} /> : null}
        {order.terms ? (
          <section className="flex flex-col gap-1">
            <h2 className="text-sm font-semibold">{t('c2c.ad.terms')}</h2>
            <p className="text-sm whitespace-pre-line text-muted">{order.terms}</p>
          </section>
        ) : null}
        <C2cOrderFiles files={order.files} />
        <C2cOrderTimeline events={order.events} />
      </div>
    </div>
  );
}
