import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { WithdrawalOrder } from '@exchange/contracts/http/wallet/withdrawal';
import { paths } from '@/config/paths';
import { buttonClasses } from '@/components/ui/button';
import { plainAmount } from '../utils/amount';
import { formatDateTime } from '../utils/format-time';
import { reviewStatusName } from '../utils/review-status';
import { DetailList } from './detail-list';
import { FieldValueList } from './field-value-list';
import { ReviewStatusBadge } from './review-status-badge';

/** A submitted withdrawal: what leaves, the fee, what arrives where, and that staff review it next. */
export function WithdrawalSummaryView({ order }: { order: WithdrawalOrder }) {
  const { t, i18n } = useTranslation();
  const withCoin = (value: string) => `${plainAmount(value)} ${order.coin}`;
  // The saved method's id is bookkeeping, not something the user recognises their destination by.
  const destination = Object.entries(order.destination)
    .filter(([field]) => field !== 'paymentMethodId')
    .map(([field, value]) => ({ field, value }));
  return (
    <div className="flex flex-col gap-4">
      <section
        aria-live="polite"
        className="flex flex-col items-center gap-2 rounded-2xl bg-surface-raised p-6"
      >
        <ReviewStatusBadge status={order.status} kind="withdraw" />
        <p dir="ltr" className="text-2xl font-semibold">
          {withCoin(order.amount)}
        </p>
        <p className="text-center text-sm text-muted">
          {t(`withdraw.success.messages.${reviewStatusName(order.status)}`)}
        </p>
      </section>
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
      <div className="grid gap-2 sm:grid-cols-2">
        <Link to={paths.fundsOrderHistory.path} className={buttonClasses('secondary', true)}>
          {t('withdraw.success.history')}
        </Link>
        <Link to={paths.funds.path} className={buttonClasses('primary', true)}>
          {t('deposit.order.backToWallet')}
        </Link>
      </div>
    </div>
  );
}
