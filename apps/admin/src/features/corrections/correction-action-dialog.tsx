import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { adminRejectCorrection } from '@exchange/contracts/http/admin/index';
import { ActionDialog } from '@/components/ui/action-dialog';
import { TextAreaField } from '@/components/ui/text-area-field';
import { notify } from '@/lib/notify';
import { contractResolver } from '@/lib/zod-resolver';
import { ledgerMoveText, useCorrectionAction } from './correction-queries';
import type { Correction, CorrectionActionKind } from './correction-queries';

interface CorrectionActionDialogProps {
  correction: Correction;
  kind: CorrectionActionKind;
  onDone: () => void;
  onClose: () => void;
}

/** Approve (the ledger transfer is made) or reject (nothing moves) a waiting correction, saying exactly which. */
export function CorrectionActionDialog({ correction, kind, onDone, onClose }: CorrectionActionDialogProps) {
  const { t } = useTranslation();
  const action = useCorrectionAction(correction);
  const labels = { remark: t('common.remark') };
  const { id } = correction;
  const form = useForm<{ remark: string }>({
    resolver:
      kind === 'reject'
        ? contractResolver(adminRejectCorrection.body, labels, { toBody: ({ remark }) => ({ id, remark }) })
        : undefined,
    defaultValues: { remark: '' },
  });
  const remark = useWatch({ control: form.control, name: 'remark' });
  const subject = {
    id,
    move: ledgerMoveText(correction),
    proposer: correction.proposedByName ?? String(correction.proposedBy),
    remark: remark.trim() || '—',
  };
  const submit = form.handleSubmit((values) => {
    const request = kind === 'approve' ? { kind } : { kind, remark: values.remark.trim() };
    action.mutate(request, {
      onSuccess: () => {
        notify.success(t(`corrections.${kind}Done`, subject));
        onDone();
      },
    });
  });
  return (
    <ActionDialog
      title={t(`corrections.${kind}Title`, subject)}
      summary={t(`corrections.${kind}Summary`, subject)}
      confirmLabel={t(`actions.${kind}`)}
      confirmVariant={kind === 'reject' ? 'danger' : 'primary'}
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
