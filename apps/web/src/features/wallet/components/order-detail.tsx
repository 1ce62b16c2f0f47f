import { useState } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@exchange/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { DetailList } from '@exchange/ui/detail-list';
import type { DetailItem } from '@exchange/ui/detail-list';
import { ReviewStatusBadge } from '@/components/ui/review-status-badge';
import { ApiError, presentApiError } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { useCancelWithdrawal } from '../api/cancel-withdrawal';
import type { RechargeOrder } from '../api/page-recharges';
import type { WithdrawalOrder } from '../api/page-withdrawals';
import {
  REVIEW_REJECTED_STATUS,
  WITHDRAWAL_CANCELLABLE_STATUS,
  orderStatusLabel,
} from '../utils/review-status';
import { useAmountDisplay } from './amount-display';

function OrderHeader({ title, amount, status }: { title: string; amount: string; status: number }) {
  const { t } = useTranslation();
  return (
    <section className="flex flex-col items-center gap-2 rounded-2xl bg-surface-raised p-6 text-center">
      <h2 className="text-sm text-muted">{title}</h2>
      <p dir="ltr" data-testid="order-amount" className="text-2xl font-semibold tabular-nums">
        {amount}
      </p>
      <ReviewStatusBadge status={status} labelOf={(name) => orderStatusLabel(t, name)} />
    </section>
  );
}

/** Staff's reason, shown prominently when the request was rejected. */
function RejectionRemark({ status, remark }: { status: number; remark: string | null }) {
  const { t } = useTranslation();
  if (status !== REVIEW_REJECTED_STATUS) return null;
  return (
    <section role="note" className="flex flex-col gap-1 rounded-2xl bg-danger/10 p-4 text-sm">
      <h3 className="font-semibold text-danger">{t('orderHistory.detail.rejectedTitle')}</h3>
      <p>{remark || t('orderHistory.detail.noRemark')}</p>
    </section>
  );
}

function useCommonRows(order: RechargeOrder | WithdrawalOrder): DetailItem[] {
  const { t } = useTranslation();
  const display = useAmountDisplay();
  return [
    { label: t('orderHistory.detail.no'), value: order.no, isLtr: true },
    { label: t('orderHistory.detail.channel'), value: order.channelName },
    {
      label: t('orderHistory.detail.coin'),
      value: order.chain ? `${order.coin} (${order.chain})` : order.coin,
    },
    { label: t('orderHistory.detail.createdAt'), value: display.time(order.createdAt), isLtr: true },
    ...(order.reviewedAt
      ? [{ label: t('orderHistory.detail.reviewedAt'), value: display.time(order.reviewedAt), isLtr: true }]
      : []),
  ];
}

/** An order's page: its header, staff's reason when rejected, the rows every order has and then its own. */
function OrderDetailLayout({
  title,
  order,
  amount,
  rows,
  children,
}: {
  title: string;
  order: RechargeOrder | WithdrawalOrder;
  amount: string;
  rows: readonly DetailItem[];
  children?: ReactNode;
}) {
  const common = useCommonRows(order);
  return (
    <div className="flex flex-col gap-4">
      <OrderHeader title={title} amount={amount} status={order.status} />
      <RejectionRemark status={order.status} remark={order.remark} />
      <DetailList variant="card" items={[...common, ...rows]} />
      {children}
    </div>
  );
}

export function RechargeOrderDetail({ order }: { order: RechargeOrder }) {
  const { t } = useTranslation();
  const display = useAmountDisplay();
  return (
    <OrderDetailLayout
      title={t('orderHistory.detail.rechargeTitle')}
      order={order}
      amount={`${display.coin(order.amount)} ${order.coin}`}
      rows={order.txId ? [{ label: t('orderHistory.detail.txId'), value: order.txId, isLtr: true }] : []}
    />
  );
}

export function WithdrawalOrderDetail({ order }: { order: WithdrawalOrder }) {
  const { t } = useTranslation();
  const display = useAmountDisplay();
  const coinAmount = (amount: string) => `${display.coin(amount)} ${order.coin}`;
  const destination = Object.entries(order.destination).map(([key, value]) => `${key}: ${value}`);
  return (
    <OrderDetailLayout
      title={t('orderHistory.detail.withdrawalTitle')}
      order={order}
      amount={coinAmount(order.amount)}
      rows={[
        { label: t('orderHistory.detail.fee'), value: coinAmount(order.fee), isLtr: true },
        { label: t('orderHistory.detail.arrival'), value: coinAmount(order.arrivalAmount), isLtr: true },
        ...(destination.length > 0
          ? [{ label: t('orderHistory.detail.destination'), value: destination.join('\n'), isLtr: true }]
          : []),
        ...(order.payoutRef
          ? [{ label: t('orderHistory.detail.payoutRef'), value: order.payoutRef, isLtr: true }]
          : []),
      ]}
    >
      {order.status === WITHDRAWAL_CANCELLABLE_STATUS ? <CancelWithdrawal id={order.id} /> : null}
    </OrderDetailLayout>
  );
}

/** Cancels a withdrawal still waiting for review, after a confirmation (the held amount is released). */
function CancelWithdrawal({ id }: { id: number }) {
  const { t } = useTranslation();
  const [isConfirming, setIsConfirming] = useState(false);
  const cancel = useCancelWithdrawal();
  return (
    <>
      <Button variant="danger" isFullWidth isLoading={cancel.isPending} onClick={() => setIsConfirming(true)}>
        {t('orderHistory.cancel.action')}
      </Button>
      <ConfirmDialog
        isOpen={isConfirming}
        onOpenChange={setIsConfirming}
        title={t('orderHistory.cancel.title')}
        description={t('orderHistory.cancel.description')}
        confirmLabel={t('orderHistory.cancel.confirm')}
        onConfirm={() =>
          cancel.mutate(id, {
            onSuccess: () => notify.success(t('orderHistory.cancel.done')),
            onError: (error) => {
              if (error instanceof ApiError) presentApiError(error);
            },
          })
        }
      />
    </>
  );
}
