import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { adminSaveCannedReply } from '@exchange/contracts/http/im/im-admin';
import { IM_TEXT_MAX } from '@exchange/contracts/ws/im-socket';
import { TextField } from '@exchange/ui/text-field';
import { ActionDialog } from '@/components/ui/action-dialog';
import { TextAreaField } from '@/components/ui/text-area-field';
import { notify } from '@/lib/notify';
import { showServerFieldError } from '@/lib/server-field-error';
import { contractResolver } from '@/lib/zod-resolver';
import { useDeleteCannedReply, useSaveCannedReply } from './desk-queries';
import type { CannedReply, CannedReplyBody } from './desk-queries';

/** The contract's title limit (adminSaveCannedReply). */
const TITLE_MAX_LENGTH = 60;

interface ReplyValues {
  title: string;
  text: string;
}

/** Add a canned reply (`reply` null) or change one; a refused title or text is shown at its field. */
export function CannedReplyDialog({ reply, onClose }: { reply: CannedReply | null; onClose: () => void }) {
  const { t } = useTranslation();
  const save = useSaveCannedReply();
  const labels = { title: t('support.canned.titleLabel'), text: t('support.canned.textLabel') };
  const toBody = (values: ReplyValues): CannedReplyBody => ({
    ...(reply ? { id: reply.id } : {}),
    title: values.title.trim(),
    text: values.text.trim(),
  });
  const form = useForm<ReplyValues>({
    resolver: contractResolver(adminSaveCannedReply.body, labels, { toBody }),
    defaultValues: { title: reply?.title ?? '', text: reply?.text ?? '' },
  });
  const { errors } = form.formState;
  const submit = form.handleSubmit((values) =>
    save.mutate(toBody(values), {
      onSuccess: (saved) => {
        notify.success(t('support.canned.saved', { title: saved.title }));
        onClose();
      },
      onError: (error) =>
        showServerFieldError(error, (field, message) => {
          if (field !== 'title' && field !== 'text') return false;
          form.setError(field, { type: 'server', message }, { shouldFocus: true });
          return true;
        }),
    }),
  );
  return (
    <ActionDialog
      title={reply ? t('support.canned.editTitle', { title: reply.title }) : t('support.canned.addTitle')}
      summary={t('support.canned.summary')}
      confirmLabel={t('support.canned.save')}
      isPending={save.isPending}
      onSubmit={() => void submit()}
      onClose={onClose}
    >
      <TextField
        label={labels.title}
        maxLength={TITLE_MAX_LENGTH}
        autoFocus
        error={errors.title?.message}
        {...form.register('title')}
      />
      <TextAreaField
        label={labels.text}
        rows={5}
        maxLength={IM_TEXT_MAX}
        error={errors.text?.message}
        {...form.register('text')}
      />
    </ActionDialog>
  );
}

export function DeleteCannedReplyDialog({ reply, onClose }: { reply: CannedReply; onClose: () => void }) {
  const { t } = useTranslation();
  const remove = useDeleteCannedReply();
  return (
    <ActionDialog
      title={t('support.canned.deleteTitle', { title: reply.title })}
      summary={t('support.canned.deleteSummary')}
      confirmLabel={t('support.canned.delete')}
      confirmVariant="danger"
      isPending={remove.isPending}
      onClose={onClose}
      onSubmit={() =>
        remove.mutate(reply.id, {
          onSuccess: () => {
            notify.success(t('support.canned.deleted', { title: reply.title }));
            onClose();
          },
          onError: onClose,
        })
      }
    />
  );
}
