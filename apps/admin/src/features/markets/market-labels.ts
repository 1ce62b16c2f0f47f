import i18next from 'i18next';
import { InstrumentType } from '@exchange/contracts/enums';
import type { AdminInstrument } from '@exchange/contracts/http/admin/index';
import { parseDecimal } from '@exchange/domain/decimal';
import { formatExact, formatPercent } from '@/lib/format';

const TYPE_KEYS = {
  [InstrumentType.coin]: 'markets.types.coin',
  [InstrumentType.contract]: 'markets.types.contract',
  [InstrumentType.stock]: 'markets.types.stock',
  [InstrumentType.fastContract]: 'markets.types.fastContract',
} as const;

export const INSTRUMENT_TYPES = [
  InstrumentType.coin,
  InstrumentType.contract,
  InstrumentType.stock,
  InstrumentType.fastContract,
] as const;

export function instrumentTypeLabel(type: number): string {
  const key = TYPE_KEYS[type as keyof typeof TYPE_KEYS];
  return key ? i18next.t(key) : String(type);
}

export function instrumentTypeOptions(): { value: string; label: string }[] {
  return [
    { value: '', label: i18next.t('status.all') },
    ...INSTRUMENT_TYPES.map((type) => ({ value: String(type), label: instrumentTypeLabel(type) })),
  ];
}

/** ISO weekdays 1 (Monday) … 7 (Sunday) as short names in the UI language. */
export function weekdayLabel(day: number): string {
  // 2024-01-01 was a Monday.
  const date = new Date(Date.UTC(2024, 0, day));
  return date.toLocaleDateString(i18next.language === 'zh' ? 'zh-CN' : 'en-GB', {
    weekday: 'short',
    timeZone: 'UTC',
  });
}

/** A stock's session in one line ("Mon–Fri 09:30–16:00 America/New_York"), or "always open". */
export function tradingHoursText(hours: AdminInstrument['tradingHours']): string {
  if (hours === null) return i18next.t('markets.alwaysOpen');
  const days = [...hours.days].sort((a, b) => a - b).map(weekdayLabel);
  return `${days.join(' ')} ${hours.open}–${hours.close} ${hours.timezone}`;
}

/** A fee rate (a fraction) as a percentage with the fraction beside it: "0.05% (0.0005)", exact. */
export function feeRateText(rate: string): string {
  const percent = parseDecimal(rate)?.shiftedBy(2);
  if (!percent) return rate;
  return `${formatPercent(percent, { decimals: percent.decimalPlaces() ?? 0 })} (${formatExact(rate)})`;
}
