import i18next from 'i18next';
import {
  NO_VALUE,
  formatDecimal,
  formatPercent as sharedPercent,
  formatPrice as sharedPrice,
} from '@exchange/ui/format';
import type { NumberValue, PercentOptions } from '@exchange/ui/format';

/**
 * How the back office prints values. Numbers go through the shared formatter (`@exchange/ui/format`, grouped in the
 * UI language's number locale, `1,234.50`); staff review money, so an amount shows every decimal it has (the ledger's
 * 18 at most) and is never cut. Inputs keep plain ungrouped text, the way it is sent.
 */

/** The ledger's scale: the most decimals any amount has. */
const LEDGER_DECIMALS = 18;
/** Spec §5: amounts show at least 2 decimals. */
const MIN_AMOUNT_DECIMALS = 2;

const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();

/** A millisecond timestamp as local date and time in the UI language, or '—'. */
export function formatDateTime(timestampMs: number | null | undefined): string {
  if (timestampMs === null || timestampMs === undefined) return NO_VALUE;
  const locale = i18next.language === 'zh' ? 'zh-CN' : 'en-GB';
  let format = dateTimeFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, {
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
      hour12: false,
    });
    dateTimeFormats.set(locale, format);
  }
  return format.format(new Date(timestampMs));
}

/** JSON for the audit drawer and problem lists, indented. */
export function formatJson(value: unknown): string {
  if (value === null || value === undefined) return NO_VALUE;
  return JSON.stringify(value, null, 2);
}

/** A money amount exactly, grouped: every decimal it has, at least 2 (`9,700.00`, `0.000123456789`); or '—'. */
export function formatAmount(value: NumberValue): string {
  return formatDecimal(value, { decimals: LEDGER_DECIMALS, minDecimals: MIN_AMOUNT_DECIMALS });
}

/** An amount with its asset: `9,700.00 USDT`. */
export function formatAssetAmount(value: NumberValue, asset: string): string {
  return `${formatAmount(value)} ${asset}`;
}

/** A quantity, price or rate exactly as stored, grouped, no decimals added (`1,234.5`, `0.0005`); or '—'. */
export function formatExact(value: NumberValue): string {
  return formatDecimal(value, { decimals: LEDGER_DECIMALS, minDecimals: 0 });
}

/** A price at the instrument's `priceAccuracy` (or the spec §5 steps without one). */
export function formatPrice(value: NumberValue, priceAccuracy?: number | null): string {
  return sharedPrice(value, priceAccuracy);
}

/** A percentage given in percent units (`0.05` → `0.05%`); unsigned unless asked. */
export function formatPercent(value: NumberValue, options: PercentOptions = {}): string {
  return sharedPercent(value, { signed: false, ...options });
}
