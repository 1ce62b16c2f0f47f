import { describe, expect, it } from 'vitest';
import { ErrorCodes } from '@exchange/contracts/errors';
import { SPOT_ERROR_CODES } from './spot-enums';

/** The spot screens keep copies of a few contract values so zod stays out of their chunks: the copies must agree. */
describe('spot mirrors', () => {
  it('has the contract’s error codes', () => {
    expect(SPOT_ERROR_CODES).toEqual({
      priceUnavailable: ErrorCodes.PRICE_UNAVAILABLE.code,
      slippageExceeded: ErrorCodes.SLIPPAGE_EXCEEDED.code,
      insufficientDepth: ErrorCodes.SPOT_INSUFFICIENT_DEPTH.code,
      orderNotOpen: ErrorCodes.SPOT_ORDER_NOT_OPEN.code,
    });
  });
});
