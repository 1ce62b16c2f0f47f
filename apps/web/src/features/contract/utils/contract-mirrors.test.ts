import { describe, expect, it } from 'vitest';
import { ErrorCodes } from '@exchange/contracts/errors';
import { CONTRACT_ERROR_CODES } from './contract-error-codes';

/** The screens keep copies of a few contract values so zod stays out of their chunks: the copies must agree. */
describe('contract mirrors', () => {
  it('has the contract’s error codes', () => {
    expect(CONTRACT_ERROR_CODES).toEqual({
      priceUnavailable: ErrorCodes.PRICE_UNAVAILABLE.code,
      positionNotOpen: ErrorCodes.POSITION_NOT_OPEN.code,
      orderNotPending: ErrorCodes.ORDER_NOT_PENDING.code,
    });
  });
});
