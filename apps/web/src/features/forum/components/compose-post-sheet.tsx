import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@exchange/ui/button';
import { TextField } from '@exchange/ui/text-field';
import { SheetForm } from '@/components/ui/sheet-dialog';
import { POST_BODY_MAX, TITLE_MAX, useCreatePost } from '../api/forum-mutations';
import { refusalOf } from '../utils/is-not-found';
import { CountedTextArea } from './text-area-field';

export interface PostDraft {
  title: string;
  body: string;
}

export const EMPTY_DRAFT: PostDraft = { title: '', body: '' };

/**
 * The "new post" sheet: a title (1–120, one line) and a body (1–5000). Checked here so the message names the field;
 * the server checks again and its refusal (the hourly limit, a restricted account) is shown as it says it. The draft
 * lives with the caller, so a refusal or a closed sheet loses nothing; it is cleared once the post is sent.
 */
export function ComposePostSheet({
  draft,
  onDraftChange,
  onClose,
  onSent,
}: {
  draft: PostDraft;
  onDraftChange: (draft: PostDraft) => void;
  onClose: () => void;
  onSent: () => void;
}) {
  const { t } = useTranslation();
  const create = useCreatePost();
  const [isSubmitted, setIsSubmitted] = useState(false);
  const title = draft.title.trim();
  const body = draft.body.trim();
  const titleError = !isSubmitted
    ? undefined
    : title.length === 0
      ? t('forum.compose.titleRequired')
      : title.length > TITLE_MAX
        ? t('forum.compose.tooLong', { max: TITLE_MAX })
        : undefined;
  const bodyError = !isSubmitted
    ? undefined
    : body.length === 0
      ? t('forum.compose.bodyRequired')
      : body.length > POST_BODY_MAX
        ? t('forum.compose.tooLong', { max: POST_BODY_MAX })
        : undefined;

  const send = () => {
    setIsSubmitted(true);
    create.reset();
    if (title.length === 0 || title.length > TITLE_MAX || body.length === 0 || body.length > POST_BODY_MAX)
      return;
    create.mutate({ title, body }, { onSuccess: onSent });
  };

  return (
    <SheetForm
      title={t('forum.compose.title')}
      description={t('forum.compose.description')}
      onClose={onClose}
      onSubmit={send}
    >
      <TextField
        label={t('forum.compose.titleLabel')}
        value={draft.title}
        maxLength={TITLE_MAX}
        dir="auto"
        error={titleError}
        onChange={(event) => onDraftChange({ ...draft, title: event.target.value })}
      />
      <CountedTextArea
        label={t('forum.compose.bodyLabel')}
        value={draft.body}
        max={POST_BODY_MAX}
        rows={8}
        error={bodyError}
        onChange={(value) => onDraftChange({ ...draft, body: value })}
      />
      {create.isError ? (
        <p role="alert" className="text-sm text-danger">
          {refusalOf(create.error, t('common.loadFailed'))}
        </p>
      ) : null}
      <Button type="submit" isFullWidth isLoading={create.isPending}>
        {t('forum.compose.send')}
      </Button>
    </SheetForm>
  );
}
