import { useId, useRef, useState } from 'react';
import type { KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@exchange/ui/button';
import { formatDecimal } from '@exchange/ui/format';
import { ImageIcon } from '@/components/ui/icons';
import { ACCEPTED_IMAGE_TYPES, MAX_IMAGE_MEGABYTES, imageProblem } from '@/lib/image-rules';
import { notify } from '@/lib/notify';
import { useSendImage } from '../api/chat-mutations';
import { sendChatMessage } from '../api/chat-sync';
import { IM_TEXT_MAX } from '../utils/chat-rules';

/**
 * Writes a message: Enter sends, Shift+Enter starts a new line (not while an input method composes), at most
 * IM_TEXT_MAX characters with a counter; the image button uploads a JPEG, PNG or WebP and sends it.
 */
export function Composer({ groupId }: { groupId: number }) {
  const { t } = useTranslation();
  const id = useId();
  const [text, setText] = useState('');
  const fileInput = useRef<HTMLInputElement | null>(null);
  const sendImage = useSendImage(groupId);
  const canSend = text.trim().length > 0;

  const send = () => {
    if (!canSend) return;
    void sendChatMessage(groupId, 'text', text.trim());
    setText('');
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    send();
  };

  const onPick = (file: File | undefined) => {
    if (fileInput.current) fileInput.current.value = '';
    if (!file) return;
    const problem = imageProblem(file);
    if (problem) {
      const field = t('chat.composer.imageField');
      notify.warning(t(`validation.${problem}`, { field, megabytes: MAX_IMAGE_MEGABYTES }));
      return;
    }
    sendImage.mutate(file);
  };

  return (
    <form
      className="sticky bottom-0 flex flex-col gap-2 border-t border-border bg-surface pt-3 pb-2"
      onSubmit={(event) => {
        event.preventDefault();
        send();
      }}
    >
      <label htmlFor={`${id}-text`} className="sr-only">
        {t('chat.composer.label')}
      </label>
      <textarea
        id={`${id}-text`}
        value={text}
        maxLength={IM_TEXT_MAX}
        rows={2}
        placeholder={t('chat.composer.placeholder')}
        aria-describedby={`${id}-hint`}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={onKeyDown}
        className="w-full resize-none rounded-xl border border-border bg-surface-raised px-3 py-2 text-text outline-none placeholder:text-muted focus-visible:outline-2 focus-visible:outline-brand"
      />
      <div className="flex items-center gap-2">
        <input
          ref={fileInput}
          type="file"
          accept={ACCEPTED_IMAGE_TYPES.join(',')}
          className="sr-only"
          tabIndex={-1}
          aria-label={t('chat.composer.image')}
          onChange={(event) => onPick(event.target.files?.[0])}
        />
        <Button
          variant="secondary"
          isSmall
          aria-label={t('chat.composer.image')}
          isLoading={sendImage.isPending}
          onClick={() => fileInput.current?.click()}
        >
          <ImageIcon />
        </Button>
        <span id={`${id}-hint`} className="flex-1 text-xs text-muted">
          {t('chat.composer.hint')}
        </span>
        <span className="text-xs text-muted tabular-nums" aria-live="polite">
          {t('chat.composer.counter', {
            length: formatDecimal(text.length, { decimals: 0 }),
            max: formatDecimal(IM_TEXT_MAX, { decimals: 0 }),
          })}
        </span>
        <Button type="submit" isSmall disabled={!canSend}>
          {t('chat.composer.send')}
        </Button>
      </div>
    </form>
  );
}
