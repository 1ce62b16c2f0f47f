import { BigNumber } from 'bignumber.js';
import { NO_VALUE, formatAmount, formatCoinAmount, formatPercent } from '@exchange/ui/format';

/** Rates are fractions; shown with the decimals they have, at most 2 of a percent. */
const MAX_PERCENT_DECIMALS = 2;

/** A fiat amount or price with its currency: `1,234.50 USD`. */
export const formatFiat = (amount: string, fiat: string) => `${formatAmount(amount)} ${fiat}`;

/** A coin amount with its asset: `12.5 USDT`. */
export const formatCoin = (amount: string, asset: string) => `${formatCoinAmount(amount)} ${asset}`;

/** A completion rate (a fraction 0–1) as a percentage: `0.985` → `98.5%`; `—` without orders. */
export function formatCompletionRate(rate: string | null): string {
  if (rate === null) return NO_VALUE;
  const percent = new BigNumber(rate).times(100);
  if (!percent.isFinite()) return NO_VALUE;
  const decimals = Math.min(MAX_PERCENT_DECIMALS, percent.decimalPlaces() ?? 0);
  return formatPercent(percent.toFixed(), { signed: false, decimals });
}

/** A floating margin (a signed fraction) as a signed percentage: `0.02` → `+2%`, `-0.015` → `-1.5%`. */
export function formatMargin(margin: string): string {
  const percent = new BigNumber(margin).times(100);
  const decimals = Math.min(MAX_PERCENT_DECIMALS, percent.decimalPlaces() ?? 0);
  return formatPercent(percent.toFixed(), { signed: true, decimals });
}

export type DurationKey = 'c2c.duration.seconds' | 'c2c.duration.minutes' | 'c2c.duration.hours';

/** The i18n key and value of a mean release time: seconds under a minute, minutes under an hour, else hours. */
export function releaseTimeLabel(seconds: number): { key: DurationKey; value: number } {
  if (seconds < 60) return { key: 'c2c.duration.seconds', value: Math.max(seconds, 0) };
  if (seconds < 3600) return { key: 'c2c.duration.minutes', value: Math.round(seconds / 60) };
  return { key: 'c2c.duration.hours', value: Math.round(seconds / 3600) };
}

/** `mm:ss` (or `h:mm:ss`) of a span in ms; a negative span is `00:00`. */
export function countdownClock(ms: number): string {
  const total = Math.max(Math.ceil(ms / 1000), 0);
  const hours = Math.floor(total / 3600);
  const parts = [Math.floor((total % 3600) / 60), total % 60].map((part) => String(part).padStart(2, '0'));
  return hours > 0 ? `${hours}:${parts.join(':')}` : parts.join(':');
}
