import { BigNumber } from 'bignumber.js';
import { formatPercent } from '@exchange/ui/format';

/** Order status (contracts BlockOrderStatus): locked 1, released 2. Offer status: paused 0, active 1. */
export const BlockOrderStatus = { locked: 1, released: 2 } as const;
export const BlockOfferStatus = { paused: 0, active: 1 } as const;

/** The disclosed rate as a signed percentage: −0.02 → `-2.00%`, 0.0125 → `+1.25%`. */
export const formatRate = (rate: string) =>
  formatPercent(new BigNumber(rate).times(100).toFixed(), { decimals: 2 });

/** Whether the rate is a discount (below the live price). */
export const isDiscount = (rate: string) => new BigNumber(rate).isNegative();

export interface Duration {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
}

/** Whole days, hours, minutes and seconds of a span (negative spans are zero). */
export function splitDuration(ms: number): Duration {
  const total = Math.max(Math.ceil(ms / 1000), 0);
  return {
    days: Math.floor(total / 86_400),
    hours: Math.floor((total % 86_400) / 3600),
    minutes: Math.floor((total % 3600) / 60),
    seconds: total % 60,
  };
}

/**
 * The i18n key and values of a lock-up period: whole days when it is days (`7 days`), else hours and minutes, else
 * minutes.
 */
export function lockupLabel(seconds: number): {
  key: 'block.lockup.days' | 'block.lockup.hours' | 'block.lockup.minutes';
  value: number;
} {
  if (seconds % 86_400 === 0) return { key: 'block.lockup.days', value: seconds / 86_400 };
  if (seconds % 3600 === 0) return { key: 'block.lockup.hours', value: seconds / 3600 };
  return { key: 'block.lockup.minutes', value: Math.round(seconds / 60) };
}
