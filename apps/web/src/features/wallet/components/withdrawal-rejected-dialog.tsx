import { Dialog } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { buttonClasses } from '@exchange/ui/button';
import { useReviewNoticeStore } from '../stores/review-notice-store';
import { formatCoinAmount } from '../utils/amounts';
import { orderDetailHref } from './order-history-list';

/**
 * The "Withdrawal review not passed" modal of spec §8, with staff's remark (or "tap to view details" when there is
 * none); opened by a WITHDRAW_NOTICE push (see hooks/use-wallet-pushes.ts) on whatever screen the user is on.
 */
export function WithdrawalRejectedDialog() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const notice = useReviewNoticeStore((state) => state.rejectedWithdrawal);
  const dismiss = useReviewNoticeStore((state) => state.dismiss);
  return (
    <Dialog.Root open={notice !== null} onOpenChange={(isOpen) => (isOpen ? undefined : dismiss())}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-black/50" />
        <Dialog.Content className="fixed inset-0 z-50 m-auto flex h-fit w-[min(92vw,24rem)] flex-col gap-4 rounded-2xl bg-surface-raised p-6 shadow-xl">
          <Dialog.Title className="text-lg font-semibold">
            {t('orderHistory.notice.withdrawalRejectedTitle')}
          </Dialog.Title>
          <Dialog.Description className="text-sm">
            {notice?.remark || t('orderHistory.notice.withdrawalRejectedNoRemark')}
          </Dialog.Description>
          {notice ? (
            <p dir="ltr" className="text-start text-sm text-muted tabular-nums">
              {formatCoinAmount(notice.operateBalance)} {notice.coinName} · {notice.no}
            </p>
          ) : null}
          <div className="flex justify-end gap-2">
            <button
              type="button"
              className={buttonClasses('secondary')}
              onClick={() => {
                if (notice) void navigate(orderDetailHref('withdrawal', notice.id));
                dismiss();
              }}
            >
              {t('orderHistory.notice.viewDetails')}
            </button>
            <Dialog.Close className={buttonClasses('primary')}>{t('orderHistory.notice.ok')}</Dialog.Close>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
