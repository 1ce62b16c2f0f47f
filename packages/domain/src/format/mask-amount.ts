/** What every amount shows while the show-amount toggle is off (spec §4), whatever its length. */
export const MASKED_AMOUNT = '******';

/**
 * The formatted amount, or {@link MASKED_AMOUNT} when amounts are hidden. A fixed width keeps the size of a
 * balance from leaking through the mask.
 */
export function maskAmount(value: string, isVisible: boolean): string {
  return isVisible ? value : MASKED_AMOUNT;
}
