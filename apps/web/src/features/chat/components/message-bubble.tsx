import { clsx } from 'clsx';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { Button } from '@exchange/ui/button';
import { Spinner } from '@exchange/ui/spinner';
import { useNow } from '@/lib/use-now';
import { resendChatMessage } from '../api/chat-sync';
import { formatMessageTime } from '../utils/chat-format';
import { ChatMessageStatus, ChatSendStatus, OWN_DIRECTION, isWithinChangeWindow } from '../utils/chat-rules';
import type { ChatEntry } from '../utils/chat-timeline';
import { ChatImage } from './chat-image';
import { MessageActions } from './message-actions';

/** How often the change window is looked at again (the actions go away when it closes). */
const CHANGE_WINDOW_CHECK_MS = 10_000;
const NOTICE_TYPES: readonly string[] = ['join', 'finish', 'order'];

/** A server notice as a sentence: an agent joined or finished (their name is the data), else the data as written. */
function noticeText(t: TFunction, entry: ChatEntry) {
  if (entry.contentType === 'join') return t('chat.message.joined', { name: entry.data });
  if (entry.contentType === 'finish') return t('chat.message.finished', { name: entry.data });
  return entry.data;
}

/** The send state of the reader's own message: a spinner while waiting, "Not sent" and Resend when it failed. */
function SendState({ entry }: { entry: ChatEntry }) {
  const { t } = useTranslation();
  if (entry.sendStatus === ChatSendStatus.waiting)
    return (
      <span className="inline-flex items-center gap-1" role="status">
        <Spinner className="size-3" />
        {t('chat.message.sending')}
      </span>
    );
  if (entry.sendStatus !== ChatSendStatus.failed) return null;
  return (
    <span className="inline-flex items-center gap-2 text-danger">
      {t('chat.message.failed')}
      <Button variant="ghost" isSmall onClick={() => resendChatMessage(entry)}>
        {t('chat.message.resend')}
      </Button>
    </span>
  );
}

function MessageBody({ entry }: { entry: ChatEntry }) {
  const { t } = useTranslation();
  if (entry.contentType === 'image')
    return (
      <ChatImage
        url={entry.data}
        alt={
          entry.showDirection === OWN_DIRECTION
            ? t('chat.message.imageAltOwn')
            : t('chat.message.imageAlt', { name: entry.senderName })
        }
      />
    );
  return <p className="text-sm break-words whitespace-pre-wrap">{entry.data}</p>;
}

/**
 * One message, always as text (an image from its uploaded file): the reader's own at the logical end, others at the
 * start; a withdrawn one as a single line; server notices (join, finish, an order card) centred and quiet.
 */
export function MessageBubble({ entry }: { entry: ChatEntry }) {
  const { t, i18n } = useTranslation();
  const now = useNow(CHANGE_WINDOW_CHECK_MS);
  const isOwn = entry.showDirection === OWN_DIRECTION;
  if (entry.status === ChatMessageStatus.withdrawn)
    return (
      <p className={clsx('text-xs text-muted italic', isOwn ? 'self-end' : 'self-start')}>
        {t('chat.message.withdrawn')}
      </p>
    );
  if (entry.senderKind === 'system' || NOTICE_TYPES.includes(entry.contentType))
    return <p className="self-center px-4 text-center text-xs text-muted">{noticeText(t, entry)}</p>;
  const canChange = isOwn && entry.id !== null && isWithinChangeWindow(entry.createdAt, now);
  return (
    <div
      className={clsx(
        'flex max-w-[85%] flex-col gap-1',
        isOwn ? 'ms-10 self-end items-end' : 'me-10 self-start',
      )}
    >
      {isOwn ? null : <span className="text-xs font-medium text-muted">{entry.senderName}</span>}
      <div
        className={clsx(
          'rounded-2xl px-3 py-2',
          isOwn ? 'rounded-ee-sm bg-brand text-brand-contrast' : 'rounded-es-sm bg-surface-raised text-text',
        )}
      >
        <MessageBody entry={entry} />
      </div>
      <div className="flex flex-wrap items-center gap-2 text-xs text-muted">
        <time dateTime={new Date(entry.createdAt).toISOString()}>
          {formatMessageTime(entry.createdAt, i18n.language, now)}
        </time>
        {entry.status === ChatMessageStatus.edited ? <span>{t('chat.message.edited')}</span> : null}
        <SendState entry={entry} />
        {canChange && entry.id !== null ? <MessageActions entry={{ ...entry, id: entry.id }} /> : null}
      </div>
    </div>
  );
}
