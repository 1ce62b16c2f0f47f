import { BigNumber } from 'bignumber.js';
import { requireDecimal, type DecimalInput } from '../decimal';
import { MONEY_DECIMALS, sideOf, type Direction } from './position-math';

/** Funding settles every 8 hours, at 00:00, 08:00 and 16:00 UTC (DESIGN.md §8). */
export const FUNDING_INTERVAL_MS = 8 * 60 * 60 * 1000;
/** The interest part I of the funding formula: 0.01 % per 8 h. */
export const FUNDING_INTEREST_RATE = '0.0001';
/** How far the interest may pull the premium: clamp(I − P, −0.05 %, +0.05 %). */
export const FUNDING_CLAMP = '0.0005';
/** The most a single interval may charge (operator setting; Binance uses 0.75 %–3 % by contract). */
export const FUNDING_RATE_CAP = '0.0075';

/** The settlement time at or before `nowMs` (00, 08 or 16 UTC): the epoch is a midnight, so multiples of 8 h are. */
export function fundingPeriodStart(nowMs: number): number {
  return Math.floor(nowMs / FUNDING_INTERVAL_MS) * FUNDING_INTERVAL_MS;
}

/** The next settlement strictly after `nowMs`. */
export function nextFundingTime(nowMs: number): number {
  return fundingPeriodStart(nowMs) + FUNDING_INTERVAL_MS;
}

/**
 * F = P + clamp(I − P, −clamp, +clamp), then capped to ±cap: the rate of one interval as a fraction.
 * Kept to 8 decimals (Binance publishes rates to 8).
 */
export function fundingRateOf(
  premium: DecimalInput,
  interest: DecimalInput = FUNDING_INTEREST_RATE,
  clamp: DecimalInput = FUNDING_CLAMP,
  cap: DecimalInput = FUNDING_RATE_CAP,
): string {
  const p = requireDecimal(premium);
  const limit = requireDecimal(clamp);
  const pull = BigNumber.min(BigNumber.max(requireDecimal(interest).minus(p), limit.negated()), limit);
  return capFundingRate(p.plus(pull), cap);
}

/** A source's rate held within ±cap (a live feed's published rate is trusted only up to the operator's cap). */
export function capFundingRate(rate: DecimalInput, cap: DecimalInput = FUNDING_RATE_CAP): string {
  const limit = requireDecimal(cap).abs();
  return BigNumber.min(BigNumber.max(requireDecimal(rate), limit.negated()), limit)
    .decimalPlaces(8, BigNumber.ROUND_HALF_UP)
    .toFixed();
}

/**
 * What one position pays for one interval, signed from the holder's side: positive pays, negative receives.
 * |qty × mark × F| rounded to a money unit; longs pay when F > 0, shorts when F < 0.
 */
export function fundingPaymentOf(
  direction: Direction,
  quantity: DecimalInput,
  markPrice: DecimalInput,
  rate: DecimalInput,
): string {
  const amount = requireDecimal(quantity)
    .abs()
    .times(requireDecimal(markPrice))
    .times(requireDecimal(rate))
    .abs()
    .decimalPlaces(MONEY_DECIMALS, BigNumber.ROUND_HALF_UP);
  const pays = requireDecimal(rate).isPositive() === (sideOf(direction) === 1);
  if (amount.isZero()) return '0';
  return (pays ? amount : amount.negated()).toFixed();
}
