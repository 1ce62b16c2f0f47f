import { requireDecimal, type DecimalInput } from '../decimal';

/**
 * Fast-contract arithmetic (issue 18 §3), exact decimal strings in and out, shared by the server (settlement, limits)
 * and the buy screen (what it shows before the user confirms), so both state the same numbers.
 *
 * A stake `s` at payout rate `r`: a win returns `s × (1 + r)` (the stake back plus the winnings `s × r`), a loss
 * returns nothing (the loss is the whole stake `s`), a tie or a missing price returns `s`.
 */

/** Up 0 wins when the close is above the open; down 1 when below. */
export type FastContractSide = 0 | 1;
export const FAST_UP: FastContractSide = 0;
export const FAST_DOWN: FastContractSide = 1;

/** `void`: no usable price at expiry (none recorded, or stale) — the stake comes back like a tie. */
export type FastContractOutcome = 'won' | 'lost' | 'tie' | 'void';

/** What a win pays on top of the stake: `stake × payoutRate`. */
export function fastContractProfitIfWon(stake: DecimalInput, payoutRate: DecimalInput): string {
  return requireDecimal(stake).times(requireDecimal(payoutRate)).toFixed();
}

/** What comes back on a win: `stake × (1 + payoutRate)`. */
export function fastContractPayoutIfWon(stake: DecimalInput, payoutRate: DecimalInput): string {
  return requireDecimal(stake).times(requireDecimal(payoutRate).plus(1)).toFixed();
}

/** What is lost if wrong: the whole stake. */
export function fastContractLossIfWrong(stake: DecimalInput): string {
  return requireDecimal(stake).toFixed();
}

/**
 * The house edge implied by a payout rate, as a share of the stake, for a fair coin (up and down equally likely, ties
 * left out): the player's expected return is ½ × r − ½ × 1, so the house keeps `1 − (1 + r) / 2 = (1 − r) / 2`.
 * At r = 0.85 that is 0.075 (7.5 %).
 */
export function fastContractHouseEdge(payoutRate: DecimalInput): string {
  return requireDecimal(1).minus(requireDecimal(payoutRate)).div(2).toFixed();
}

/**
 * The outcome from the recorded prices: close null is `void`; equal prices `tie`; otherwise up wins above the open and
 * down below it.
 */
export function fastContractOutcome(
  direction: FastContractSide,
  openPrice: DecimalInput,
  closePrice: DecimalInput | null,
): FastContractOutcome {
  if (closePrice === null) return 'void';
  const move = requireDecimal(closePrice).comparedTo(requireDecimal(openPrice)) ?? 0;
  if (move === 0) return 'tie';
  const isUp = move > 0;
  return isUp === (direction === FAST_UP) ? 'won' : 'lost';
}

/** What comes back to the wallet for an outcome: the win payout, nothing, or the stake. */
export function fastContractPayoutOf(
  outcome: FastContractOutcome,
  stake: DecimalInput,
  payoutRate: DecimalInput,
): string {
  if (outcome === 'won') return fastContractPayoutIfWon(stake, payoutRate);
  if (outcome === 'lost') return '0';
  return requireDecimal(stake).toFixed();
}

/** The result for the user: payout − stake (positive on a win, −stake on a loss, 0 on a refund). */
export function fastContractProfitOf(
  outcome: FastContractOutcome,
  stake: DecimalInput,
  payoutRate: DecimalInput,
): string {
  return requireDecimal(fastContractPayoutOf(outcome, stake, payoutRate))
    .minus(requireDecimal(stake))
    .toFixed();
}

/**
 * The house's exposure on one side of an instrument after adding a stake: what it would pay out in winnings if every
 * open contract of that side won (`Σ stake × payoutRate`).
 */
export function fastContractExposureAfter(
  sideExposure: DecimalInput,
  stake: DecimalInput,
  payoutRate: DecimalInput,
): string {
  return requireDecimal(sideExposure).plus(fastContractProfitIfWon(stake, payoutRate)).toFixed();
}
