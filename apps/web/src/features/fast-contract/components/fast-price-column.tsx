import { clsx } from 'clsx';
import { useTranslation } from 'react-i18next';
import type { MarketListRow } from '@/data/instruments/instrument-types';
import { compareDecimalStrings } from '@exchange/domain/compare-decimals';
import { formatQuotePrice } from '@/lib/market-format';
import { usePreferencesStore } from '@/data/preferences/preferences-store';
import type { FastPrice } from '../hooks/use-fast-price';
import { formatClockTime } from '../utils/fast-time';

/**
 * The price side of the buy screen: the live price, whether it is usable, and the last prices as they arrived (the
 * source's times, in the user's time zone) — beside the form on phones too, as a trading ticket is read. On a phone
 * the column is narrow: a smaller price, and each recent price under its time.
 */
export function FastPriceColumn({ instrument, price }: { instrument: MarketListRow; price: FastPrice }) {
  const { t, i18n } = useTranslation();
  const timeZone = usePreferencesStore((state) => state.timeZone);
  return (
    <section
      aria-label={t('fast.price.label')}
      className="flex h-full min-w-0 flex-col gap-2 rounded-2xl bg-surface-raised p-2 sm:p-3"
    >
      <h2 className="text-xs font-medium text-muted">{t('fast.price.live')}</h2>
      <p dir="ltr" className="text-sm font-semibold tabular-nums sm:text-lg">
        {formatQuotePrice(price.price, instrument.priceAccuracy)}
      </p>
      {price.state !== 'live' ? (
        <p role="status" className="rounded-lg bg-warning/15 px-2 py-1 text-xs text-warning">
          {t(price.state === 'stale' ? 'fast.price.stale' : 'fast.price.missing')}
        </p>
      ) : null}
      <h3 className="mt-1 text-xs font-medium text-muted">{t('fast.price.recent')}</h3>
      {price.recent.length === 0 ? (
        <p className="text-xs text-muted">{t('fast.price.waiting')}</p>
      ) : (
        <ol className="flex flex-col gap-1 text-xs tabular-nums" dir="ltr">
          {price.recent.map((tick, index) => {
            const previous = price.recent[index + 1];
            const move = previous ? compareDecimalStrings(tick.price, previous.price) : 0;
            return (
              <li
                key={tick.timeMs}
                className="flex flex-col sm:flex-row sm:items-center sm:justify-between sm:gap-2"
              >
                <span className="text-muted">{formatClockTime(tick.timeMs, timeZone, i18n.language)}</span>
                <span className={clsx(move > 0 && 'text-up', move < 0 && 'text-down')}>
                  {formatQuotePrice(tick.price, instrument.priceAccuracy)}
                </span>
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
