import i18next from 'i18next';
import { parseDecimal } from '@exchange/domain/decimal';
import { NO_VALUE } from '@exchange/ui/format';
import { formatExact, formatPercent } from '@/lib/format';

/** The disclosed rate as staff read it: `-2% (-0.02)`; '—' when it is not a number. */
export function blockRateText(rate: string): string {
  const percent = parseDecimal(rate.trim())?.shiftedBy(2);
  if (!percent) return NO_VALUE;
  return `${formatPercent(percent, { decimals: percent.decimalPlaces() ?? 0, signed: true })} (${formatExact(rate.trim())})`;
}

/** A lock-up in seconds as days, hours and minutes: `7 d`, `1 d 2 h`, `90 min` → `1 h 30 min`. */
export function lockupText(seconds: number | string): string {
  const total = Number(seconds);
  if (!Number.isFinite(total) || total <= 0) return NO_VALUE;
  const days = Math.floor(total / 86_400);
  const hours = Math.floor((total % 86_400) / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const parts = [
    days ? i18next.t('products.blockDays', { count: days }) : '',
    hours ? i18next.t('products.blockHours', { count: hours }) : '',
    minutes ? i18next.t('products.blockMinutes', { count: minutes }) : '',
  ].filter(Boolean);
  return parts.length > 0 ? parts.join(' ') : i18next.t('products.seconds', { count: total });
}

/** A base-asset quantity: `1.5 BTC`. */
export function quantityText(value: string, asset: string): string {
  return parseDecimal(value.trim()) === null ? NO_VALUE : `${formatExact(value.trim())} ${asset}`;
}

/** Active or paused. */
export function offerStatusText(status: number): string {
  return i18next.t(status === 1 ? 'products.blockActive' : 'products.blockPaused');
}
