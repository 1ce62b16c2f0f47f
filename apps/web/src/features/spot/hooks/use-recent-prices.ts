import { BigNumber } from 'bignumber.js';
import { useState } from 'react';

/** How many recent prices the panel keeps. */
export const RECENT_PRICES_KEPT = 20;

export interface RecentPrice {
  price: string;
  timeMs: number;
  /** Against the price before it: up, down or unchanged. */
  move: 'up' | 'down' | 'flat';
}

/**
 * The prices the source published for this pair while the screen is open, newest first (the feed has no trade
 * stream: each live quote is one print). A push with the same time as the newest one changes nothing.
 */
export function useRecentPrices(symbol: string, last: string | null, timeMs: number | null): RecentPrice[] {
  const [state, setState] = useState<{ symbol: string; prices: RecentPrice[] }>({ symbol, prices: [] });
  let prices = state.symbol === symbol ? state.prices : [];
  const newest = prices[0];
  if (last !== null && timeMs !== null && (!newest || timeMs > newest.timeMs)) {
    const comparison = newest ? new BigNumber(last).comparedTo(newest.price) : 0;
    const move: RecentPrice['move'] =
      comparison === null || comparison === 0 ? 'flat' : comparison > 0 ? 'up' : 'down';
    prices = [{ price: last, timeMs, move }, ...prices].slice(0, RECENT_PRICES_KEPT);
    setState({ symbol, prices });
  } else if (state.symbol !== symbol) setState({ symbol, prices });
  return prices;
}
