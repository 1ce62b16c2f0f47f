import i18next from 'i18next';
import type { ReviewNotice } from '@exchange/contracts/ws/data-socket';
import { navigateTo } from '@/lib/navigation';
import { notify } from '@/lib/notify';
import { orderDetailHref } from '../components/order-history-list';
import { useReviewNoticeStore } from '../stores/review-notice-store';
import { formatCoinAmount } from '../utils/amounts';
import { REVIEW_REJECTED_STATUS } from '../utils/review-status';

/** A rejected deposit's notification stays longer than the usual 3 s: it is the way to its detail. */
export const REJECTED_RECHARGE_TOAST_MS = 10_000;

const amountText = (notice: ReviewNotice) => `${formatCoinAmount(notice.operateBalance)} ${notice.coinName}`;

/**
 * A reviewed deposit (spec §4, §8): rejected shows "Recharge review failed, tap message to see details", which
 * opens the order detail; anything else counts as credited and shows a success message.
 */
export async function handleRechargeNotice(notice: ReviewNotice): Promise<void> {
  if (notice.status !== REVIEW_REJECTED_STATUS) {
    notify.success(i18next.t('orderHistory.notice.rechargeCredited', { amount: amountText(notice) }));
    return;
  }
  const href = orderDetailHref('recharge', notice.id);
  const { toast } = await import('sonner');
  const id = toast.error(
    <button
      type="button"
      className="text-start underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-brand"
      onClick={() => {
        toast.dismiss(id);
        navigateTo(href);
      }}
    >
      {i18next.t('orderHistory.notice.rechargeRejected')}
    </button>,
    { duration: REJECTED_RECHARGE_TOAST_MS },
  );
}

/**
 * A reviewed withdrawal: rejected opens the "Withdrawal review not passed" modal with staff's remark; anything
 * else counts as completed and shows a success message.
 */
export function handleWithdrawNotice(notice: ReviewNotice): void {
  if (notice.status === REVIEW_REJECTED_STATUS) {
    useReviewNoticeStore.getState().showRejectedWithdrawal(notice);
    return;
  }
  notify.success(i18next.t('orderHistory.notice.withdrawalCompleted', { amount: amountText(notice) }));
}
