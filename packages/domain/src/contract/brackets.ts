import type { BigNumber } from 'bignumber.js';
import { Decimal, requireDecimal, type DecimalInput } from '../decimal';

/**
 * One maintenance-margin bracket of a perpetual (Binance's `leverageBracket` shape): a position whose notional lies
 * in [notionalFloor, notionalCap) may use at most `initialLeverage` and keeps `maintMarginRatio` of its notional,
 * less `cum`, as maintenance margin.
 */
export interface Bracket {
  bracket: number;
  initialLeverage: number;
  notionalFloor: string;
  notionalCap: string;
  maintMarginRatio: string;
  /** Maintenance amount: keeps the maintenance margin continuous where one bracket meets the next. */
  cum: string;
}

/** A bracket as an operator writes it: `cum` is derived, never typed in. */
export type BracketTier = Omit<Bracket, 'bracket' | 'cum'>;

/**
 * Numbers the tiers and derives each `cum`: cum(1) = 0, cum(n) = floor(n) × (MMR(n) − MMR(n−1)) + cum(n−1), so
 * MM = notional × MMR − cum is the same from either side of a bracket boundary.
 *
 * @throws RangeError when the tiers do not start at 0, leave a gap or overlap, lower the MMR or raise the leverage.
 */
export function buildBrackets(tiers: readonly BracketTier[]): Bracket[] {
  if (tiers.length === 0) throw new RangeError('A contract needs at least one bracket');
  const brackets: Bracket[] = [];
  let cum = new Decimal(0);
  tiers.forEach((tier, index) => {
    const floor = requireDecimal(tier.notionalFloor);
    const cap = requireDecimal(tier.notionalCap);
    const ratio = requireDecimal(tier.maintMarginRatio);
    const previous = tiers[index - 1];
    if (!previous && !floor.isZero()) throw new RangeError('The first bracket must start at notional 0');
    if (previous && !floor.isEqualTo(previous.notionalCap))
      throw new RangeError(`Bracket ${index + 1} must start where bracket ${index} ends`);
    if (!cap.isGreaterThan(floor)) throw new RangeError(`Bracket ${index + 1} must end above its floor`);
    if (!ratio.isGreaterThan(0) || !ratio.isLessThan(1))
      throw new RangeError(`Bracket ${index + 1} needs a maintenance ratio between 0 and 1`);
    if (!Number.isInteger(tier.initialLeverage) || tier.initialLeverage < 1)
      throw new RangeError(`Bracket ${index + 1} needs a whole leverage of at least 1`);
    if (previous) {
      if (ratio.isLessThan(previous.maintMarginRatio))
        throw new RangeError(`Bracket ${index + 1} may not lower the maintenance ratio`);
      if (tier.initialLeverage > previous.initialLeverage)
        throw new RangeError(`Bracket ${index + 1} may not raise the leverage`);
      cum = floor.times(ratio.minus(previous.maintMarginRatio)).plus(cum);
    }
    brackets.push({
      bracket: index + 1,
      initialLeverage: tier.initialLeverage,
      notionalFloor: floor.toFixed(),
      notionalCap: cap.toFixed(),
      maintMarginRatio: ratio.toFixed(),
      cum: cum.toFixed(),
    });
  });
  return brackets;
}

/** The largest notional any bracket admits; a bigger position cannot be opened. */
export function maxNotional(brackets: readonly Bracket[]): string {
  return lastOf(brackets).notionalCap;
}

/**
 * The bracket a notional falls in: floor ≤ notional < cap. A notional at or beyond the last cap belongs to the last
 * bracket (opening such a position is refused elsewhere; an existing one is still margined).
 */
export function bracketFor(brackets: readonly Bracket[], notional: DecimalInput): Bracket {
  const value = requireDecimal(notional).abs();
  return brackets.find((bracket) => value.isLessThan(bracket.notionalCap)) ?? lastOf(brackets);
}

/** The highest leverage allowed for a position of this notional. */
export function maxLeverageFor(brackets: readonly Bracket[], notional: DecimalInput): number {
  return bracketFor(brackets, notional).initialLeverage;
}

/** Maintenance margin of a notional: notional × MMR − cum of its bracket (never below 0). */
export function maintenanceMarginOf(brackets: readonly Bracket[], notional: DecimalInput): BigNumber {
  const value = requireDecimal(notional).abs();
  const bracket = bracketFor(brackets, value);
  const margin = value.times(bracket.maintMarginRatio).minus(bracket.cum);
  return margin.isNegative() ? new Decimal(0) : margin;
}

function lastOf(brackets: readonly Bracket[]): Bracket {
  const last = brackets[brackets.length - 1];
  if (!last) throw new RangeError('A contract needs at least one bracket');
  return last;
}
