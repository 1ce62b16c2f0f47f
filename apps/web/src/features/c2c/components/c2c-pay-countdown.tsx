import { useTranslation } from 'react-i18next';
import { useNow } from '@/lib/use-now';
import { countdownClock } from '../utils/c2c-format';

/**
 * The time remaining to pay an unpaid order, for the buyer ("pay within") and for the seller (the time the buyer
 * still has). Past the deadline the order waits for the expiry job to cancel it.
 */
export function C2cPayCountdown({ payDeadline, isBuyer }: { payDeadline: number; isBuyer: boolean }) {
  const { t } = useTranslation();
  const now = useNow(1_000);
  const remainingMs = payDeadline - now;
  return (
    <p
      role="timer"
      aria-live="off"
      className="flex flex-wrap items-baseline justify-between gap-2 rounded-xl bg-warning/10 px-3 py-2 text-sm"
    >
      {remainingMs > 0 ? (
        <>
          <span>{t(isBuyer ? 'c2c.order.payWithin' : 'c2c.order.buyerHas')}</span>
          <span dir="ltr" data-testid="pay-countdown" className="font-semibold tabular-nums">
            {countdownClock(remainingMs)}
          </span>
        </>
      ) : (
        <span>{t('c2c.order.windowEnded')}</span>
      )}
    </p>
  );
}
