import { BigNumber } from 'bignumber.js';
import { formatPercent } from '@exchange/ui/format';

/** Order status (contracts AiOrderStatus): running 0, settled at term 1, settled early 2. */
export const AiOrderStatus = { running: 0, settled: 1, settledEarly: 2 } as const;

/** A fraction as a percentage: 0.1 → `10.00%`. */
export const formatRate = (rate: string | null) =>
  rate === null
    ? '—'
    : formatPercent(new BigNumber(rate).times(100).toFixed(), { decimals: 2, signed: false });

/** A return as a signed percentage: 0.021 → `+2.10%`. */
export const formatReturn = (rate: string) =>
  formatPercent(new BigNumber(rate).times(100).toFixed(), { decimals: 2 });

/** A period as whole days, hours or minutes (the largest unit that divides it), for `ai.duration.*`. */
export function durationLabel(seconds: number): {
  key: 'ai.duration.days' | 'ai.duration.hours' | 'ai.duration.minutes';
  count: number;
} {
  if (seconds % 86_400 === 0) return { key: 'ai.duration.days', count: seconds / 86_400 };
  if (seconds % 3_600 === 0) return { key: 'ai.duration.hours', count: seconds / 3_600 };
  return { key: 'ai.duration.minutes', count: Math.round(seconds / 60) };
}

export type AmountProblem =
  | { key: 'ai.buy.amountInvalid' }
  | { key: 'ai.buy.amountRange'; min: string; max: string }
  | { key: 'ai.buy.amountBalance'; available: string };

/** What is wrong with the amount before anything is sent (the server checks again): format, limits, balance. */
export function amountProblem(
  amount: string,
  limits: { min: string; max: string },
  available: string | null,
): AmountProblem | null {
  const value = amount.trim();
  if (!/^\d{1,14}(\.\d{1,2})?$/.test(value) || new BigNumber(value).isZero())
    return { key: 'ai.buy.amountInvalid' };
  if (new BigNumber(value).isLessThan(limits.min) || new BigNumber(value).isGreaterThan(limits.max))
    return { key: 'ai.buy.amountRange', min: limits.min, max: limits.max };
  if (available !== null && new BigNumber(value).isGreaterThan(available))
    return { key: 'ai.buy.amountBalance', available };
  return null;
}

/** The fees an early settlement would take now, from the order's marked value and its disclosed rates. */
export function earlyExitPreview(order: {
  value: string | null;
  managementFee: string | null;
  terms: { earlyExitFeeRate: string };
}) {
  if (order.value === null) return null;
  const gross = new BigNumber(order.value).plus(order.managementFee ?? 0);
  const exitFee = gross.times(order.terms.earlyExitFeeRate).decimalPlaces(8, BigNumber.ROUND_DOWN);
  return {
    exitFee: exitFee.toFixed(),
    managementFee: new BigNumber(order.managementFee ?? 0).toFixed(),
    payout: new BigNumber(order.value).minus(exitFee).toFixed(),
  };
}
