import { BigNumber } from 'bignumber.js';
import { requireDecimal, type DecimalInput } from '../decimal';

/**
 * Collateralised-loan arithmetic (issue 19 §4), exact decimal strings in and out, shared by the server (borrow checks,
 * accrual, the LTV watch, liquidation) and the borrow screen (what it shows before the user confirms).
 *
 * LTV = (principal + accrued interest) / (collateral × price). Interest per hour = principal × hourly rate, rounded up
 * to USDT_DECIMALS. A liquidation takes the debt and the fee (debt × fee rate) in the coin at the live price, rounded
 * up to COIN_DECIMALS, as far as the collateral goes; the rest goes back.
 */
export const LOAN_USDT_DECIMALS = 8;
export const LOAN_COIN_DECIMALS = 8;

/** Hours in a term of `days`. */
export const loanTermHours = (days: number) => days * 24;

/** One hour's interest on `principal`: principal × rate, rounded up to 8 decimals. */
export function loanHourlyInterest(principal: DecimalInput, hourlyRate: DecimalInput): string {
  return requireDecimal(principal)
    .times(requireDecimal(hourlyRate))
    .decimalPlaces(LOAN_USDT_DECIMALS, BigNumber.ROUND_UP)
    .toFixed();
}

/** Interest to term if nothing is repaid: hourly interest × 24 × days. */
export function loanInterestToTerm(principal: DecimalInput, hourlyRate: DecimalInput, days: number): string {
  return requireDecimal(loanHourlyInterest(principal, hourlyRate)).times(loanTermHours(days)).toFixed();
}

/** The most one may borrow: initial LTV × collateral × price, cut down to 8 decimals. */
export function loanMaxBorrow(
  collateral: DecimalInput,
  price: DecimalInput,
  initialLtv: DecimalInput,
): string {
  return requireDecimal(collateral)
    .times(requireDecimal(price))
    .times(requireDecimal(initialLtv))
    .decimalPlaces(LOAN_USDT_DECIMALS, BigNumber.ROUND_DOWN)
    .toFixed();
}

/** debt / (collateral × price), 6 decimals rounded up (an LTV never understates the risk); null without value. */
export function loanLtv(debt: DecimalInput, collateral: DecimalInput, price: DecimalInput): string | null {
  const value = requireDecimal(collateral).times(requireDecimal(price));
  if (value.isLessThanOrEqualTo(0)) return null;
  return requireDecimal(debt).div(value).decimalPlaces(6, BigNumber.ROUND_UP).toFixed();
}

/** The coin price at which the loan's LTV reaches `ltv`: debt / (collateral × ltv), 8 decimals rounded up. */
export function loanPriceAtLtv(debt: DecimalInput, collateral: DecimalInput, ltv: DecimalInput): string {
  const denominator = requireDecimal(collateral).times(requireDecimal(ltv));
  if (denominator.isLessThanOrEqualTo(0)) return '0';
  return requireDecimal(debt).div(denominator).decimalPlaces(8, BigNumber.ROUND_UP).toFixed();
}

/** Interest first, then principal: how `amount` splits over what is owed. */
export function loanRepaySplit(amount: DecimalInput, interest: DecimalInput) {
  const paid = requireDecimal(amount);
  const toInterest = BigNumber.min(paid, requireDecimal(interest));
  return { toInterest: toInterest.toFixed(), toPrincipal: paid.minus(toInterest).toFixed() };
}

export interface LoanLiquidation {
  /** Coin taken for the debt (principal + interest). */
  sold: string;
  /** Coin taken for the liquidation fee. */
  fee: string;
  /** Coin returned to the owner. */
  returned: string;
  /** USDT of the debt the collateral did not cover (the house absorbs it). */
  shortfall: string;
}

/**
 * Splits the collateral at `price`: the debt first (rounded up to whole coin units), then the fee (debt × fee rate),
 * the rest back. If the collateral is short, all of it goes to the debt and the fee and the shortfall is the house's.
 */
export function loanLiquidationSplit(
  collateral: DecimalInput,
  debt: DecimalInput,
  feeRate: DecimalInput,
  price: DecimalInput,
): LoanLiquidation {
  const held = requireDecimal(collateral);
  const px = requireDecimal(price);
  const owed = requireDecimal(debt);
  const up = (value: BigNumber) => value.div(px).decimalPlaces(LOAN_COIN_DECIMALS, BigNumber.ROUND_UP);
  const sold = BigNumber.min(held, up(owed));
  const shortfall = BigNumber.max(0, owed.minus(sold.times(px))).decimalPlaces(
    LOAN_USDT_DECIMALS,
    BigNumber.ROUND_UP,
  );
  const fee = BigNumber.min(held.minus(sold), up(owed.times(requireDecimal(feeRate))));
  return {
    sold: sold.toFixed(),
    fee: fee.toFixed(),
    returned: held.minus(sold).minus(fee).toFixed(),
    shortfall: shortfall.toFixed(),
  };
}
