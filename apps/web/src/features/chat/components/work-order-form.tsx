import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@exchange/ui/button';
import { formatDecimal } from '@exchange/ui/format';
import { TextField } from '@exchange/ui/text-field';
import { notify } from '@/lib/notify';
import { useCreateWorkOrder } from '../api/chat-mutations';

/** The contract's limits (createWorkOrder): a one-line subject without markup, a description. */
const TITLE_LENGTH = { min: 2, max: 80 } as const;
const CONTENT_LENGTH = { min: 5, max: 2_000 } as const;

const isTitleValid = (title: string) =>
  title.length >= TITLE_LENGTH.min && title.length <= TITLE_LENGTH.max && !/[<>]/.test(title);
const isContentValid = (content: string) =>
  content.length >= CONTENT_LENGTH.min && content.length <= CONTENT_LENGTH.max;

const lengthValues = (length: { min: number; max: number }) => ({
  min: formatDecimal(length.min, { decimals: 0 }),
  max: formatDecimal(length.max, { decimals: 0 }),
});

/** Opens a work order (a ticket staff answer later): subject and description, checked here and by the server. */
export function WorkOrderForm() {
  const { t } = useTranslation();
  const id = useId();
  const [title, setTitle] = useState('');
  const [content, setContent] = useState('');
  const [isChecked, setIsChecked] = useState(false);
  const create = useCreateWorkOrder();
  const titleError =
    isChecked && !isTitleValid(title.trim())
      ? t('chat.hub.titleLength', lengthValues(TITLE_LENGTH))
      : undefined;
  const contentError =
    isChecked && !isContentValid(content.trim())
      ? t('chat.hub.contentLength', lengthValues(CONTENT_LENGTH))
      : undefined;

  return (
    <form
      noValidate
      className="flex flex-col gap-3 rounded-2xl bg-surface-raised p-4"
      onSubmit={(event) => {
        event.preventDefault();
        setIsChecked(true);
        if (!isTitleValid(title.trim()) || !isContentValid(content.trim())) return;
        create.mutate(
          { title: title.trim(), content: content.trim() },
          {
            onSuccess: () => {
              notify.success(t('chat.hub.submitted'));
              setTitle('');
              setContent('');
              setIsChecked(false);
            },
          },
        );
      }}
    >
      <h3 className="text-sm font-semibold">{t('chat.hub.newWorkOrder')}</h3>
      <TextField
        label={t('chat.hub.workOrderTitle')}
        value={title}
        maxLength={TITLE_LENGTH.max}
        onChange={(event) => setTitle(event.target.value)}
        error={titleError}
      />
      <div className="flex flex-col gap-1.5">
        <label htmlFor={`${id}-content`} className="text-sm font-medium">
          {t('chat.hub.workOrderContent')}
        </label>
        <textarea
          id={`${id}-content`}
          value={content}
          maxLength={CONTENT_LENGTH.max}
          rows={4}
          aria-invalid={contentError ? true : undefined}
          aria-describedby={contentError ? `${id}-content-error` : undefined}
          onChange={(event) => setContent(event.target.value)}
          className="w-full rounded-xl border border-border bg-surface px-3 py-2 text-sm text-text"
        />
        {contentError ? (
          <p id={`${id}-content-error`} className="text-xs text-danger">
            {contentError}
          </p>
        ) : null}
      </div>
      <Button type="submit" isLoading={create.isPending}>
        {t('common.submit')}
      </Button>
    </form>
  );
}
