import { clsx } from 'clsx';
import { useTranslation } from 'react-i18next';
import { usePreferencesStore } from '@/data/preferences/preferences-store';
import { useNow } from '@/lib/use-now';
import { formatSessionMoment } from '../utils/session-view';
import type { SessionView } from '../utils/session-view';
import type { MarketDayKey } from '@exchange/contracts/reference/us-market-calendar';

const CLOCK_REFRESH_MS = 30_000;

/** The `stockTrade.holiday.*` key of a calendar day key (as the contract lists them). */
export const holidayKey = (key: MarketDayKey) => `stockTrade.holiday.${key}` as const;

/**
 * The market session in one line: open until when (early closes said so), or closed — for a holiday by name — and
 * when it opens next, in the user's time zone and language.
 */
export function StockSessionLine({ session }: { session: SessionView }) {
  const { t, i18n } = useTranslation();
  const timeZone = usePreferencesStore((state) => state.timeZone);
  const now = useNow(CLOCK_REFRESH_MS);
  const at = (moment: number | null) =>
    moment === null ? null : formatSessionMoment(moment, now, timeZone, i18n.language);
  const holiday = session.holiday ? t(holidayKey(session.holiday)) : null;
  let text: string;
  if (session.isOpen) {
    const closes = at(session.nextCloseAt);
    text =
      closes === null
        ? t('stockTrade.session.open')
        : t(session.isEarlyClose ? 'stockTrade.session.openEarlyClose' : 'stockTrade.session.openUntil', {
            time: closes,
            holiday: holiday ?? '',
          });
  } else {
    const opens = at(session.nextOpenAt);
    if (session.isHoliday && holiday)
      text =
        opens === null
          ? t('stockTrade.session.holiday', { holiday })
          : t('stockTrade.session.holidayUntil', { holiday, time: opens });
    else
      text =
        opens === null
          ? t('stockTrade.session.closed')
          : t('stockTrade.session.closedUntil', { time: opens });
  }
  return (
    <p
      role="status"
      data-testid="stock-session"
      data-open={session.isOpen}
      className={clsx('text-xs font-medium', session.isOpen ? 'text-success' : 'text-warning')}
    >
      {text}
    </p>
  );
}
