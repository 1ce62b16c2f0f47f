import { useId, useRef, useState } from 'react';
import type { FormEvent, KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { IM_TEXT_MAX } from '@exchange/contracts/ws/im-socket';
import { Button } from '@exchange/ui/button';
import { controlClasses } from '@exchange/ui/field';
import { SelectField } from '@exchange/ui/select-field';
import { useCannedReplies } from './desk-queries';

/** The canned replies as a picker: choosing one puts its text into the reply at the cursor (nothing is sent). */
function CannedReplyPicker({ isDisabled, onPick }: { isDisabled: boolean; onPick: (text: string) => void }) {
  const { t } = useTranslation();
  const replies = useCannedReplies().data ?? [];
  return (
    <SelectField
      label={t('support.cannedPicker')}
      value=""
      disabled={isDisabled || replies.length === 0}
      options={[
        { value: '', label: t(replies.length === 0 ? 'support.noCannedReplies' : 'support.cannedChoose') },
        ...replies.map((reply) => ({ value: String(reply.id), label: reply.title })),
      ]}
      onChange={(event) => {
        const reply = replies.find((candidate) => String(candidate.id) === event.target.value);
        if (reply) onPick(reply.text);
      }}
    />
  );
}

interface ComposerProps {
  isEnabled: boolean;
  /** Why the composer is off (not assigned to the caller, finished), shown under it. */
  hint: string | null;
  onSend: (text: string) => void;
}

/** The agent's reply: Enter sends, Shift+Enter starts a new line (an input method's Enter only confirms its word). */
export function Composer({ isEnabled, hint, onSend }: ComposerProps) {
  const { t } = useTranslation();
  const id = useId();
  const [text, setText] = useState('');
  const textRef = useRef<HTMLTextAreaElement>(null);
  const send = () => {
    const trimmed = text.trim();
    if (!isEnabled || trimmed === '') return;
    onSend(trimmed);
    setText('');
  };
  const insert = (snippet: string) => {
    const element = textRef.current;
    const start = element?.selectionStart ?? text.length;
    const end = element?.selectionEnd ?? text.length;
    setText((text.slice(0, start) + snippet + text.slice(end)).slice(0, IM_TEXT_MAX));
    element?.focus();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    send();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    send();
  };
  return (
    <form className="flex flex-col gap-2" onSubmit={submit} aria-label={t('support.composer')}>
      <CannedReplyPicker isDisabled={!isEnabled} onPick={insert} />
      <label htmlFor={id} className="text-sm font-medium">
        {t('support.reply')}
      </label>
      <textarea
        ref={textRef}
        id={id}
        rows={3}
        value={text}
        maxLength={IM_TEXT_MAX}
        disabled={!isEnabled}
        aria-describedby={`${id}-hint`}
        placeholder={t('support.replyPlaceholder')}
        className={`${controlClasses(false)} w-full px-3 py-2 text-sm text-text outline-none focus-visible:outline-2 focus-visible:outline-brand disabled:opacity-60`}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={onKeyDown}
      />
      <div className="flex items-center justify-between gap-3">
        <p id={`${id}-hint`} className="text-xs text-muted">
          {hint ?? t('support.composerHint')}
        </p>
        <Button type="submit" disabled={!isEnabled || text.trim() === ''}>
          {t('support.send')}
        </Button>
      </div>
    </form>
  );
}
