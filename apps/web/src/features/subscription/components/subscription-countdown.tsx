import { useTranslation } from 'react-i18next';
import { splitDuration } from '../utils/subscription-format';

/** Time left until `at`: `2d 03:04:05`; "now" once it has passed and the job has not run yet. */
export function SubscriptionCountdown({ at, nowMs }: { at: number; nowMs: number }) {
  const { t } = useTranslation();
  if (at <= nowMs) return <span className="text-sm text-muted">{t('subscription.countdown.due')}</span>;
  const span = splitDuration(at - nowMs);
  const clock = [span.hours, span.minutes, span.seconds]
    .map((part) => String(part).padStart(2, '0'))
    .join(':');
  return (
    <span dir="ltr" data-testid="subscription-countdown" className="text-sm font-medium tabular-nums">
      {t('subscription.countdown.value', { days: span.days, clock })}
    </span>
  );
}
