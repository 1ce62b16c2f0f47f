import { BigNumber } from 'bignumber.js';
import { PositionSide } from '@exchange/contracts/enums';
import { fitsStep } from '@exchange/domain/contract/position-math';
import { parseDecimal } from '@exchange/domain/decimal';
import { formatPrice } from '@exchange/ui/format';

/** Why a field of a contract form cannot be sent: the `contract.errors.<key>` message with its values. */
export type ProblemKey =
  | 'required'
  | 'invalid'
  | 'step'
  | 'tooSmall'
  | 'tooLarge'
  | 'minNotional'
  | 'maxNotional'
  | 'leverageMax'
  | 'insufficient'
  | 'above'
  | 'below'
  | 'oppositeSide';
export interface FieldProblem {
  key: ProblemKey;
  values?: Record<string, string>;
}

/** The value as the wire wants it (`1,234.50` → `1234.5`), or null when it is not a positive decimal. */
export function normalizeDecimal(text: string): string | null {
  const value = parseDecimal(text);
  return value !== null && value.isGreaterThan(0) ? value.toFixed() : null;
}

/** A positive decimal on the instrument's step (10^−decimals), or why not. */
export function decimalFieldProblem(text: string, decimals: number): FieldProblem | null {
  if (text.trim() === '') return { key: 'required' };
  if (normalizeDecimal(text) === null) return { key: 'invalid' };
  if (!fitsStep(text, decimals)) return { key: 'step', values: { decimals: String(decimals) } };
  return null;
}

/**
 * An optional take-profit or stop-loss: a long's take-profit above the reference (the mark, or a limit order's
 * price) and its stop-loss below, mirrored for a short — what the server checks (STOP_PRICE_INVALID).
 */
export function stopPriceProblem(
  text: string,
  kind: 'takeProfit' | 'stopLoss',
  direction: number,
  reference: string | null,
  decimals: number,
): FieldProblem | null {
  if (text.trim() === '') return null;
  const problem = decimalFieldProblem(text, decimals);
  if (problem || reference === null) return problem;
  const wantsAbove = (kind === 'takeProfit') === (direction === PositionSide.long);
  const price = new BigNumber(normalizeDecimal(text) ?? '0');
  if (wantsAbove ? price.isGreaterThan(reference) : price.isLessThan(reference)) return null;
  return { key: wantsAbove ? 'above' : 'below', values: { price: formatPrice(reference, decimals) } };
}
