import { BigNumber } from 'bignumber.js';
import { parseDecimal } from '@exchange/domain/decimal';
import type { DecimalInput } from '@exchange/domain/decimal';
import { priceDecimals } from '@exchange/domain/format/price';
import { getNumberLocale } from './number-locale';

/**
 * The one number formatter of both apps. Every figure on screen goes through here: the user's locale groups and
 * marks decimals (`Intl.NumberFormat`, so `1,234.50` in English, `1.234,50` in German, `1 234,50` in French,
 * `12,34,567.00` in Hindi), and the decimals come from the thing measured (an asset's precision, an instrument's
 * `priceAccuracy` / `transactionAccuracy`), never from the screen.
 *
 * Exactness: values are decimal strings cut with bignumber.js and handed to Intl as strings, which Intl formats as
 * exact decimals (no float rounding of a 20-digit balance). Money is cut, never rounded up (a user must never see
 * more than they have); approximate figures (compact volumes) round.
 */
export type NumberValue = DecimalInput | null | undefined;

/** What a missing value (no price yet, not a decimal) prints as; never throws in render. */
export const NO_VALUE = '—';

/** Spec §5: currency amounts show 2 decimals unless the currency says otherwise. */
export const DEFAULT_AMOUNT_DECIMALS = 2;
/** Coin balances show at most this many decimals. */
export const COIN_DISPLAY_DECIMALS = 8;
const MAX_DECIMALS = 18;

export interface DecimalFormatOptions {
  /** Most decimals shown. */
  decimals: number;
  /** Fewest decimals shown (trailing zeros kept up to here); defaults to `decimals`. */
  minDecimals?: number;
  /** `down` (default) cuts toward zero, for money and prices; `halfUp` for approximate figures. */
  rounding?: 'down' | 'halfUp';
  /** Thousands grouping; on by default. Off only for text that goes back into an input. */
  grouping?: boolean;
  /** `always` prints `+` on positive values (changes, PnL); zero never gets a sign. */
  sign?: 'auto' | 'always';
  /** A positive value that would show as zero shows the smallest unit instead (balances); off by default. */
  showDust?: boolean;
  locale?: string;
}

const formatterCache = new Map<string, Intl.NumberFormat>();

function intlFormatter(locale: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let formatter = formatterCache.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale, options);
    formatterCache.set(key, formatter);
  }
  return formatter;
}

function clampDecimals(decimals: number): number {
  return Math.min(MAX_DECIMALS, Math.max(0, Math.trunc(decimals)));
}

/** Intl's own typing takes a string as an exact decimal (Intl.NumberFormat v3), which ES2023's lib omits. */
type ExactFormat = (value: string) => string;

function formatExact(formatter: Intl.NumberFormat, value: BigNumber): string {
  return (formatter.format as unknown as ExactFormat)(value.toFixed());
}

/** A decimal in the user's locale with the given decimals; {@link NO_VALUE} when it is not a decimal. */
export function formatDecimal(value: NumberValue, options: DecimalFormatOptions): string {
  const amount = value === null || value === undefined ? null : parseDecimal(value);
  if (amount === null) return NO_VALUE;
  const decimals = clampDecimals(options.decimals);
  const minDecimals = Math.min(decimals, clampDecimals(options.minDecimals ?? decimals));
  const mode = options.rounding === 'halfUp' ? BigNumber.ROUND_HALF_UP : BigNumber.ROUND_DOWN;
  let shown = amount.decimalPlaces(decimals, mode);
  if (options.showDust && shown.isZero() && amount.isGreaterThan(0))
    shown = new BigNumber(1).shiftedBy(-decimals);
  if (shown.isZero()) shown = new BigNumber(0); // no "-0.00"
  const formatter = intlFormatter(options.locale ?? getNumberLocale(), {
    minimumFractionDigits: minDecimals,
    maximumFractionDigits: decimals,
    useGrouping: options.grouping ?? true,
    signDisplay: options.sign === 'always' ? 'exceptZero' : 'auto',
  });
  return formatExact(formatter, shown);
}

interface LocaleOption {
  locale?: string;
}

/**
 * A decimal as plain text for an input or the server, never for display: no grouping, `.` as the point whatever
 * the locale, exactly `decimals` decimals, cut (`60000` at 2 → `60000.00`); '' when it is not a decimal.
 */
export function formatPlainDecimal(value: NumberValue, decimals: number): string {
  const amount = value === null || value === undefined ? null : parseDecimal(value);
  if (amount === null) return '';
  const places = clampDecimals(decimals);
  const shown = amount.decimalPlaces(places, BigNumber.ROUND_DOWN);
  return (shown.isZero() ? new BigNumber(0) : shown).toFixed(places);
}

/** A money amount with exactly `precision` decimals (default 2), cut; positive dust shows the smallest unit. */
export function formatAmount(
  value: NumberValue,
  precision = DEFAULT_AMOUNT_DECIMALS,
  options: LocaleOption = {},
) {
  return formatDecimal(value, { decimals: precision, showDust: true, locale: options.locale });
}

/**
 * A coin amount as a balance shows it: its own decimals, at least 2 and at most `maxDecimals` (default 8, or the
 * asset's precision), cut; positive dust shows the smallest unit.
 */
export function formatCoinAmount(
  value: NumberValue,
  maxDecimals = COIN_DISPLAY_DECIMALS,
  options: LocaleOption = {},
) {
  return formatDecimal(value, {
    decimals: maxDecimals,
    minDecimals: Math.min(DEFAULT_AMOUNT_DECIMALS, maxDecimals),
    showDust: true,
    locale: options.locale,
  });
}

/** A price at the instrument's `priceAccuracy`; without one, the spec §5 steps (1000+ → 2, 100+ → 3, 1+ → 4, else 5). */
export function formatPrice(value: NumberValue, priceAccuracy?: number | null, options: LocaleOption = {}) {
  const amount = value === null || value === undefined ? null : parseDecimal(value);
  if (amount === null) return NO_VALUE;
  const decimals = priceAccuracy ?? priceDecimals(amount);
  return formatDecimal(amount, { decimals, locale: options.locale });
}

/** A quantity at the instrument's `transactionAccuracy`. */
export function formatQuantity(value: NumberValue, transactionAccuracy: number, options: LocaleOption = {}) {
  return formatDecimal(value, { decimals: transactionAccuracy, locale: options.locale });
}

/** A signed change or PnL: `+12.30`, `-0.05`, `0.00`. */
export function formatSigned(value: NumberValue, decimals: number, options: LocaleOption = {}) {
  return formatDecimal(value, { decimals, sign: 'always', locale: options.locale });
}

export interface PercentOptions extends LocaleOption {
  /** Decimals of the percentage; default 2. */
  decimals?: number;
  /** `+2.35%` for rises (default true); false for rates that are never a direction (fees, margin ratio). */
  signed?: boolean;
}

/**
 * A percentage given in percent units (`2.35` → `+2.35%`), with the locale's sign and placement (`%2,35` in
 * Turkish, `2,35 %` in German). Cut, so a change never reads larger than it is.
 */
export function formatPercent(value: NumberValue, options: PercentOptions = {}): string {
  const amount = value === null || value === undefined ? null : parseDecimal(value);
  if (amount === null) return NO_VALUE;
  const decimals = clampDecimals(options.decimals ?? 2);
  let fraction = amount.decimalPlaces(decimals, BigNumber.ROUND_DOWN).shiftedBy(-2);
  if (fraction.isZero()) fraction = new BigNumber(0);
  const formatter = intlFormatter(options.locale ?? getNumberLocale(), {
    style: 'percent',
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
    signDisplay: options.signed === false ? 'auto' : 'exceptZero',
  });
  return formatExact(formatter, fraction);
}

/**
 * The short form where space is short (`1.2M`, `1,2 Mio.`, `123万`), in the locale's own units; rounded, because a
 * compact figure is approximate by nature (volumes, turnover), never a balance.
 */
export function formatCompact(
  value: NumberValue,
  options: LocaleOption & { decimals?: number } = {},
): string {
  const amount = value === null || value === undefined ? null : parseDecimal(value);
  if (amount === null) return NO_VALUE;
  const formatter = intlFormatter(options.locale ?? getNumberLocale(), {
    notation: 'compact',
    compactDisplay: 'short',
    maximumFractionDigits: clampDecimals(options.decimals ?? 2),
  });
  return formatExact(formatter, amount);
}

export type Direction = 'up' | 'down' | 'flat';

/** Direction of a signed value: flat for zero or no value. */
export function directionOf(value: NumberValue): Direction {
  const amount = value === null || value === undefined ? null : parseDecimal(value);
  if (amount === null || amount.isZero()) return 'flat';
  return amount.isNegative() ? 'down' : 'up';
}

/** Text colour of a change; up and down follow the user's colour scheme (the --color-up / --color-down tokens). */
export const directionTextClass: Readonly<Record<Direction, string>> = {
  up: 'text-up',
  down: 'text-down',
  flat: 'text-muted',
};
