import i18next from 'i18next';
import { C2cOrderStatus, MerchantStatus } from '@exchange/contracts/http/c2c/c2c-common';
import type { C2cEventKind } from '@exchange/contracts/http/c2c/c2c-common';
import type { BadgeTone } from '@exchange/ui/badge';
import { parseDecimal } from '@exchange/domain/decimal';
import { NO_VALUE } from '@exchange/ui/format';
import { formatPercent } from '@/lib/format';

type MerchantStatusName = keyof typeof MerchantStatus;
type OrderStatusName = keyof typeof C2cOrderStatus;

const MERCHANT_STATUS_NAMES = Object.keys(MerchantStatus) as MerchantStatusName[];
const ORDER_STATUS_NAMES = Object.keys(C2cOrderStatus) as OrderStatusName[];

const MERCHANT_TONES: Record<MerchantStatusName, BadgeTone> = {
  applied: 'warning',
  approved: 'success',
  rejected: 'neutral',
  suspended: 'danger',
};

const ORDER_TONES: Record<OrderStatusName, BadgeTone> = {
  unpaid: 'neutral',
  paid: 'warning',
  released: 'success',
  cancelled: 'neutral',
  appealing: 'danger',
};

const merchantStatusName = (status: number) =>
  MERCHANT_STATUS_NAMES.find((name) => MerchantStatus[name] === status);
const orderStatusName = (status: number) =>
  ORDER_STATUS_NAMES.find((name) => C2cOrderStatus[name] === status);

export function merchantStatusText(status: number): string {
  const name = merchantStatusName(status);
  return name ? i18next.t(`c2c.merchantStatus.${name}`) : String(status);
}

export const merchantStatusTone = (status: number): BadgeTone => {
  const name = merchantStatusName(status);
  return name ? MERCHANT_TONES[name] : 'neutral';
};

/** The merchant filter: every status, then each one. */
export function merchantStatusOptions(): { value: string; label: string }[] {
  return [
    { value: '', label: i18next.t('c2c.allStatuses') },
    ...MERCHANT_STATUS_NAMES.map((name) => ({
      value: String(MerchantStatus[name]),
      label: i18next.t(`c2c.merchantStatus.${name}`),
    })),
  ];
}

export function orderStatusText(status: number): string {
  const name = orderStatusName(status);
  return name ? i18next.t(`c2c.orderStatus.${name}`) : String(status);
}

export const orderStatusTone = (status: number): BadgeTone => {
  const name = orderStatusName(status);
  return name ? ORDER_TONES[name] : 'neutral';
};

/** The order filter: every status, then each one (appealing first, the queue's default). */
export function orderStatusOptions(): { value: string; label: string }[] {
  const names: OrderStatusName[] = ['appealing', 'unpaid', 'paid', 'released', 'cancelled'];
  return [
    { value: '', label: i18next.t('c2c.allStatuses') },
    ...names.map((name) => ({
      value: String(C2cOrderStatus[name]),
      label: i18next.t(`c2c.orderStatus.${name}`),
    })),
  ];
}

export const eventKindText = (kind: C2cEventKind) => i18next.t(`c2c.event.${kind}`);

/** Who did a step: `buyer`, `seller`, `system`, or a staff reference such as `staff:7` (shown as it is). */
export function partyText(by: string): string {
  if (by === 'buyer' || by === 'seller' || by === 'system' || by === 'staff')
    return i18next.t(`c2c.party.${by}`);
  return by;
}

/** A 0–1 completion rate as a percentage (`0.975` → `97.5%`); '—' without orders. */
export function completionRateText(rate: string | null): string {
  const percent = rate === null ? null : parseDecimal(rate)?.shiftedBy(2);
  if (!percent) return NO_VALUE;
  return formatPercent(percent, { decimals: Math.min(percent.decimalPlaces() ?? 0, 2) });
}

/** A party of an order: `name (user 100042)`. */
export const userText = (party: { userId: number; name: string }) =>
  i18next.t('c2c.userOf', { name: party.name, userId: party.userId });
