import { describe, expect, it } from 'vitest';
import { contractSpec } from '../../../../test/contract-fixtures';
import { DEFAULT_CONTRACT_ACCURACY, accuracyOf, priceDecimalsOf } from './accuracy';

describe('contract accuracy', () => {
  it('shows a perpetual’s prices with at least the decimals of the same coin on spot', () => {
    expect(priceDecimalsOf(1, 2)).toBe(2);
    expect(priceDecimalsOf(3, 2)).toBe(3);
    expect(priceDecimalsOf(1, undefined)).toBe(1);
  });

  it('keeps the tick for input and adds the shown decimals', () => {
    const specs = [contractSpec({ priceAccuracy: 1, transactionAccuracy: 3 })];
    const spot = new Map([['BTCUSDT', 2]]);
    expect(accuracyOf(specs, 'BTCUSDT', spot)).toEqual({
      priceAccuracy: 1,
      transactionAccuracy: 3,
      baseAsset: 'BTC',
      priceDecimals: 2,
    });
    expect(accuracyOf(specs, 'BTCUSDT').priceDecimals).toBe(1);
    expect(accuracyOf(undefined, 'SOLUSDT', spot)).toEqual({
      ...DEFAULT_CONTRACT_ACCURACY,
      baseAsset: 'SOL',
      priceDecimals: DEFAULT_CONTRACT_ACCURACY.priceAccuracy,
    });
  });
});
