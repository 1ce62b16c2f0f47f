import { DEFAULT_AMOUNT_PRECISION, formatAmount } from './amount';
import { requireDecimal } from '../decimal';
import type { DecimalInput } from '../decimal';

/** One entry of the exchange-rate list (spec §3 usdExchangeList). */
export interface ExchangeRateEntry {
  /** Currency code, e.g. `EUR`. */
  exchange: string;
  /** Units of this currency per 1 USD(T), as a decimal string. */
  price: string;
  /** Currency symbol, e.g. `€`. */
  sign: string;
  /** {@link SIGN_AFTER_AMOUNT} puts the symbol after the amount (`12.30€`); anything else puts it before. */
  position: number;
  /** Decimals shown in this currency; defaults to {@link DEFAULT_AMOUNT_PRECISION}. */
  priceAccuracy?: number | null;
}

export const SIGN_AFTER_AMOUNT = 1;

export interface CurrencyFormatOptions {
  useGrouping?: boolean;
}

/**
 * Converts a USDT amount into the display currency and formats it with the currency's symbol.
 * The amount rules of {@link formatAmount} apply to the converted value (truncation, smallest unit for dust).
 * A negative amount puts the minus sign before the symbol: `-$12.30`, `-12.30€`.
 *
 * @throws RangeError when the amount is not a decimal or the rate is not above zero: showing a balance in a
 * currency with no valid rate would show a wrong figure, which is worse than showing none.
 */
export function formatInCurrency(
  amountUsdt: DecimalInput,
  entry: ExchangeRateEntry,
  options: CurrencyFormatOptions = {},
): string {
  const rate = requireDecimal(entry.price);
  if (!rate.isGreaterThan(0)) {
    throw new RangeError(`Exchange rate of ${entry.exchange} must be above zero, got ${entry.price}`);
  }
  const converted = requireDecimal(amountUsdt).times(rate).toFixed();
  const precision = entry.priceAccuracy ?? DEFAULT_AMOUNT_PRECISION;
  const formatted = formatAmount(converted, { precision, useGrouping: options.useGrouping ?? false });
  const isNegative = formatted.startsWith('-');
  const magnitude = isNegative ? formatted.slice(1) : formatted;
  const withSymbol = entry.position === SIGN_AFTER_AMOUNT ? magnitude + entry.sign : entry.sign + magnitude;
  return isNegative ? `-${withSymbol}` : withSymbol;
}
