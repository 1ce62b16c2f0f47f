import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@exchange/ui/button';
import { EmptyState } from '@exchange/ui/query-state';
import type { Timeline } from '../utils/chat-timeline';
import { MessageBubble } from './message-bubble';

interface MessageListProps {
  timeline: Timeline;
  onLoadEarlier: () => void;
  isLoadingEarlier: boolean;
}

/**
 * A conversation's messages in offset order, the unsent ones last. A plain list with "load earlier" (the page before
 * the oldest held); it keeps the newest message in view as messages arrive.
 */
export function MessageList({ timeline, onLoadEarlier, isLoadingEarlier }: MessageListProps) {
  const { t } = useTranslation();
  const end = useRef<HTMLDivElement | null>(null);
  const newestKey = timeline.entries.at(-1)?.key;
  useEffect(() => {
    end.current?.scrollIntoView?.({ block: 'end' });
  }, [newestKey]);
  return (
    <section aria-label={t('chat.support.messages')} className="flex flex-1 flex-col gap-3">
      {timeline.floor > 1 ? (
        <Button
          variant="ghost"
          isSmall
          className="self-center"
          isLoading={isLoadingEarlier}
          onClick={onLoadEarlier}
        >
          {t('chat.support.loadEarlier')}
        </Button>
      ) : null}
      {timeline.entries.length === 0 ? (
        <EmptyState message={t('chat.support.empty')} />
      ) : (
        <ol className="flex flex-col gap-3">
          {timeline.entries.map((entry) => (
            <li key={entry.key} className="flex flex-col">
              <MessageBubble entry={entry} />
            </li>
          ))}
        </ol>
      )}
      <div ref={end} />
    </section>
  );
}
