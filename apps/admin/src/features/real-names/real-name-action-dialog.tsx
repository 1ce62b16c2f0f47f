import { adminRejectRealName } from '@exchange/contracts/http/admin/index';
import { ReviewActionDialog } from '@/components/review-action-dialog';
import type { ReviewActionKind, ReviewActionMessages } from '@/components/review-action-dialog';
import { useRealNameAction } from './real-name-queries';
import type { RealNameSubmission } from './real-name-queries';

interface RealNameActionDialogProps {
  submission: RealNameSubmission;
  kind: ReviewActionKind;
  onDone: () => void;
  onClose: () => void;
}

const MESSAGES: Record<ReviewActionKind, ReviewActionMessages> = {
  approve: {
    title: 'realNames.approveTitle',
    summary: 'realNames.approveSummary',
    done: 'realNames.approved',
  },
  reject: { title: 'realNames.rejectTitle', summary: 'realNames.rejectSummary', done: 'realNames.rejected' },
};

/** Verify a submission, or reject it with the remark the user sees in the "Real name rejected" notice. */
export function RealNameActionDialog({ submission, kind, onDone, onClose }: RealNameActionDialogProps) {
  const action = useRealNameAction(submission);
  return (
    <ReviewActionDialog
      kind={kind}
      recordId={submission.id}
      rejectOperation={adminRejectRealName}
      messages={MESSAGES}
      subject={{ id: submission.id, userId: submission.userId, realName: submission.realName }}
      action={action}
      onDone={onDone}
      onClose={onClose}
    />
  );
}
