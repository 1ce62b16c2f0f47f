import { ReviewStatus } from '@exchange/contracts/enums';
import { useTranslation } from 'react-i18next';
import { DetailList } from '@exchange/ui/detail-list';
import { OpenChatButton } from '@/components/ui/open-chat-button';
import { formatDateTime } from '@/lib/format-date-time';
import { isAwaitingReview } from '@/lib/review-status';
import { useWalletAsset } from '@/data/assets/get-wallet-asset';
import type { RechargeOrder } from '../api/get-recharge-detail';
import { coinAmount } from '../utils/amount';
import { methodNameOf } from '../utils/channel-method';
import { Notice } from './notice';
import { OrderLinks } from './order-links';
import { OrderStatusCard } from './order-status-card';

/** Where a deposit stands: waiting for staff, credited (with the balance it landed in) or rejected with the reason. */
export function RechargeOrderView({ order }: { order: RechargeOrder }) {
  const { t, i18n } = useTranslation();
  const isCredited = order.status === ReviewStatus.completed;
  const balance = useWalletAsset('spot', isCredited ? order.coin : null);
  const methodName = methodNameOf(order.methodType);
  const message = isAwaitingReview(order.status)
    ? t('deposit.order.waitingMessage')
    : isCredited
      ? t('deposit.order.creditedMessage', { amount: coinAmount(order.amount), coin: order.coin })
      : order.status === ReviewStatus.rejected
        ? t('deposit.order.rejectedMessage')
        : t('deposit.order.cancelledMessage');

  return (
    <div className="flex flex-col gap-4">
      <OrderStatusCard
        status={order.status}
        labelOf={(name) => t(`deposit.status.${name}`)}
        amount={`${coinAmount(order.amount)} ${order.coin}`}
        message={message}
      >
        {isCredited && balance.data ? (
          <p className="text-sm font-medium">
            {t('deposit.order.balance', { coin: order.coin, amount: coinAmount(balance.data.available) })}
          </p>
        ) : null}
      </OrderStatusCard>
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
      <OpenChatButton kind="recharge" id={order.id} label={t('deposit.order.chat')} />
      <OrderLinks historyLabel={t('deposit.order.history')} />
    </div>
  );
}
