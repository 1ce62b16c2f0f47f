import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { adminRejectRealName } from '@exchange/contracts/http/admin/index';
import { ActionDialog } from '@/components/ui/action-dialog';
import { TextAreaField } from '@/components/ui/text-area-field';
import { notify } from '@/lib/notify';
import { contractResolver } from '@/lib/zod-resolver';
import { useRealNameAction } from './real-name-queries';
import type { RealNameSubmission } from './real-name-queries';

interface RealNameActionDialogProps {
  submission: RealNameSubmission;
  kind: 'approve' | 'reject';
  onDone: () => void;
  onClose: () => void;
}

/** Verify a submission, or reject it with the remark the user sees in the "Real name rejected" notice. */
export function RealNameActionDialog({ submission, kind, onDone, onClose }: RealNameActionDialogProps) {
  const { t } = useTranslation();
  const action = useRealNameAction(submission);
  const labels = { remark: t('common.remark') };
  const form = useForm<{ remark: string }>({
    resolver:
      kind === 'reject'
        ? contractResolver(adminRejectRealName.body, labels, {
            toBody: ({ remark }) => ({ id: submission.id, remark }),
          })
        : undefined,
    defaultValues: { remark: '' },
  });
  const remark = useWatch({ control: form.control, name: 'remark' });
  const subject = {
    id: submission.id,
    userId: submission.userId,
    realName: submission.realName,
    remark: remark.trim() || '—',
  };
  const submit = form.handleSubmit(({ remark: text }) =>
    action.mutate(kind === 'approve' ? { kind } : { kind, remark: text.trim() }, {
      onSuccess: () => {
        notify.success(t(kind === 'approve' ? 'realNames.approved' : 'realNames.rejected', subject));
        onDone();
      },
    }),
  );
  return (
    <ActionDialog
      title={t(kind === 'approve' ? 'realNames.approveTitle' : 'realNames.rejectTitle', subject)}
      summary={t(kind === 'approve' ? 'realNames.approveSummary' : 'realNames.rejectSummary', subject)}
      confirmLabel={t(kind === 'approve' ? 'actions.approve' : 'actions.reject')}
      confirmVariant={kind === 'approve' ? 'primary' : 'danger'}
      isPending={action.isPending}
      onSubmit={() => void submit()}
      onClose={onClose}
    >
      {kind === 'reject' ? (
        <TextAreaField
          label={labels.remark}
          autoFocus
          error={form.formState.errors.remark?.message}
          {...form.register('remark')}
        />
      ) : null}
    </ActionDialog>
  );
}
