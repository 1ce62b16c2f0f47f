import type { BracketTier } from '../../src/index';

/** Binance BTCUSDT brackets as published in 2021 (the reference's example); cum is derived, not typed. */
export const BTC_TIERS: BracketTier[] = [
  { initialLeverage: 125, notionalFloor: '0', notionalCap: '50000', maintMarginRatio: '0.004' },
  { initialLeverage: 100, notionalFloor: '50000', notionalCap: '250000', maintMarginRatio: '0.005' },
  { initialLeverage: 50, notionalFloor: '250000', notionalCap: '1000000', maintMarginRatio: '0.01' },
  { initialLeverage: 20, notionalFloor: '1000000', notionalCap: '10000000', maintMarginRatio: '0.025' },
  { initialLeverage: 10, notionalFloor: '10000000', notionalCap: '20000000', maintMarginRatio: '0.05' },
  { initialLeverage: 5, notionalFloor: '20000000', notionalCap: '50000000', maintMarginRatio: '0.1' },
  { initialLeverage: 4, notionalFloor: '50000000', notionalCap: '100000000', maintMarginRatio: '0.125' },
  { initialLeverage: 3, notionalFloor: '100000000', notionalCap: '200000000', maintMarginRatio: '0.15' },
  { initialLeverage: 2, notionalFloor: '200000000', notionalCap: '300000000', maintMarginRatio: '0.25' },
  { initialLeverage: 1, notionalFloor: '300000000', notionalCap: '500000000', maintMarginRatio: '0.5' },
];
