import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@exchange/ui/button';
import { formatDecimal } from '@exchange/ui/format';
import { notify } from '@/lib/notify';
import { useChatIdentity } from '../api/chat-session';
import { useSocketInspector } from '../hooks/use-socket-inspector';
import { FRAME_LOG_MAX, frameTypes } from '../utils/frame-log';
import { FrameLogList } from './frame-log-list';

const ALL_TYPES = '';

/**
 * `/public/socketDebug`: a chat socket inspector for support staff and developers — its own connection with the
 * current session (member, visitor or none), a live log of frames in and out, a raw frame to send, a type filter.
 * Everything is shown as text.
 */
export function SocketDebugScreen() {
  const { t } = useTranslation();
  const id = useId();
  const identity = useChatIdentity();
  const inspector = useSocketInspector();
  const [draft, setDraft] = useState('');
  const [filter, setFilter] = useState(ALL_TYPES);
  const isConnected = inspector.state !== 'idle';
  const shown =
    filter === ALL_TYPES ? inspector.frames : inspector.frames.filter((frame) => frame.type === filter);

  return (
    <div className="flex flex-col gap-4 px-4 sm:px-0">
      <p className="text-sm text-muted">{t('chat.debug.intro')}</p>
      <div className="flex flex-wrap items-center gap-2 text-sm">
        <span>{t(`chat.debug.session.${identity}`)}</span>
        <span aria-live="polite" className="font-medium">
          {t(`chat.debug.state.${inspector.state}`)}
        </span>
        <span className="flex-1" />
        {isConnected ? (
          <Button variant="secondary" isSmall onClick={inspector.disconnect}>
            {t('chat.debug.disconnect')}
          </Button>
        ) : (
          <Button isSmall onClick={inspector.connect}>
            {t('chat.debug.connect')}
          </Button>
        )}
      </div>
      <form
        className="flex flex-col gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          if (!draft) return;
          if (inspector.sendRaw(draft)) setDraft('');
          else notify.warning(t('chat.debug.notSent'));
        }}
      >
        <label htmlFor={`${id}-frame`} className="text-sm font-medium">
          {t('chat.debug.frame')}
        </label>
        <textarea
          id={`${id}-frame`}
          value={draft}
          rows={4}
          dir="ltr"
          spellCheck={false}
          onChange={(event) => setDraft(event.target.value)}
          className="w-full rounded-xl border border-border bg-surface-raised px-3 py-2 font-mono text-xs text-text"
        />
        <Button type="submit" isSmall className="self-end" disabled={!draft}>
          {t('chat.debug.send')}
        </Button>
      </form>
      <div className="flex flex-wrap items-center gap-2">
        <label htmlFor={`${id}-filter`} className="text-sm font-medium">
          {t('chat.debug.filter')}
        </label>
        <select
          id={`${id}-filter`}
          value={filter}
          onChange={(event) => setFilter(event.target.value)}
          className="min-h-9 rounded-lg border border-border bg-surface-raised px-2 text-sm"
        >
          <option value={ALL_TYPES}>{t('chat.debug.allTypes')}</option>
          {frameTypes(inspector.frames).map((type) => (
            <option key={type} value={type}>
              {type}
            </option>
          ))}
        </select>
        <span className="flex-1 text-xs text-muted">
          {t('chat.debug.limit', { limit: formatDecimal(FRAME_LOG_MAX, { decimals: 0 }) })}
        </span>
        <Button variant="ghost" isSmall onClick={inspector.clear}>
          {t('chat.debug.clear')}
        </Button>
      </div>
      <FrameLogList frames={shown} />
    </div>
  );
}
