import { useTranslation } from 'react-i18next';
import { splitDuration } from '../utils/block-format';

/** Time left in a lock-up: `2d 03:04:05`, or "Releasing…" once it has ended and the release job has not run yet. */
export function LockupCountdown({ lockedUntil, nowMs }: { lockedUntil: number; nowMs: number }) {
  const { t } = useTranslation();
  if (lockedUntil <= nowMs) return <span className="text-sm text-muted">{t('block.order.releasing')}</span>;
  const left = splitDuration(lockedUntil - nowMs);
  const clock = [left.hours, left.minutes, left.seconds]
    .map((part) => String(part).padStart(2, '0'))
    .join(':');
  return (
    <span dir="ltr" data-testid="lockup-countdown" className="text-sm font-medium tabular-nums">
      {t('block.order.countdown', { days: left.days, clock })}
    </span>
  );
}
