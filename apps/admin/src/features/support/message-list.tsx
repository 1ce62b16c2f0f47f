import { clsx } from 'clsx';
import { useEffect, useRef } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ChatMessageStatus } from '@exchange/contracts/ws/im-socket';
import type { ChatMessage } from '@exchange/contracts/ws/im-socket';
import { Button } from '@exchange/ui/button';
import { formatDateTime } from '@/lib/format';
import type { OutgoingMessage } from './chat-timeline';
import { ChatImage } from './chat-image';

/** Kinds the server writes about the conversation itself: shown as a centred note, not a bubble. */
const NOTE_TYPES: readonly string[] = ['join', 'finish', 'order'];

/**
 * What a message says, always as text: a stored message may hold markup, and React renders it as characters.
 * Images are fetched through the staff API's chat-image call (their url is the app API's, which a staff token cannot read).
 */
function MessageContent({ message }: { message: ChatMessage }) {
  const { t } = useTranslation();
  const { contentType, data } = message.payload;
  if (contentType === 'image') return <ChatImage url={data} />;
  if (contentType === 'video')
    return <span className="italic text-muted">[{t('support.message.video')}]</span>;
  return <span className="break-words whitespace-pre-wrap">{data}</span>;
}

function Note({ children }: { children: string }) {
  return (
    <li className="flex justify-center">
      <span className="max-w-[85%] rounded-full bg-surface-sunken px-3 py-1 text-center text-xs break-words text-muted">
        {children}
      </span>
    </li>
  );
}

function Bubble({ isOwnSide, meta, children }: { isOwnSide: boolean; meta: string; children: ReactNode }) {
  return (
    <li className={clsx('flex flex-col gap-0.5', isOwnSide ? 'items-end' : 'items-start')}>
      <span className="text-xs text-muted">{meta}</span>
      <div
        className={clsx(
          'max-w-[85%] rounded-2xl px-3 py-2 text-sm',
          isOwnSide ? 'bg-brand/10 text-text' : 'border border-border bg-surface-raised text-text',
        )}
      >
        {children}
      </div>
    </li>
  );
}

function MessageRow({ message }: { message: ChatMessage }) {
  const { t } = useTranslation();
  if (message.status === ChatMessageStatus.withdrawn)
    return <Note>{t('support.message.withdrawn', { name: message.senderName })}</Note>;
  if (message.senderKind === 'system' || NOTE_TYPES.includes(message.payload.contentType)) {
    const { contentType, data } = message.payload;
    // An agent joined or finished: their name is the data.
    if (contentType === 'join') return <Note>{t('support.message.joined', { name: data })}</Note>;
    if (contentType === 'finish') return <Note>{t('support.message.finished', { name: data })}</Note>;
    return <Note>{data}</Note>;
  }
  const meta = [message.senderName, formatDateTime(message.createdAt)].join(' · ');
  return (
    <Bubble isOwnSide={message.senderKind === 'staff'} meta={meta}>
      <MessageContent message={message} />
      {message.status === ChatMessageStatus.edited ? (
        <span className="ms-2 text-xs text-muted">({t('support.message.edited')})</span>
      ) : null}
    </Bubble>
  );
}

function OutgoingRow({ message, onRetry }: { message: OutgoingMessage; onRetry: () => void }) {
  const { t } = useTranslation();
  const isFailed = message.state === 'failed';
  return (
    <Bubble isOwnSide meta={t(isFailed ? 'support.message.failed' : 'support.message.waiting')}>
      <span className={clsx('break-words whitespace-pre-wrap', !isFailed && 'opacity-70')}>
        {message.text}
      </span>
      {isFailed ? (
        <Button variant="ghost" isSmall className="ms-2" onClick={onRetry}>
          {t('support.message.resend')}
        </Button>
      ) : null}
    </Bubble>
  );
}

interface MessageListProps {
  messages: readonly ChatMessage[];
  outgoing: readonly OutgoingMessage[];
  onRetry: (message: OutgoingMessage) => void;
}

/** The conversation by offset, then the agent's messages on their way; kept scrolled to the newest. */
export function MessageList({ messages, outgoing, onRetry }: MessageListProps) {
  const { t } = useTranslation();
  const scrollRef = useRef<HTMLDivElement>(null);
  const count = messages.length + outgoing.length;
  useEffect(() => {
    const element = scrollRef.current;
    if (element) element.scrollTop = element.scrollHeight;
  }, [count]);
  return (
    <div
      ref={scrollRef}
      className="max-h-[60dvh] min-h-64 overflow-y-auto rounded-lg bg-surface-sunken/40 p-3"
    >
      {count === 0 ? (
        <p className="py-8 text-center text-sm text-muted">{t('support.noMessages')}</p>
      ) : (
        <ol aria-label={t('support.messages')} className="flex flex-col gap-3">
          {messages.map((message) => (
            <MessageRow key={message.offset} message={message} />
          ))}
          {outgoing.map((message) => (
            <OutgoingRow key={message.uuid} message={message} onRetry={() => onRetry(message)} />
          ))}
        </ol>
      )}
    </div>
  );
}

/** A conversation read by someone who takes no part in it (an appeal's reviewer): the messages only. */
export function ChatTranscript({ messages }: { messages: readonly ChatMessage[] }) {
  return <MessageList messages={messages} outgoing={[]} onRetry={() => undefined} />;
}
