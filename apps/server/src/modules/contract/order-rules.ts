import { BigNumber } from 'bignumber.js';
import { fitsStep, LONG, type Direction } from '@exchange/domain';
import { fail } from '../../platform/errors';

/** The value on the instrument's step (10^−decimals), canonical; else a 400 naming the field and the step. */
export const requireStep = (value: string, decimals: number, field: string) => {
  if (!fitsStep(value, decimals))
    fail('BAD_REQUEST', {
      field,
      values: { reason: `must be a multiple of ${new BigNumber(1).shiftedBy(-decimals).toFixed()}` },
    });
  return new BigNumber(value).toFixed();
};

export interface Stops {
  direction: Direction;
  stopProfitPrice?: string | null | undefined;
  stopLossPrice?: string | null | undefined;
}

/**
 * A take-profit and stop-loss must be on the right side of `reference` (where the position is now: the mark, or a
 * resting limit order's price) or they would fire at once: a long's take-profit above it and stop-loss below, a
 * short's the other way round. Both on the price tick.
 */
export const requireStopsAround = (stops: Stops, reference: string, priceAccuracy: number) => {
  const isLong = stops.direction === LONG;
  const check = (field: 'stopProfitPrice' | 'stopLossPrice', mustBeAbove: boolean) => {
    const value = stops[field];
    if (value === undefined || value === null) return;
    requireStep(value, priceAccuracy, field);
    const isAbove = new BigNumber(value).isGreaterThan(reference);
    const isBelow = new BigNumber(value).isLessThan(reference);
    if (mustBeAbove ? !isAbove : !isBelow)
      fail('STOP_PRICE_INVALID', { field, values: { price: reference } });
  };
  check('stopProfitPrice', isLong);
  check('stopLossPrice', !isLong);
};
