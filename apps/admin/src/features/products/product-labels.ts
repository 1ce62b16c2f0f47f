import i18next from 'i18next';
import { payoutRateSchema } from '@exchange/contracts/http/fast-contract/fast-contract-common';
import { parseDecimal } from '@exchange/domain/decimal';
import { fastContractHouseEdge } from '@exchange/domain/fast-contract/index';
import { NO_VALUE } from '@exchange/ui/format';
import { formatAssetAmount, formatDateTime, formatExact, formatPercent } from '@/lib/format';

/** Every limit and minimum of the three products is in USDT. */
export const PRODUCT_ASSET = 'USDT';

/** A USDT amount as staff read it: `10,000.00 USDT`; '—' when it is not a number. */
export function usdtText(value: string | null | undefined): string {
  if (value === null || value === undefined || parseDecimal(value) === null) return NO_VALUE;
  return formatAssetAmount(value, PRODUCT_ASSET);
}

/** A fraction as an exact percentage: 0.075 → `7.5%`; '—' when it is not a number. */
export function fractionAsPercent(fraction: string): string {
  const percent = parseDecimal(fraction)?.shiftedBy(2);
  if (!percent) return NO_VALUE;
  return formatPercent(percent, { decimals: percent.decimalPlaces() ?? 0 });
}

/** A fee rate (a fraction) as a percentage with the fraction beside it: `0.05% (0.0005)`, exact. */
export function feeRateText(rate: string): string {
  return parseDecimal(rate) === null ? NO_VALUE : `${fractionAsPercent(rate)} (${formatExact(rate)})`;
}

/**
 * The house edge a payout rate implies for a fair coin, `(1 − rate) / 2` (packages/domain `fastContractHouseEdge`,
 * the same figure the app's buy screen shows), as a percentage; '—' while the typed rate is not a valid one.
 */
export function houseEdgeText(payoutRate: string): string {
  if (!payoutRateSchema.safeParse(payoutRate).success) return NO_VALUE;
  return fractionAsPercent(fastContractHouseEdge(payoutRate.trim()));
}

/** A period in seconds: `30 s`. */
export function periodText(seconds: number | string): string {
  return i18next.t('products.seconds', { count: Number(seconds) });
}

/** When staff last saved a product's settings, or that the built-in defaults apply. */
export function savedAtText(updatedAt: number | null): string {
  return updatedAt === null ? i18next.t('products.neverSaved') : formatDateTime(updatedAt);
}

/** On / off as the switch reads it. */
export function enabledText(isEnabled: boolean): string {
  return i18next.t(isEnabled ? 'products.on' : 'products.off');
}

const regionNames = new Map<string, Intl.DisplayNames>();

/** A country's name in the UI language ("United States", "美国"), or the code itself when unknown. */
export function countryName(code: string): string {
  const locale = i18next.language === 'zh' ? 'zh-CN' : 'en';
  let names = regionNames.get(locale);
  if (!names) {
    names = new Intl.DisplayNames([locale], { type: 'region', fallback: 'code' });
    regionNames.set(locale, names);
  }
  try {
    return names.of(code) ?? code;
  } catch {
    return code;
  }
}
