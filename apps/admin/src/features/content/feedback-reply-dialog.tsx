import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FEEDBACK_REPLY_MAX } from '@exchange/contracts/http/content/index';
import { ActionDialog } from '@/components/ui/action-dialog';
import { TextAreaField } from '@/components/ui/text-area-field';
import { notify } from '@/lib/notify';
import { showServerFieldError } from '@/lib/server-field-error';
import { useReplyFeedback } from './feedback-queries';
import type { AdminFeedback } from './feedback-queries';

/** Answer (or re-answer) one piece of feedback; the member reads the reply in the app. */
export function FeedbackReplyDialog({ feedback, onClose }: { feedback: AdminFeedback; onClose: () => void }) {
  const { t } = useTranslation();
  const reply = useReplyFeedback(feedback.id);
  const [text, setText] = useState(feedback.reply ?? '');
  const [error, setError] = useState<string | undefined>(undefined);
  const label = t('content.feedback.replyLabel');
  const submit = () => {
    if (text.trim() === '') {
      setError(t('validation.required', { field: label }));
      return;
    }
    reply.mutate(text.trim(), {
      onSuccess: () => {
        notify.success(t('content.feedback.replied', { id: feedback.id }));
        onClose();
      },
      onError: (failure) =>
        showServerFieldError(failure, (field, message) => {
          if (field !== 'reply') return false;
          setError(message);
          return true;
        }),
    });
  };
  return (
    <ActionDialog
      title={t('content.feedback.replyTitle', { id: feedback.id })}
      summary={feedback.text}
      confirmLabel={t('content.feedback.send')}
      isPending={reply.isPending}
      onClose={onClose}
      onSubmit={submit}
    >
      <TextAreaField
        label={label}
        rows={5}
        value={text}
        maxLength={FEEDBACK_REPLY_MAX}
        error={error}
        onChange={(event) => {
          setText(event.target.value);
          setError(undefined);
        }}
      />
    </ActionDialog>
  );
}
