import i18next from 'i18next';
import { InviteCodeStatus } from '@exchange/contracts/http/invite/invite-common';
import { parseDecimal } from '@exchange/domain/decimal';
import { NO_VALUE } from '@exchange/ui/format';
import { formatAssetAmount, formatPercent } from '@/lib/format';

/** A fraction as an exact percentage for reading: 0.2 → `20%`, 0.125 → `12.5%`; '—' when it is not a number. */
export function percentText(fraction: string): string {
  const percent = parseDecimal(fraction.trim())?.shiftedBy(2);
  if (!percent) return NO_VALUE;
  return formatPercent(percent, { decimals: percent.decimalPlaces() ?? 0 });
}

/** One asset's daily cap: `1,000.00 USDT`; the text as typed while it is not a number. */
export function capText(cap: string, asset: string): string {
  return parseDecimal(cap.trim()) === null ? cap : formatAssetAmount(cap.trim(), asset);
}

/** Every cap, by asset: `0.50 BTC · 1,000.00 USDT`, or "No caps". */
export function capsText(caps: Readonly<Record<string, string>>): string {
  const assets = Object.keys(caps).sort();
  if (assets.length === 0) return i18next.t('invite.noCaps');
  return assets.map((asset) => capText(caps[asset] ?? '', asset)).join(' · ');
}

export const onOffText = (isOn: boolean) => i18next.t(isOn ? 'invite.on' : 'invite.off');

export const isSuspended = (status: number) => status === InviteCodeStatus.suspended;

export const codeStatusText = (status: number) =>
  i18next.t(isSuspended(status) ? 'invite.status.suspended' : 'invite.status.active');
