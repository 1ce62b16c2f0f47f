import { BigNumber } from 'bignumber.js';
import { formatQuantity } from '@exchange/ui/format';
import { decimalFieldProblem, normalizeDecimal } from './field-problems';
import type { FieldProblem } from './field-problems';

/** A close of part or all of a position: on the step, and at most what it holds. */
export function closeQuantityProblem(text: string, held: string, decimals: number): FieldProblem | null {
  const problem = decimalFieldProblem(text, decimals);
  if (problem) return problem;
  return new BigNumber(normalizeDecimal(text) ?? '0').isGreaterThan(held)
    ? { key: 'tooLarge', values: { max: formatQuantity(held, decimals) } }
    : null;
}

/** `share` (0–1) of a position's quantity, cut to the step; all of it for 1 (no dust left behind). */
export function quantityForShare(held: string, share: number, decimals: number): string {
  if (share >= 1) return new BigNumber(held).toFixed();
  return new BigNumber(held).times(share).decimalPlaces(decimals, BigNumber.ROUND_DOWN).toFixed();
}
