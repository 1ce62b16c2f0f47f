import { z } from 'zod';

/** Where the currency sign goes relative to the amount. */
export const SIGN_POSITION = { BEFORE: 0, AFTER: 1 } as const;
export type SignPosition = (typeof SIGN_POSITION)[keyof typeof SIGN_POSITION];

export const currencySchema = z.object({
  /** Currency code (ISO 4217, or `USDT`). */
  exchange: z.string().regex(/^[A-Z]{3,5}$/),
  /** Units of this currency per 1 USD, as a positive decimal string (never a float). */
  price: z
    .string()
    .regex(/^\d+(\.\d+)?$/)
    .refine((value) => /[1-9]/.test(value), 'price must be greater than zero'),
  /** Symbol shown with converted amounts. */
  sign: z.string().min(1),
  /** 0 = sign before the amount (`$1.00`), 1 = sign after the amount (`1,00 kr`). */
  position: z.union([z.literal(0), z.literal(1)]),
  /** Decimal places shown for converted amounts. */
  priceAccuracy: z.number().int().min(0).max(8),
});
export type CurrencyRecord = z.infer<typeof currencySchema>;

/**
 * Display currencies of the exchange-rate list (spec `usdExchangeList`). USDT, the default, comes first.
 *
 * `price` values are seed reference rates, operator-maintained, not a market price: approximate units per 1 USD
 * at the time of writing, for the operator to keep up to date. AED and SAR are pegged to USD; HKD trades in a
 * 7.75–7.85 band.
 *
 * `position` follows each currency's own locale convention (CLDR): Nordic `kr`, `₽`, `₫` and the Arabic-script
 * signs follow the amount; `CHF` precedes it (`CHF 12.50`), as do the rest.
 */
export const CURRENCIES = [
  { exchange: 'USDT', price: '1', sign: '$', position: 0, priceAccuracy: 2 },
  { exchange: 'USD', price: '1', sign: '$', position: 0, priceAccuracy: 2 },
  { exchange: 'EUR', price: '0.86', sign: '€', position: 0, priceAccuracy: 2 },
  { exchange: 'GBP', price: '0.75', sign: '£', position: 0, priceAccuracy: 2 },
  { exchange: 'JPY', price: '152', sign: '¥', position: 0, priceAccuracy: 0 },
  { exchange: 'CNY', price: '7.12', sign: '¥', position: 0, priceAccuracy: 2 },
  { exchange: 'KRW', price: '1420', sign: '₩', position: 0, priceAccuracy: 0 },
  { exchange: 'INR', price: '88.5', sign: '₹', position: 0, priceAccuracy: 2 },
  { exchange: 'THB', price: '32.5', sign: '฿', position: 0, priceAccuracy: 2 },
  { exchange: 'HKD', price: '7.78', sign: 'HK$', position: 0, priceAccuracy: 2 },
  { exchange: 'TWD', price: '30.6', sign: 'NT$', position: 0, priceAccuracy: 2 },
  { exchange: 'AUD', price: '1.53', sign: 'A$', position: 0, priceAccuracy: 2 },
  { exchange: 'CAD', price: '1.4', sign: 'C$', position: 0, priceAccuracy: 2 },
  { exchange: 'CHF', price: '0.8', sign: 'CHF', position: 0, priceAccuracy: 2 },
  { exchange: 'SEK', price: '9.45', sign: 'kr', position: 1, priceAccuracy: 2 },
  { exchange: 'DKK', price: '6.42', sign: 'kr', position: 1, priceAccuracy: 2 },
  { exchange: 'NOK', price: '10.05', sign: 'kr', position: 1, priceAccuracy: 2 },
  { exchange: 'BRL', price: '5.38', sign: 'R$', position: 0, priceAccuracy: 2 },
  { exchange: 'AED', price: '3.6725', sign: 'د.إ', position: 1, priceAccuracy: 2 },
  { exchange: 'SAR', price: '3.75', sign: 'ر.س', position: 1, priceAccuracy: 2 },
  { exchange: 'RUB', price: '80.5', sign: '₽', position: 1, priceAccuracy: 2 },
  { exchange: 'TRY', price: '42', sign: '₺', position: 0, priceAccuracy: 2 },
  { exchange: 'VND', price: '26300', sign: '₫', position: 1, priceAccuracy: 0 },
  { exchange: 'IDR', price: '16600', sign: 'Rp', position: 0, priceAccuracy: 0 },
  { exchange: 'PHP', price: '58.5', sign: '₱', position: 0, priceAccuracy: 2 },
  { exchange: 'MYR', price: '4.21', sign: 'RM', position: 0, priceAccuracy: 2 },
  { exchange: 'SGD', price: '1.3', sign: 'S$', position: 0, priceAccuracy: 2 },
] as const satisfies readonly CurrencyRecord[];

export type Currency = (typeof CURRENCIES)[number];
export type CurrencyCode = Currency['exchange'];

export const DEFAULT_CURRENCY = 'USDT' satisfies CurrencyCode;

const currenciesByCode: ReadonlyMap<string, Currency> = new Map(
  CURRENCIES.map((currency) => [currency.exchange, currency]),
);

export function isCurrencyCode(value: string): value is CurrencyCode {
  return currenciesByCode.has(value);
}

/** The currency for a code (case-insensitive), or undefined when unknown. */
export function findCurrency(code: string): Currency | undefined {
  return currenciesByCode.get(code.toUpperCase());
}
