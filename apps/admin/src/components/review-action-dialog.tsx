import type { ParseKeys } from 'i18next';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { notify } from '@/lib/notify';
import { contractResolver } from '@/lib/zod-resolver';
import { ActionDialog } from './ui/action-dialog';
import { TextAreaField } from './ui/text-area-field';

export type ReviewActionKind = 'approve' | 'reject';
export type ReviewAction = { kind: 'approve' } | { kind: 'reject'; remark: string };

/** The messages of one kind of decision; each is given the subject and the remark typed so far. */
export interface ReviewActionMessages {
  title: ParseKeys;
  summary: ParseKeys;
  done: ParseKeys;
}

interface ReviewActionDialogProps {
  kind: ReviewActionKind;
  recordId: number;
  /** The reject operation: its body schema checks the remark, as the server will (the remark is required). */
  rejectOperation: { body?: z.ZodType };
  messages: Record<ReviewActionKind, ReviewActionMessages>;
  /** The values the messages name (record, amount, user); `remark` is added from the form. */
  subject: Record<string, string | number>;
  /** The queue's mutation: approve, or reject with the remark the user sees. */
  action: { mutate: (request: ReviewAction, options: { onSuccess: () => void }) => void; isPending: boolean };
  onDone: () => void;
  onClose: () => void;
}

/** Approve or reject one waiting record of a review queue; a rejection carries a remark. */
export function ReviewActionDialog(props: ReviewActionDialogProps) {
  const { kind, recordId, rejectOperation, messages, action, onDone, onClose } = props;
  const { t } = useTranslation();
  const labels = { remark: t('common.remark') };
  const form = useForm<{ remark: string }>({
    resolver:
      kind === 'reject'
        ? contractResolver(rejectOperation.body, labels, {
            toBody: ({ remark }) => ({ id: recordId, remark }),
          })
        : undefined,
    defaultValues: { remark: '' },
  });
  const remark = useWatch({ control: form.control, name: 'remark' });
  const subject = { ...props.subject, remark: remark.trim() || '—' };
  const submit = form.handleSubmit((values) => {
    const request: ReviewAction = kind === 'approve' ? { kind } : { kind, remark: values.remark.trim() };
    action.mutate(request, {
      onSuccess: () => {
        notify.success(t(messages[kind].done, subject));
        onDone();
      },
    });
  });
  return (
    <ActionDialog
      title={t(messages[kind].title, subject)}
      summary={t(messages[kind].summary, subject)}
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
