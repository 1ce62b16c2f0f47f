import { clsx } from 'clsx';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatQuotePrice } from '@/lib/market-format';
import type { RecentPrice } from '../hooks/use-recent-prices';
import { formatTimeOfDay } from '../utils/spot-format';

const MOVE_CLASSES = { up: 'text-up', down: 'text-down', flat: 'text-text' } as const;

/** The prices the source published while the screen is open, newest first, each with its time. */
export function RecentPrices({
  prices,
  priceAccuracy,
  limit,
}: {
  prices: readonly RecentPrice[];
  priceAccuracy: number;
  limit: number;
}) {
  const { t, i18n } = useTranslation();
  const titleId = useId();
  const shown = prices.slice(0, limit);
  return (
    <section aria-labelledby={titleId} className="flex min-w-0 flex-col gap-1">
      <h2 id={titleId} className="text-sm font-semibold">
        {t('spot.recent.title')}
      </h2>
      {shown.length === 0 ? (
        <p className="px-1 text-xs text-muted">{t('spot.recent.empty')}</p>
      ) : (
        <ol className="flex flex-col" data-testid="recent-prices">
          {shown.map((entry) => (
            <li
              key={entry.timeMs}
              className="flex flex-wrap justify-between gap-x-2 px-1 py-0.5 text-xs tabular-nums"
            >
              <span dir="ltr" className={clsx(MOVE_CLASSES[entry.move])}>
                {formatQuotePrice(entry.price, priceAccuracy)}
              </span>
              <span dir="ltr" className="text-muted">
                {formatTimeOfDay(entry.timeMs, i18n.language)}
              </span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
