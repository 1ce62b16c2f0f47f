import { useTranslation } from 'react-i18next';
import { Button } from '@exchange/ui/button';
import { Spinner } from '@exchange/ui/spinner';
import { getChatSocket } from '../api/chat-sync';
import { useChatStore } from '../stores/chat-store';

const BANNER_TEXT = {
  connecting: 'chat.connection.connecting',
  waiting: 'chat.connection.offline',
  stopped: 'chat.connection.stopped',
} as const;

/** Says when the chat socket is not connected (messages then fail and wait for "Resend"), with a retry. */
export function ConnectionBanner() {
  const { t } = useTranslation();
  const connection = useChatStore((state) => state.connection);
  if (connection === 'open' || connection === 'idle') return null;
  const isStopped = connection === 'stopped';
  return (
    <div
      role="status"
      className="flex items-center gap-3 rounded-xl bg-warning/15 px-3 py-2 text-sm text-warning"
    >
      {isStopped ? null : <Spinner className="size-4" />}
      <span className="flex-1">{t(BANNER_TEXT[connection])}</span>
      {isStopped ? (
        <Button variant="secondary" isSmall onClick={() => getChatSocket().reconnectNow()}>
          {t('chat.connection.reconnect')}
        </Button>
      ) : null}
    </div>
  );
}
