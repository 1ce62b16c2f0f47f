import { adminRejectCorrection } from '@exchange/contracts/http/admin/index';
import { ReviewActionDialog } from '@/components/review-action-dialog';
import type { ReviewActionKind, ReviewActionMessages } from '@/components/review-action-dialog';
import { ledgerMoveText, useCorrectionAction } from './correction-queries';
import type { Correction, CorrectionActionKind } from './correction-queries';

interface CorrectionActionDialogProps {
  correction: Correction;
  kind: CorrectionActionKind;
  onDone: () => void;
  onClose: () => void;
}

const MESSAGES: Record<ReviewActionKind, ReviewActionMessages> = {
  approve: {
    title: 'corrections.approveTitle',
    summary: 'corrections.approveSummary',
    done: 'corrections.approveDone',
  },
  reject: {
    title: 'corrections.rejectTitle',
    summary: 'corrections.rejectSummary',
    done: 'corrections.rejectDone',
  },
};

/** Approve (the ledger transfer is made) or reject (nothing moves) a waiting correction, saying exactly which. */
export function CorrectionActionDialog({ correction, kind, onDone, onClose }: CorrectionActionDialogProps) {
  const action = useCorrectionAction(correction);
  const subject = {
    id: correction.id,
    move: ledgerMoveText(correction),
    proposer: correction.proposedByName ?? String(correction.proposedBy),
  };
  return (
    <ReviewActionDialog
      kind={kind}
      recordId={correction.id}
      rejectOperation={adminRejectCorrection}
      messages={MESSAGES}
      subject={subject}
      action={action}
      onDone={onDone}
      onClose={onClose}
    />
  );
}
