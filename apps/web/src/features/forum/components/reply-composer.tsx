import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@exchange/ui/button';
import { REPLY_BODY_MAX, useCreateReply } from '../api/forum-mutations';
import { refusalOf } from '../utils/is-not-found';
import { CountedTextArea } from './text-area-field';

/**
 * A member's reply to a public post (1–2000 characters); it shows at once. A refusal (the hourly limit, a
 * restricted account) is shown as the server words it and the draft stays.
 */
export function ReplyComposer({ postId }: { postId: number }) {
  const { t } = useTranslation();
  const create = useCreateReply(postId);
  const [text, setText] = useState('');
  const [isSubmitted, setIsSubmitted] = useState(false);
  const body = text.trim();
  const error = !isSubmitted
    ? undefined
    : body.length === 0
      ? t('forum.reply.required')
      : body.length > REPLY_BODY_MAX
        ? t('forum.compose.tooLong', { max: REPLY_BODY_MAX })
        : undefined;

  const send = () => {
    setIsSubmitted(true);
    create.reset();
    if (body.length === 0 || body.length > REPLY_BODY_MAX) return;
    create.mutate(body, {
      onSuccess: () => {
        setText('');
        setIsSubmitted(false);
      },
    });
  };

  return (
    <form
      noValidate
      aria-label={t('forum.reply.formLabel')}
      className="flex flex-col gap-3 rounded-2xl bg-surface-raised p-4"
      onSubmit={(event) => {
        event.preventDefault();
        send();
      }}
    >
      <CountedTextArea
        label={t('forum.reply.label')}
        value={text}
        max={REPLY_BODY_MAX}
        rows={3}
        error={error}
        onChange={setText}
      />
      {create.isError ? (
        <p role="alert" className="text-sm text-danger">
          {refusalOf(create.error, t('common.loadFailed'))}
        </p>
      ) : null}
      <div className="flex justify-end">
        <Button type="submit" isLoading={create.isPending}>
          {t('forum.reply.send')}
        </Button>
      </div>
    </form>
  );
}
