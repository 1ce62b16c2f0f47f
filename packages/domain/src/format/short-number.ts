import { BigNumber } from 'bignumber.js';
import { assertPrecision, requireDecimal } from '../decimal';
import type { DecimalInput } from '../decimal';

/** `en`: thousands, millions, billions. `cn`: 万 (10,000, written `w`) and 亿 (100,000,000). */
export type ShortNumberStyle = 'en' | 'cn';

export interface ShortNumberOptions {
  /** Defaults to `en`. */
  style?: ShortNumberStyle;
  /** Most decimals of the mantissa; defaults to 2. */
  decimals?: number;
}

interface ShortUnit {
  suffix: string;
  size: number;
}

const SHORT_UNITS: Record<ShortNumberStyle, readonly ShortUnit[]> = {
  en: [
    { suffix: '', size: 1 },
    { suffix: 'K', size: 1e3 },
    { suffix: 'M', size: 1e6 },
    { suffix: 'B', size: 1e9 },
  ],
  cn: [
    { suffix: '', size: 1 },
    { suffix: 'w', size: 1e4 },
    { suffix: '亿', size: 1e8 },
  ],
};

/**
 * Short form of a large number (spec §5 "1K, 1w, 1M"), for volumes and market figures.
 *
 * Rules:
 * - The unit is the largest one the absolute value reaches *after rounding*, so 999,999 reads `1M`, never
 *   `1000K`. Values below the first unit print without a suffix.
 * - en: K = 1,000, M = 1,000,000, B = 1,000,000,000 (B goes beyond the spec so billions do not read `1234M`).
 * - cn: w = 10,000 (万), 亿 = 100,000,000; below 10,000 the number prints in full (`1234`).
 * - The mantissa is rounded half-up to `decimals` (default 2) and trailing zeros are dropped:
 *   1,000 → `1K`, 1,500 → `1.5K`, 1,234 → `1.23K`, 12,345,678 → `12.35M`; cn 12,345 → `1.23w`.
 *   Rounding, not truncation, because these figures are approximate by nature and never a user's balance.
 * - Negative values keep their sign (`-1.5K`); a value that rounds to zero prints `0`. No separators.
 *
 * @throws RangeError when the value is not a decimal or `decimals` is out of range.
 */
export function formatShort(value: DecimalInput, options: ShortNumberOptions = {}): string {
  const decimals = options.decimals ?? 2;
  assertPrecision(decimals);
  const amount = requireDecimal(value);
  const units = SHORT_UNITS[options.style ?? 'en'];
  for (const [index, unit] of units.entries()) {
    const mantissa = amount.abs().dividedBy(unit.size).decimalPlaces(decimals, BigNumber.ROUND_HALF_UP);
    const nextUnit = units[index + 1];
    if (nextUnit === undefined || mantissa.isLessThan(nextUnit.size / unit.size)) {
      const sign = amount.isNegative() && !mantissa.isZero() ? '-' : '';
      return `${sign}${mantissa.toFixed()}${unit.suffix}`;
    }
  }
  throw new Error('unreachable: the last unit always matches');
}
