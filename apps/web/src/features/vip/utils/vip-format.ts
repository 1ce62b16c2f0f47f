import { BigNumber } from 'bignumber.js';
import { formatAmount, formatPercent } from '@exchange/ui/format';

/** A discount fraction as a percentage: `0.15` → `15%`. */
export const formatDiscount = (fraction: string) =>
  formatPercent(new BigNumber(fraction).times(100).toFixed(), { signed: false, decimals: 0 });

/** USDT thresholds and prices: no decimals unless they have some (2 at most). */
export const formatUsdt = (value: string) =>
  `${formatAmount(value, new BigNumber(value).isInteger() ? 0 : 2)} USDT`;

/** A multiplier: `1.5` → `×1.5`. */
export const formatMultiplier = (value: string) => `×${new BigNumber(value).toFixed()}`;

/** How far `value` is towards `target`, 0–100 (null when there is no such threshold). */
export const progressOf = (value: string, target: string | null) =>
  target === null || new BigNumber(target).isZero()
    ? null
    : Math.min(
        100,
        new BigNumber(value).div(target).times(100).decimalPlaces(0, BigNumber.ROUND_DOWN).toNumber(),
      );
