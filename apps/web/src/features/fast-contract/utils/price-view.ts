import type { QuoteStatus as QuoteStatusValues } from '@exchange/contracts/http/market/market-row';
import type { MarketListRow } from '@/data/instruments/instrument-types';
import type { LiveQuote } from '@/data/quotes/live-quote';

/** QuoteStatus of the contract, checked against it at compile time (a value import would bring zod). */
const QuoteStatus = { noPrice: 0, live: 1, stale: 2 } as const satisfies typeof QuoteStatusValues;

/** A price older than this is not bought on (the server's PRICE_STALE_AFTER_MS default). */
export const PRICE_STALE_AFTER_MS = 10_000;

export type PriceState = 'live' | 'stale' | 'missing';

export interface PriceView {
  price: string | null;
  changeRate: string | null;
  state: PriceState;
}

/**
 * The price the buy screen shows: the newest push, else the market list's snapshot. Missing while no price exists;
 * stale when the source says so or nothing arrived for {@link PRICE_STALE_AFTER_MS} — the server would refuse the
 * buy (it opens at the source's live price only), so the screen pauses it with the reason.
 */
export function priceView(
  row: MarketListRow | null,
  push: LiveQuote | undefined,
  snapshotAtMs: number,
  nowMs: number,
): PriceView {
  const price = push?.price ?? row?.price ?? null;
  const status = push?.status ?? row?.status ?? QuoteStatus.noPrice;
  const receivedAtMs = push?.receivedAtMs ?? snapshotAtMs;
  let state: PriceState = 'live';
  if (price === null || status === QuoteStatus.noPrice) state = 'missing';
  else if (status === QuoteStatus.stale || nowMs - receivedAtMs > PRICE_STALE_AFTER_MS) state = 'stale';
  return { price, changeRate: push?.changeRate ?? row?.changeRate ?? null, state };
}
