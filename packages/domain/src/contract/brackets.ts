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
 * A tier that breaks a bracket rule: which tier (0-based) and which of its fields, a short `reason` for a form
 * ("must be above the floor") and a whole sentence as the message.
 */
export class BracketError extends RangeError {
  constructor(
    readonly index: number,
    readonly field: keyof BracketTier,
    readonly reason: string,
    message: string,
  ) {
    super(message);
    this.name = 'BracketError';
  }
}

/** The first rule a tier breaks, or null. `previous` is the tier before it. */
const brokenRule = (tier: BracketTier, index: number, previous: BracketTier | undefined) => {
  const floor = requireDecimal(tier.notionalFloor);
  const cap = requireDecimal(tier.notionalCap);
  const ratio = requireDecimal(tier.maintMarginRatio);
  const n = index + 1;
  const broken = (field: keyof BracketTier, reason: string, message: string) =>
    new BracketError(index, field, reason, message);
  if (!previous && !floor.isZero())
    return broken(
      'notionalFloor',
      'the first bracket must start at 0',
      'The first bracket must start at notional 0',
    );
  if (previous && !floor.isEqualTo(previous.notionalCap))
    return broken(
      'notionalFloor',
      `must equal the cap of bracket ${index}`,
      `Bracket ${n} must start where bracket ${index} ends`,
    );
  if (!cap.isGreaterThan(floor))
    return broken('notionalCap', 'must be above the floor', `Bracket ${n} must end above its floor`);
  if (!Number.isInteger(tier.initialLeverage) || tier.initialLeverage < 1)
    return broken(
      'initialLeverage',
      'must be a whole number of at least 1',
      `Bracket ${n} needs a whole leverage of at least 1`,
    );
  if (!ratio.isGreaterThan(0) || !ratio.isLessThan(1))
    return broken(
      'maintMarginRatio',
      'must be between 0 and 1',
      `Bracket ${n} needs a maintenance ratio between 0 and 1`,
    );
  // Else a position opened at that leverage would be under water (margin ≤ maintenance) the moment it opens.
  if (!ratio.times(tier.initialLeverage).isLessThan(1))
    return broken(
      'maintMarginRatio',
      'must be below 1 / initialLeverage',
      `Bracket ${n} needs a maintenance ratio below 1 / its leverage`,
    );
  if (previous && ratio.isLessThan(previous.maintMarginRatio))
    return broken(
      'maintMarginRatio',
      'may not be lower than the bracket before',
      `Bracket ${n} may not lower the maintenance ratio`,
    );
  if (previous && tier.initialLeverage > previous.initialLeverage)
    return broken(
      'initialLeverage',
      'may not exceed the bracket before',
      `Bracket ${n} may not raise the leverage`,
    );
  return null;
};

/**
 * Numbers the tiers and derives each `cum`: cum(1) = 0, cum(n) = floor(n) × (MMR(n) − MMR(n−1)) + cum(n−1), so
 * MM = notional × MMR − cum is the same from either side of a bracket boundary.
 *
 * @throws BracketError (a RangeError) naming the tier and field when the tiers do not start at 0, leave a gap or
 * overlap, lower the MMR, raise the leverage, or keep a maintenance ratio of 1 / leverage or more.
 * @throws RangeError when there is no tier at all.
 */
export function buildBrackets(tiers: readonly BracketTier[]): Bracket[] {
  if (tiers.length === 0) throw new RangeError('A contract needs at least one bracket');
  const brackets: Bracket[] = [];
  let cum = new Decimal(0);
  tiers.forEach((tier, index) => {
    const previous = tiers[index - 1];
    const error = brokenRule(tier, index, previous);
    if (error) throw error;
    const floor = requireDecimal(tier.notionalFloor);
    const ratio = requireDecimal(tier.maintMarginRatio);
    if (previous) cum = floor.times(ratio.minus(previous.maintMarginRatio)).plus(cum);
    brackets.push({
      bracket: index + 1,
      initialLeverage: tier.initialLeverage,
      notionalFloor: floor.toFixed(),
      notionalCap: requireDecimal(tier.notionalCap).toFixed(),
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
