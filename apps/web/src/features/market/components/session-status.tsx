import { useTranslation } from 'react-i18next';
import type { TradingHours } from '@exchange/contracts/reference/instruments';
import { useNow } from '@/lib/use-now';
import { formatSessionOpen, nextSessionOpen } from '../utils/trading-session';

const CLOCK_REFRESH_MS = 30_000;

/**
 * A stock's trading session: open, or "Market closed" with the next open in the user's time zone. `isOpen` is the
 * server's answer (refreshed with the list); the next open is computed here from the exchange's hours.
 */
export function SessionStatus({
  hours,
  isOpen,
  timeZone,
}: {
  hours: TradingHours;
  isOpen: boolean;
  timeZone: string;
}) {
  const { t, i18n } = useTranslation();
  const now = useNow(CLOCK_REFRESH_MS);
  if (isOpen) {
    return <span className="truncate text-xs font-medium text-success">{t('market.session.open')}</span>;
  }
  const opensAt = nextSessionOpen(hours, now);
  return (
    <span className="truncate text-xs text-warning">
      {opensAt === null
        ? t('market.session.closed')
        : t('market.session.closedUntil', { time: formatSessionOpen(opensAt, timeZone, i18n.language) })}
    </span>
  );
}
