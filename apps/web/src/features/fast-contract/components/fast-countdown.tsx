import { useTranslation } from 'react-i18next';
import { elapsedShare, formatCountdown, secondsLeft } from '../utils/countdown';

interface FastCountdownProps {
  openedAt: number;
  expiresAt: number;
  /** The clock the caller reads each tick (`Date.now()`): the time left is computed from it, so it never drifts. */
  nowMs: number;
}

/** The time an open contract has left, with a bar of the period gone; "Settling…" once it has expired. */
export function FastCountdown({ openedAt, expiresAt, nowMs }: FastCountdownProps) {
  const { t } = useTranslation();
  const seconds = secondsLeft(expiresAt, nowMs);
  if (seconds === 0)
    return (
      <span role="status" className="text-xs font-medium text-warning">
        {t('fast.orders.settling')}
      </span>
    );
  const text = formatCountdown(seconds);
  return (
    <span className="flex min-w-20 flex-col items-end gap-1">
      <span
        role="timer"
        aria-label={t('fast.orders.expiresIn', { time: text })}
        dir="ltr"
        data-testid="fast-countdown"
        className="text-sm font-semibold tabular-nums"
      >
        {text}
      </span>
      <span aria-hidden="true" className="h-1 w-full overflow-hidden rounded-full bg-surface-sunken">
        <span
          className="block h-full rounded-full bg-brand"
          style={{ width: `${Math.round(elapsedShare(openedAt, expiresAt, nowMs) * 100)}%` }}
        />
      </span>
    </span>
  );
}
