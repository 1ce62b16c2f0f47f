import { InstrumentType } from '@exchange/contracts/enums';
import { quoteTopic } from '@/data/quotes/live-quote';
import { useFollowedQuotes } from '@/data/quotes/use-live-quotes';
import { useNow } from '@/lib/use-now';
import { useSpotPairs } from '../api/list-spot-pairs';
import type { SpotPairRow } from './use-spot-pair';

/** A price older than this is not traded on (the server's PRICE_STALE_AFTER_MS default). */
export const PRICE_STALE_AFTER_MS = 10_000;
/** How often the screen re-judges whether the price is stale. */
const STALENESS_CHECK_MS = 1_000;

export type PriceState = 'live' | 'stale' | 'missing';

export interface SpotQuote {
  last: string | null;
  changeRate: string | null;
  high24h: string | null;
  low24h: string | null;
  volume24h: string | null;
  /** The server's time of the newest push (ms); null while the list's snapshot is all there is. */
  timeMs: number | null;
  state: PriceState;
}

/**
 * One pair's live quote (the `1:SYMBOL` market topic over the market list's snapshot) and whether it may be traded
 * on now: missing while no price exists, stale when the source says so or nothing arrived for 10 s.
 */
export function useSpotQuote(pair: SpotPairRow): SpotQuote {
  const live = useFollowedQuotes([{ type: InstrumentType.coin, symbol: pair.symbol }]).get(
    quoteTopic(InstrumentType.coin, pair.symbol),
  );
  const { dataUpdatedAt } = useSpotPairs();
  const now = useNow(STALENESS_CHECK_MS);
  const last = live?.price ?? pair.price;
  const status = live?.status ?? pair.status;
  const receivedAtMs = live?.receivedAtMs ?? dataUpdatedAt;
  let state: PriceState = 'live';
  if (last === null || status === 0) state = 'missing';
  else if (status === 2 || now - receivedAtMs > PRICE_STALE_AFTER_MS) state = 'stale';
  return {
    last,
    changeRate: live?.changeRate ?? pair.changeRate,
    high24h: live?.high24h ?? pair.high24h,
    low24h: live?.low24h ?? pair.low24h,
    volume24h: live?.volume24h ?? pair.volume24h,
    timeMs: live?.timeMs ?? null,
    state,
  };
}
