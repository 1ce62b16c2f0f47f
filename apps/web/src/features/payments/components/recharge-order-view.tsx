import { ReviewStatus } from '@exchange/contracts/enums';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { buttonClasses } from '@/components/ui/button';
import { useSpotBalance } from '../api/get-spot-balance';
import type { RechargeOrder } from '../api/get-recharge-detail';
import { plainAmount } from '../utils/amount';
import { methodNameOf } from '../utils/channel-method';
import { formatDateTime } from '../utils/format-time';
import { isAwaitingReview } from '../utils/review-status';
import { DetailList } from './detail-list';
import { Notice } from './notice';
import { ReviewStatusBadge } from './review-status-badge';

/** Where a deposit stands: waiting for staff, credited (with the balance it landed in) or rejected with the reason. */
export function RechargeOrderView({ order }: { order: RechargeOrder }) {
  const { t, i18n } = useTranslation();
  const isCredited = order.status === ReviewStatus.completed;
  const balance = useSpotBalance(isCredited ? order.coin : null);
  const methodName = methodNameOf(order.methodType);
  const message = isAwaitingReview(order.status)
    ? t('deposit.order.waitingMessage')
    : isCredited
      ? t('deposit.order.creditedMessage', { amount: plainAmount(order.amount), coin: order.coin })
      : order.status === ReviewStatus.rejected
        ? t('deposit.order.rejectedMessage')
        : t('deposit.order.cancelledMessage');

  return (
    <div className="flex flex-col gap-4">
      <section
        aria-live="polite"
        className="flex flex-col items-center gap-2 rounded-2xl bg-surface-raised p-6"
      >
        <ReviewStatusBadge status={order.status} kind="deposit" />
        <p dir="ltr" className="text-2xl font-semibold">
          {plainAmount(order.amount)} {order.coin}
        </p>
        <p className="text-center text-sm text-muted">{message}</p>
        {isCredited && balance.data ? (
          <p className="text-sm font-medium">
            {t('deposit.order.balance', { coin: order.coin, amount: plainAmount(balance.data.available) })}
          </p>
        ) : null}
      </section>
      {order.status === ReviewStatus.rejected && order.remark ? (
        <Notice tone="warning">{t('deposit.order.remark', { remark: order.remark })}</Notice>
      ) : null}
      <section className="rounded-2xl bg-surface-raised px-4 py-1">
        <DetailList
          items={[
            { label: t('deposit.order.number'), value: order.no, isLtr: true },
            {
              label: t('deposit.confirm.method'),
              value: methodName ? t(`deposit.methods.${methodName}`) : order.channelName,
            },
            ...(order.chain ? [{ label: t('deposit.address.network'), value: order.chain }] : []),
            ...(order.txId ? [{ label: t('deposit.confirm.txHash'), value: order.txId, isLtr: true }] : []),
            { label: t('deposit.order.submittedAt'), value: formatDateTime(order.createdAt, i18n.language) },
            ...(order.reviewedAt
              ? [
                  {
                    label: t('deposit.order.reviewedAt'),
                    value: formatDateTime(order.reviewedAt, i18n.language),
                  },
                ]
              : []),
          ]}
        />
      </section>
      {isAwaitingReview(order.status) ? (
        <p className="text-center text-xs text-muted">{t('deposit.order.autoRefresh')}</p>
      ) : null}
      <div className="grid gap-2 sm:grid-cols-2">
        <Link to={paths.fundsOrderHistory.path} className={buttonClasses('secondary', true)}>
          {t('deposit.order.history')}
        </Link>
        <Link to={paths.funds.path} className={buttonClasses('primary', true)}>
          {t('deposit.order.backToWallet')}
        </Link>
      </div>
    </div>
  );
}
