import { parseDecimal } from '@exchange/domain/decimal';
import { DEFAULT_AMOUNT_DECIMALS, NO_VALUE, formatDecimal } from './number-format';
import type { NumberValue } from './number-format';

/** A display currency (spec §3 usdExchangeList): units per 1 USDT, its symbol and where the symbol goes. */
export interface DisplayCurrency {
  /** Currency code, e.g. `EUR`. */
  exchange: string;
  /** Units of this currency per 1 USD(T), as a decimal string. */
  price: string;
  sign: string;
  /** 1 puts the symbol after the amount (`12,30€`); anything else before it (`$12.30`). */
  position: number;
  priceAccuracy?: number | null;
}

export const SIGN_AFTER_AMOUNT = 1;
export const USDT_DISPLAY: DisplayCurrency = {
  exchange: 'USDT',
  price: '1',
  sign: '$',
  position: 0,
  priceAccuracy: 2,
};

/**
 * A USDT value in the user's display currency with its symbol, grouped in the user's locale: `$9,700.00`,
 * `9.700,00€`, `-$12.30`. Cut, never rounded up; positive dust shows the smallest unit. A currency whose rate is
 * not above zero cannot convert, so the value shows in USDT rather than as a wrong figure.
 */
export function formatMoney(
  amountUsdt: NumberValue,
  currency: DisplayCurrency = USDT_DISPLAY,
  locale?: string,
): string {
  const amount = amountUsdt === null || amountUsdt === undefined ? null : parseDecimal(amountUsdt);
  if (amount === null) return NO_VALUE;
  const rate = parseDecimal(currency.price);
  const entry = rate !== null && rate.isGreaterThan(0) ? currency : USDT_DISPLAY;
  const converted = amount.times(entry.price);
  const text = formatDecimal(converted.abs(), {
    decimals: entry.priceAccuracy ?? DEFAULT_AMOUNT_DECIMALS,
    showDust: true,
    locale,
  });
  const withSymbol = entry.position === SIGN_AFTER_AMOUNT ? `${text}${entry.sign}` : `${entry.sign}${text}`;
  return converted.isNegative() && !converted.isZero() ? `-${withSymbol}` : withSymbol;
}
