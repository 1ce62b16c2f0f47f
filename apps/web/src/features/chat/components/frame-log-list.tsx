import { clsx } from 'clsx';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@exchange/ui/query-state';
import type { LoggedFrame } from '../utils/frame-log';

/** Time with milliseconds, for telling frames apart. */
function frameTime(at: number, language: string): string {
  return new Intl.DateTimeFormat(language, {
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    fractionalSecondDigits: 3,
    hour12: false,
  }).format(at);
}

/** The inspector's log, newest last: time, direction, type and the frame's text (JSON pretty-printed), as text. */
export function FrameLogList({ frames }: { frames: readonly LoggedFrame[] }) {
  const { t, i18n } = useTranslation();
  if (frames.length === 0) return <EmptyState message={t('chat.debug.empty')} />;
  return (
    <ol aria-label={t('chat.debug.log')} className="flex flex-col gap-2">
      {frames.map((frame) => (
        <li
          key={frame.id}
          className="flex flex-col gap-1 rounded-xl border border-border bg-surface-raised p-2"
        >
          <div className="flex flex-wrap items-center gap-2 text-xs">
            <time className="text-muted tabular-nums" dateTime={new Date(frame.at).toISOString()}>
              {frameTime(frame.at, i18n.language)}
            </time>
            <span
              className={clsx(
                'rounded px-1.5 py-0.5 font-semibold',
                frame.direction === 'in' ? 'bg-success/15 text-success' : 'bg-brand/15 text-brand',
              )}
            >
              {t(frame.direction === 'in' ? 'chat.debug.in' : 'chat.debug.out')}
            </span>
            <span className="font-mono font-medium" dir="ltr">
              {frame.type}
            </span>
          </div>
          <pre className="overflow-x-auto text-xs break-all whitespace-pre-wrap" dir="ltr">
            {frame.body}
          </pre>
        </li>
      ))}
    </ol>
  );
}
