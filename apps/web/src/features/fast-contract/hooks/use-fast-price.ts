import { useMemo, useState } from 'react';
import { InstrumentType } from '@exchange/contracts/enums';
import type { MarketListRow } from '@/data/instruments/instrument-types';
import { quoteTopic } from '@/data/quotes/live-quote';
import { useFollowedQuotes } from '@/data/quotes/use-live-quotes';
import { useNow } from '@/lib/use-now';
import { priceView } from '../utils/price-view';
import { useFastInstruments } from './use-fast-instruments';

/** How often the screen re-judges whether the price is stale. */
const STALENESS_CHECK_MS = 1_000;
/** How many recent prices the side column lists. */
export const RECENT_PRICES = 8;

export interface RecentPrice {
  price: string;
  timeMs: number;
}

/**
 * One fast-contract instrument's live price from its `5:SYMBOL` market topic (followed while mounted), whether it may
 * be bought on now, and the last few prices as they arrived (newest first), for the price column.
 */
export function useFastPrice(instrument: MarketListRow) {
  const instruments = useMemo(
    () => [{ type: InstrumentType.fastContract, symbol: instrument.symbol }],
    [instrument.symbol],
  );
  const push = useFollowedQuotes(instruments).get(quoteTopic(InstrumentType.fastContract, instrument.symbol));
  const { dataUpdatedAt } = useFastInstruments();
  const now = useNow(STALENESS_CHECK_MS);
  const [recent, setRecent] = useState<{ symbol: string; prices: RecentPrice[] }>({
    symbol: instrument.symbol,
    prices: [],
  });
  const isNewPush =
    push !== undefined && (recent.symbol !== instrument.symbol || recent.prices[0]?.timeMs !== push.timeMs);
  // Derived from the pushes as they arrive: updated while rendering (React's pattern for state that follows a prop).
  if (isNewPush)
    setRecent({
      symbol: instrument.symbol,
      prices: [
        { price: push.price, timeMs: push.timeMs },
        ...(recent.symbol === instrument.symbol ? recent.prices : []),
      ].slice(0, RECENT_PRICES),
    });
  return {
    ...priceView(instrument, push, dataUpdatedAt, now),
    recent: recent.symbol === instrument.symbol ? recent.prices : [],
  };
}

export type FastPrice = ReturnType<typeof useFastPrice>;
