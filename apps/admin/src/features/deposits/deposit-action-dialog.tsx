import { adminRejectRecharge } from '@exchange/contracts/http/admin/index';
import { ReviewActionDialog } from '@/components/review-action-dialog';
import type { ReviewActionKind, ReviewActionMessages } from '@/components/review-action-dialog';
import { useDepositAction } from './deposit-queries';
import type { Deposit } from './deposit-queries';
import { formatAmount } from '@/lib/format';

interface DepositActionDialogProps {
  deposit: Deposit;
  kind: ReviewActionKind;
  onDone: () => void;
  onClose: () => void;
}

const MESSAGES: Record<ReviewActionKind, ReviewActionMessages> = {
  approve: { title: 'deposits.approveTitle', summary: 'deposits.approveSummary', done: 'deposits.approved' },
  reject: { title: 'deposits.rejectTitle', summary: 'deposits.rejectSummary', done: 'deposits.rejected' },
};

/** Approve (credit the spot wallet) or reject (with the remark the user sees) one waiting deposit. */
export function DepositActionDialog({ deposit, kind, onDone, onClose }: DepositActionDialogProps) {
  const action = useDepositAction(deposit);
  return (
    <ReviewActionDialog
      kind={kind}
      recordId={deposit.id}
      rejectOperation={adminRejectRecharge}
      messages={MESSAGES}
      subject={{
        no: deposit.no,
        amount: formatAmount(deposit.amount),
        coin: deposit.coin,
        userId: deposit.userId,
      }}
      action={action}
      onDone={onDone}
      onClose={onClose}
    />
  );
}
