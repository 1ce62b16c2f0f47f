import { useTranslation } from 'react-i18next';
import type { WithdrawalOrder } from '@exchange/contracts/http/wallet/withdrawal';
import { DetailList } from '@exchange/ui/detail-list';
import { formatDateTime } from '@/lib/format-date-time';
import { reviewStatusName } from '@/lib/review-status';
import { coinAmount } from '../utils/amount';
import { FieldValueList } from './field-value-list';
import { OrderLinks } from './order-links';
import { OrderStatusCard } from './order-status-card';

/** A submitted withdrawal: what leaves, the fee, what arrives where, and that staff review it next. */
export function WithdrawalSummaryView({ order }: { order: WithdrawalOrder }) {
  const { t, i18n } = useTranslation();
  const withCoin = (value: string) => `${coinAmount(value)} ${order.coin}`;
  // The saved method's id is bookkeeping, not something the user recognises their destination by.
  const destination = Object.entries(order.destination)
    .filter(([field]) => field !== 'paymentMethodId')
    .map(([field, value]) => ({ field, value }));
  return (
    <div className="flex flex-col gap-4">
      <OrderStatusCard
        status={order.status}
        labelOf={(name) => t(`withdraw.status.${name}`)}
        amount={withCoin(order.amount)}
        message={t(`withdraw.success.messages.${reviewStatusName(order.status)}`)}
      />
      <section className="rounded-2xl bg-surface-raised px-4 py-1">
        <DetailList
          items={[
            { label: t('withdraw.form.amount'), value: withCoin(order.amount), isLtr: true },
            { label: t('withdraw.quote.fee'), value: withCoin(order.fee), isLtr: true },
            { label: t('withdraw.quote.arrival'), value: withCoin(order.arrivalAmount), isLtr: true },
            { label: t('withdraw.form.channel'), value: order.chain || order.channelName },
            { label: t('deposit.order.number'), value: order.no, isLtr: true },
            { label: t('deposit.order.submittedAt'), value: formatDateTime(order.createdAt, i18n.language) },
          ]}
        />
      </section>
      <section className="flex flex-col gap-1 rounded-2xl bg-surface-raised px-4 py-3">
        <h2 className="text-sm font-medium">{t('withdraw.destination.title')}</h2>
        <FieldValueList pairs={destination} />
      </section>
      {order.remark ? (
        <p className="text-sm text-muted">{t('deposit.order.remark', { remark: order.remark })}</p>
      ) : null}
      <OrderLinks historyLabel={t('withdraw.success.history')} />
    </div>
  );
}
