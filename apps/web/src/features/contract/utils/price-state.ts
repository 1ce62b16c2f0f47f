import type { QuoteStatus as QuoteStatusValues } from '@exchange/contracts/http/market/market-row';
import type { LiveQuote } from '@/data/quotes/live-quote';
import type { Perpetual } from './contract-types';

/** QuoteStatus of the contract, checked against it at compile time (a value import would bring zod). */
const QuoteStatus = { noPrice: 0, live: 1, stale: 2 } as const satisfies typeof QuoteStatusValues;

/**
 * A price older than this is not traded on (the server's PRICE_STALE_AFTER_MS default): the ticket says so and
 * sends nothing until a fresh price arrives.
 */
export const PRICE_STALE_AFTER_MS = 10_000;

export type PriceState = 'live' | 'stale' | 'missing';

export interface QuoteView {
  last: string | null;
  mark: string | null;
  changeRate: string | null;
  state: PriceState;
}

/**
 * What the screen shows and trades on: the newest push, else the market list's snapshot and the last mark the server
 * had (`snapshotMark`). Missing while no price exists; stale when the source says so or nothing arrived for
 * {@link PRICE_STALE_AFTER_MS}.
 */
export function quoteView(
  row: Perpetual | null,
  push: LiveQuote | undefined,
  snapshotAtMs: number,
  nowMs: number,
  snapshotMark: string | null = null,
): QuoteView {
  const last = push?.price ?? row?.price ?? null;
  const status = push?.status ?? row?.status ?? QuoteStatus.noPrice;
  const receivedAtMs = push?.receivedAtMs ?? snapshotAtMs;
  let state: PriceState = 'live';
  if (last === null || status === QuoteStatus.noPrice) state = 'missing';
  else if (status === QuoteStatus.stale || nowMs - receivedAtMs > PRICE_STALE_AFTER_MS) state = 'stale';
  return {
    last,
    mark: push?.markPrice ?? snapshotMark,
    changeRate: push?.changeRate ?? row?.changeRate ?? null,
    state,
  };
}
