import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/lib/format-date-time';
import type { C2cOrderEvent } from '../api/c2c-queries';

const ACTORS = ['buyer', 'seller', 'system', 'staff'] as const;
type Actor = (typeof ACTORS)[number];
const actorOf = (by: string): Actor =>
  (ACTORS as readonly string[]).includes(by) ? (by as Actor) : 'system';

/** The order's steps, oldest first: what happened, who did it, any note, and when. */
export function C2cOrderTimeline({ events }: { events: readonly C2cOrderEvent[] }) {
  const { t, i18n } = useTranslation();
  return (
    <section aria-label={t('c2c.order.timeline')} className="flex flex-col gap-2">
      <h2 className="text-sm font-semibold">{t('c2c.order.timeline')}</h2>
      <ol className="flex flex-col gap-3 border-s-2 border-border ps-4">
        {events.map((event, index) => (
          <li key={`${event.at}:${event.kind}:${index}`} className="flex flex-col gap-0.5 text-sm">
            <span className="font-medium">{t(`c2c.events.${event.kind}`)}</span>
            <span className="text-xs text-muted">
              {t(`c2c.actors.${actorOf(event.by)}`)} · {formatDateTime(event.at, i18n.language)}
            </span>
            {event.note ? <span className="text-xs whitespace-pre-line text-muted">{event.note}</span> : null}
          </li>
        ))}
      </ol>
    </section>
  );
}
