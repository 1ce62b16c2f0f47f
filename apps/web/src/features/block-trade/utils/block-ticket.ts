import { BigNumber } from 'bignumber.js';
import type { BlockOffer } from '../api/page-block-offers';

/** Amounts paid are rounded up to the cent, as the server does. */
const AMOUNT_DECIMALS = 2;

export type QuantityProblem =
  | { key: 'block.ticket.quantityRequired' }
  | { key: 'block.ticket.quantityInvalid'; decimals: number }
  | { key: 'block.ticket.quantityRange'; min: string; max: string }
  | { key: 'block.ticket.quantityRemaining'; remaining: string }
  | { key: 'block.ticket.insufficient'; available: string };

/** The quantity's problem, if any: a positive number of at most the pair's decimals, within the limits and what is left. */
export function quantityProblem(
  offer: BlockOffer,
  text: string,
  availableUsdt: string | null,
): QuantityProblem | null {
  const value = text.trim();
  if (value === '') return { key: 'block.ticket.quantityRequired' };
  const decimals = offer.transactionAccuracy;
  const pattern = new RegExp(`^\\d{1,12}(\\.\\d{1,${Math.max(decimals, 1)}})?$`);
  if (!pattern.test(value) || (decimals === 0 && value.includes('.')) || !/[1-9]/.test(value))
    return { key: 'block.ticket.quantityInvalid', decimals };
  const quantity = new BigNumber(value);
  if (quantity.isLessThan(offer.minQuantity) || quantity.isGreaterThan(offer.maxQuantity))
    return { key: 'block.ticket.quantityRange', min: offer.minQuantity, max: offer.maxQuantity };
  if (quantity.isGreaterThan(offer.remainingQuantity))
    return { key: 'block.ticket.quantityRemaining', remaining: offer.remainingQuantity };
  const total = blockTotal(offer.blockPrice, value);
  if (availableUsdt !== null && total !== null && new BigNumber(availableUsdt).isLessThan(total))
    return { key: 'block.ticket.insufficient', available: availableUsdt };
  return null;
}

/** What a quantity costs at a block price, rounded up to the cent; null without a price. */
export function blockTotal(blockPrice: string | null, quantity: string): string | null {
  if (blockPrice === null || !/^\d+(\.\d+)?$/.test(quantity.trim())) return null;
  return new BigNumber(blockPrice)
    .times(quantity.trim())
    .decimalPlaces(AMOUNT_DECIMALS, BigNumber.ROUND_UP)
    .toFixed();
}

/** When an order bought now would be released. */
export const releaseAt = (nowMs: number, lockupSeconds: number) => nowMs + lockupSeconds * 1000;
