import { BigNumber } from 'bignumber.js';
import type { DepthRow } from '@exchange/contracts/ws/data-socket';

/** One price level of the book as the panel shows it. Quantities stay decimal strings. */
export interface DepthLevel {
  price: string;
  quantity: string;
  /** Quantity from the best price of this side up to and including this level. */
  cumulative: string;
  /** cumulative / the larger side's total, 0–1: the width of the level's depth bar. */
  share: number;
}

export interface DepthBook {
  /** Highest first, so the best (lowest) ask sits just above the spread. */
  asks: DepthLevel[];
  /** Best (highest) first. */
  bids: DepthLevel[];
  /** Best ask − best bid; null while a side is empty. */
  spread: string | null;
  /** The spread in percent of the mid price, rounded to 2 decimals (a decimal string); null while a side is empty. */
  spreadPercent: string | null;
}

type Side = readonly (readonly [string, string])[];

function isUsable([price, quantity]: readonly [string, string]): boolean {
  const p = new BigNumber(price);
  const q = new BigNumber(quantity);
  return p.isFinite() && q.isFinite() && p.isGreaterThan(0) && q.isGreaterThan(0);
}

/** Levels best first, at most `limit`, with cumulative quantities (exact decimals). */
function accumulate(side: Side, limit: number): { price: string; quantity: string; cumulative: BigNumber }[] {
  let running = new BigNumber(0);
  return side
    .filter(isUsable)
    .slice(0, limit)
    .map(([price, quantity]) => {
      running = running.plus(quantity);
      return { price, quantity, cumulative: running };
    });
}

/**
 * The panel's view of a book row (REST snapshot or DEPTH push): asks arrive ascending and bids descending from the
 * best price (get-depth contract). Bars share one scale, the larger side's total, so the two sides compare.
 */
export function buildDepthBook(row: Pick<DepthRow, 'a' | 'b'>, limit: number): DepthBook {
  const asks = accumulate(row.a, limit);
  const bids = accumulate(row.b, limit);
  const scale = BigNumber.max(asks.at(-1)?.cumulative ?? 0, bids.at(-1)?.cumulative ?? 0, 0);
  const toLevel = (level: (typeof asks)[number]): DepthLevel => ({
    price: level.price,
    quantity: level.quantity,
    cumulative: level.cumulative.toFixed(),
    share: scale.isZero() ? 0 : Math.min(1, level.cumulative.dividedBy(scale).toNumber()),
  });
  const bestAsk = asks[0]?.price;
  const bestBid = bids[0]?.price;
  let spread: string | null = null;
  let spreadPercent: string | null = null;
  if (bestAsk !== undefined && bestBid !== undefined) {
    const gap = new BigNumber(bestAsk).minus(bestBid);
    const mid = new BigNumber(bestAsk).plus(bestBid).dividedBy(2);
    spread = gap.toFixed();
    spreadPercent = gap.times(100).dividedBy(mid).decimalPlaces(2, BigNumber.ROUND_HALF_UP).toString();
  }
  return { asks: asks.map(toLevel).reverse(), bids: bids.map(toLevel), spread, spreadPercent };
}
