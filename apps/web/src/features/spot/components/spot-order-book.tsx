import { BigNumber } from 'bignumber.js';
import { clsx } from 'clsx';
import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { BookLevel } from '@exchange/domain/spot/book-walk';
import { EmptyState, ErrorState, LoadingState } from '@exchange/ui/query-state';
import { useNumberLocale } from '@exchange/ui/format';
import { directionOf, directionTextClass, formatQuantity, formatQuotePrice } from '@/lib/market-format';
import type { SpotBook } from '../hooks/use-spot-depth';
import type { SpotPairRow } from '../hooks/use-spot-pair';
import type { SpotQuote } from '../hooks/use-spot-quote';

interface ShownLevel {
  price: string;
  quantity: string;
  /** Cumulative quantity from the best price over the larger side's total, 0–1: the width of the depth bar. */
  share: number;
}

/** Levels best first, at most `limit`, with their cumulative share on one scale for both sides. */
function shownSides(book: SpotBook, limit: number): { asks: ShownLevel[]; bids: ShownLevel[] } {
  const cumulate = (levels: readonly BookLevel[]) => {
    let running = new BigNumber(0);
    return levels.slice(0, limit).map((level) => {
      running = running.plus(level.quantity);
      return { price: String(level.price), quantity: String(level.quantity), cumulative: running };
    });
  };
  const asks = cumulate(book.asks);
  const bids = cumulate(book.bids);
  const scale = BigNumber.max(asks.at(-1)?.cumulative ?? 0, bids.at(-1)?.cumulative ?? 0);
  const shown = (level: (typeof asks)[number]): ShownLevel => ({
    price: level.price,
    quantity: level.quantity,
    share: scale.isZero() ? 0 : Math.min(1, level.cumulative.dividedBy(scale).toNumber()),
  });
  return { asks: asks.map(shown), bids: bids.map(shown) };
}

interface SpotOrderBookProps {
  pair: SpotPairRow;
  quote: SpotQuote;
  depth: { book: SpotBook | null; isPending: boolean; isError: boolean; refetch: () => unknown };
  /** Levels shown per side. */
  levels: number;
  /** A level chosen: its price goes into the ticket's price field. */
  onPickPrice: (price: string) => void;
}

/**
 * The pair's order book, compact enough to sit beside the ticket on a phone: asks above (best nearest the middle),
 * the last price, bids below; price and amount per level with a cumulative depth bar. Choosing a level puts its price
 * in the ticket.
 */
export function SpotOrderBook({ pair, quote, depth, levels, onPickPrice }: SpotOrderBookProps) {
  const { t } = useTranslation();
  const titleId = useId();
  useNumberLocale();
  const sides = useMemo(() => (depth.book ? shownSides(depth.book, levels) : null), [depth.book, levels]);
  let body;
  if (depth.isPending) body = <LoadingState />;
  else if (depth.isError || !sides) body = <ErrorState onRetry={() => void depth.refetch()} />;
  else if (sides.asks.length === 0 && sides.bids.length === 0)
    body = <EmptyState message={t('spot.book.empty')} />;
  else
    body = (
      <>
        <BookSide
          label={t('spot.book.asks')}
          side="ask"
          levels={[...sides.asks].reverse()}
          pair={pair}
          onPick={onPickPrice}
        />
        <p className="flex flex-wrap items-baseline justify-between gap-x-2 border-y border-border px-1 py-1.5">
          <span className="sr-only">{t('spot.book.last')}</span>
          <span
            dir="ltr"
            data-testid="book-last-price"
            className={clsx(
              'text-base font-semibold tabular-nums',
              directionTextClass[directionOf(quote.changeRate)],
            )}
          >
            {formatQuotePrice(quote.last, pair.priceAccuracy)}
          </span>
        </p>
        <BookSide
          label={t('spot.book.bids')}
          side="bid"
          levels={sides.bids}
          pair={pair}
          onPick={onPickPrice}
        />
      </>
    );
  return (
    <section aria-labelledby={titleId} className="flex min-w-0 flex-col gap-1">
      <h2 id={titleId} className="text-sm font-semibold">
        {t('spot.book.title')}
      </h2>
      <div className="grid grid-cols-[minmax(0,3fr)_minmax(0,2fr)] gap-1 px-1 text-[0.6875rem] text-muted">
        <span className="break-words">{t('spot.book.price', { asset: pair.quoteAsset })}</span>
        <span className="text-end break-words">{t('spot.book.amount', { asset: pair.baseAsset })}</span>
      </div>
      {body}
    </section>
  );
}

function BookSide({
  label,
  side,
  levels,
  pair,
  onPick,
}: {
  label: string;
  side: 'ask' | 'bid';
  levels: ShownLevel[];
  pair: SpotPairRow;
  onPick: (price: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <ol aria-label={label} className="flex flex-col">
      {levels.map((level) => {
        const price = formatQuotePrice(level.price, pair.priceAccuracy);
        return (
          <li key={level.price}>
            <button
              type="button"
              onClick={() => onPick(level.price)}
              className="relative grid min-h-6 w-full grid-cols-[minmax(0,3fr)_minmax(0,2fr)] items-center gap-1 rounded px-1 text-[0.6875rem] tabular-nums sm:text-xs hover:bg-surface-sunken focus-visible:outline-2 focus-visible:outline-brand"
            >
              <span
                aria-hidden
                className={clsx('absolute inset-y-0 end-0', side === 'ask' ? 'bg-down/10' : 'bg-up/10')}
                // Under the amount column only: the coloured price never sits on a tinted ground (contrast).
                style={{ width: `${Math.round(level.share * 400) / 10}%` }}
              />
              <span
                dir="ltr"
                className={clsx('relative text-start', side === 'ask' ? 'text-down' : 'text-up')}
              >
                {price}
              </span>
              <span dir="ltr" className="relative text-end">
                {formatQuantity(level.quantity, pair.transactionAccuracy)}
              </span>
              {/* The name reads what the row shows, then what choosing it does. */}
              <span className="sr-only">{t('spot.book.pick')}</span>
            </button>
          </li>
        );
      })}
    </ol>
  );
}
