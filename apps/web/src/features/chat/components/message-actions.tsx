import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@exchange/ui/button';
import { useEditMessage, useWithdrawMessage } from '../api/chat-mutations';
import { IM_TEXT_MAX } from '../utils/chat-rules';
import type { ChatEntry } from '../utils/chat-timeline';

type Mode = 'closed' | 'menu' | 'editing';

/** The reader's own message's actions within the change window: withdraw, and edit for a text. */
export function MessageActions({ entry }: { entry: ChatEntry & { id: number } }) {
  const { t } = useTranslation();
  const menuId = useId();
  const [mode, setMode] = useState<Mode>('closed');
  const [draft, setDraft] = useState(entry.data);
  const withdraw = useWithdrawMessage();
  const edit = useEditMessage();
  const canSave = draft.trim().length > 0 && draft.trim() !== entry.data;

  if (mode === 'editing')
    return (
      <form
        className="flex w-full flex-col gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          if (!canSave) return;
          edit.mutate({ id: entry.id, data: draft.trim() }, { onSuccess: () => setMode('closed') });
        }}
      >
        <label className="sr-only" htmlFor={`${menuId}-edit`}>
          {t('chat.message.editLabel')}
        </label>
        <textarea
          id={`${menuId}-edit`}
          value={draft}
          maxLength={IM_TEXT_MAX}
          onChange={(event) => setDraft(event.target.value)}
          rows={3}
          className="w-full rounded-lg border border-border bg-surface px-3 py-2 text-sm text-text"
        />
        <div className="flex justify-end gap-2">
          <Button variant="ghost" isSmall onClick={() => setMode('closed')}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" isSmall disabled={!canSave} isLoading={edit.isPending}>
            {t('common.save')}
          </Button>
        </div>
      </form>
    );

  return (
    <div className="flex items-center gap-1">
      <button
        type="button"
        aria-expanded={mode === 'menu'}
        aria-controls={menuId}
        aria-label={t('chat.message.actions')}
        onClick={() => setMode(mode === 'menu' ? 'closed' : 'menu')}
        className="rounded-md px-1.5 text-base leading-none text-muted hover:bg-surface-sunken focus-visible:outline-2 focus-visible:outline-brand"
      >
        …
      </button>
      {mode === 'menu' ? (
        <div id={menuId} className="flex gap-1">
          <Button
            variant="ghost"
            isSmall
            isLoading={withdraw.isPending}
            onClick={() => withdraw.mutate(entry.id, { onSuccess: () => setMode('closed') })}
          >
            {t('chat.message.withdraw')}
          </Button>
          {entry.contentType === 'text' ? (
            <Button
              variant="ghost"
              isSmall
              onClick={() => {
                setDraft(entry.data);
                setMode('editing');
              }}
            >
              {t('chat.message.edit')}
            </Button>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
