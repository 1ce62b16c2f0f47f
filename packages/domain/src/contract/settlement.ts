import { BigNumber } from 'bignumber.js';
import { Decimal, requireDecimal, type DecimalInput } from '../decimal';

/** Margin mode of spec §3: full (cross) 1, segmented (isolated) 2. */
export type MarginMode = 1 | 2;
export const CROSS: MarginMode = 1;
export const ISOLATED: MarginMode = 2;

export interface CloseInput {
  marginMode: MarginMode;
  /** The margin that leaves the position with the closed quantity. */
  marginShare: DecimalInput;
  /** Realised PnL of the closed quantity (a payment: already rounded to a money unit). */
  realisedPnl: DecimalInput;
  /** The close fee as charged in full. */
  closeFee: DecimalInput;
  /** The contract wallet's available balance before the close. */
  available: DecimalInput;
}

/** What moves when a position (or part of it) closes; every amount ≥ 0, money decimals. */
export interface CloseSplit {
  /** Margin back from the position to the contract wallet. */
  marginRelease: string;
  /** The book pays the holder a profit. */
  profit: string;
  /** The holder pays the book a loss, up to what the mode lets it reach. */
  lossPaid: string;
  /** The loss the holder could not pay: the insurance fund pays the book instead (never a negative balance). */
  shortfall: string;
  /** The fee charged: the full fee unless the holder has less left, never more. */
  feePaid: string;
}

/**
 * Splits a close into ledger movements. An isolated loss reaches only the closed margin; a cross loss the whole
 * contract wallet (available + the released margin). The fee comes from what is left; a holder who has nothing left
 * is not charged the rest.
 */
export function splitClose(input: CloseInput): CloseSplit {
  const margin = requireDecimal(input.marginShare);
  const pnl = requireDecimal(input.realisedPnl);
  const available = requireDecimal(input.available);
  const reach = input.marginMode === ISOLATED ? margin : available.plus(margin);
  const loss = pnl.isNegative() ? pnl.negated() : new Decimal(0);
  const lossPaid = BigNumber.min(loss, BigNumber.max(reach, 0));
  const profit = pnl.isPositive() ? pnl : new Decimal(0);
  const left = available.plus(margin).plus(profit).minus(lossPaid);
  return {
    marginRelease: margin.toFixed(),
    profit: profit.toFixed(),
    lossPaid: lossPaid.toFixed(),
    shortfall: loss.minus(lossPaid).toFixed(),
    feePaid: BigNumber.min(requireDecimal(input.closeFee), BigNumber.max(left, 0)).toFixed(),
  };
}

export interface LiquidationInput {
  /** What the holder forfeits: an isolated position's margin, or a cross account's whole wallet balance. */
  collateral: DecimalInput;
  /** PnL of the liquidated position(s) at the mark price that triggered it (the book's side is its negation). */
  markPnl: DecimalInput;
}

export interface LiquidationSplit {
  /** The holder's collateral, all of it, to the insurance fund: the position closes at the bankruptcy price. */
  forfeited: string;
  /** The insurance fund pays the book the position's loss at mark (what the book's side gained). */
  insuranceToBook: string;
  /** Or, when the position was still in profit at mark (funding drained it), the book pays the fund. */
  bookToInsurance: string;
}

/**
 * A forced liquidation closes at the bankruptcy price: the holder loses exactly the collateral, never more. The
 * book's side is settled at mark through the insurance fund, which keeps collateral − mark loss (the liquidation
 * surplus) or pays the difference when a gap took the price past bankruptcy.
 */
export function splitLiquidation(input: LiquidationInput): LiquidationSplit {
  const collateral = requireDecimal(input.collateral);
  if (collateral.isNegative()) throw new RangeError('Collateral cannot be negative');
  const pnl = requireDecimal(input.markPnl);
  return {
    forfeited: collateral.toFixed(),
    insuranceToBook: pnl.isNegative() ? pnl.negated().toFixed() : '0',
    bookToInsurance: pnl.isPositive() ? pnl.toFixed() : '0',
  };
}
