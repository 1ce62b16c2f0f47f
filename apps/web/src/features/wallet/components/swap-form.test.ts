import { describe, expect, it } from 'vitest';
import { defaultPair } from './swap-form';

describe('defaultPair', () => {
  const coins = ['USDT', 'BTC', 'ETH'];

  it('starts with USDT into BTC', () => {
    expect(defaultPair(coins)).toEqual({ fromCoin: 'USDT', toCoin: 'BTC' });
  });

  it("starts from the coin a coin's page opened the swap with, into USDT", () => {
    expect(defaultPair(coins, 'ETH')).toEqual({ fromCoin: 'ETH', toCoin: 'USDT' });
    expect(defaultPair(coins, 'USDT')).toEqual({ fromCoin: 'USDT', toCoin: 'BTC' });
    expect(defaultPair(coins, 'DOGE')).toEqual({ fromCoin: 'USDT', toCoin: 'BTC' });
  });
});
