import i18next from 'i18next';
import { vipLevelInputSchema } from '@exchange/contracts/http/vip/vip-admin';
import type { ChangeRow } from '@/components/ui/changes-table';
import { formatPercent } from '@/lib/format';
import { contractResolver } from '@/lib/zod-resolver';
import type { AdminVipLevel, VipLevelBody } from './vip-queries';

/** The editor's values: text as typed (an empty threshold, price or term is "none"), switches as booleans. */
export interface VipLevelValues {
  level: string;
  name: string;
  makerFeeDiscount: string;
  takerFeeDiscount: string;
  withdrawalLimitMultiplier: string;
  hasPrioritySupport: boolean;
  minVolume30d: string;
  minHoldings: string;
  price: string;
  termDays: string;
  isPurchasable: boolean;
  isApplicable: boolean;
}

export const TEXT_FIELDS = [
  'name',
  'makerFeeDiscount',
  'takerFeeDiscount',
  'withdrawalLimitMultiplier',
  'minVolume30d',
  'minHoldings',
  'price',
  'termDays',
] as const;
export const SWITCH_FIELDS = ['hasPrioritySupport', 'isPurchasable', 'isApplicable'] as const;
type Field = 'level' | (typeof TEXT_FIELDS)[number] | (typeof SWITCH_FIELDS)[number];

export const fieldLabel = (field: Field) => i18next.t(`vip.field.${field}`);

const orNull = (text: string) => (text.trim() === '' ? null : text.trim());

export function toVipLevelBody(values: VipLevelValues): VipLevelBody {
  const termDays = orNull(values.termDays);
  return {
    level: Number(values.level),
    name: values.name.trim(),
    makerFeeDiscount: values.makerFeeDiscount.trim(),
    takerFeeDiscount: values.takerFeeDiscount.trim(),
    withdrawalLimitMultiplier: values.withdrawalLimitMultiplier.trim(),
    hasPrioritySupport: values.hasPrioritySupport,
    minVolume30d: orNull(values.minVolume30d),
    minHoldings: orNull(values.minHoldings),
    price: orNull(values.price),
    termDays: termDays === null ? null : Number(termDays),
    isPurchasable: values.isPurchasable,
    isApplicable: values.isApplicable,
  };
}

export function vipLevelDefaults(level: AdminVipLevel | null, nextNumber: number): VipLevelValues {
  return {
    level: String(level?.level ?? nextNumber),
    name: level?.name ?? `VIP${nextNumber}`,
    makerFeeDiscount: level?.makerFeeDiscount ?? '0',
    takerFeeDiscount: level?.takerFeeDiscount ?? '0',
    withdrawalLimitMultiplier: level?.withdrawalLimitMultiplier ?? '1',
    hasPrioritySupport: level?.hasPrioritySupport ?? false,
    minVolume30d: level?.minVolume30d ?? '',
    minHoldings: level?.minHoldings ?? '',
    price: level?.price ?? '',
    termDays: level?.termDays === null || level?.termDays === undefined ? '' : String(level.termDays),
    isPurchasable: level?.isPurchasable ?? false,
    isApplicable: level?.isApplicable ?? false,
  };
}

/** Validation by the contract's own schema, with the fields named in the staff member's language. */
export const vipLevelResolver = () =>
  contractResolver<VipLevelValues>(
    vipLevelInputSchema,
    Object.fromEntries(
      (['level', ...TEXT_FIELDS, ...SWITCH_FIELDS] as const).map((field) => [field, fieldLabel(field)]),
    ),
    { toBody: toVipLevelBody },
  );

/** A fraction's digits as percent units, exactly (0.15 → "15", 0.125 → "12.5"): the point moved two places. */
const fractionToPercent = (fraction: string) => {
  const [whole = '0', decimals = ''] = fraction.split('.');
  const padded = decimals.padEnd(2, '0');
  const units = `${whole}${padded.slice(0, 2)}`.replace(/^0+(?=\d)/, '');
  const rest = padded.slice(2).replace(/0+$/, '');
  return rest ? `${units}.${rest}` : units;
};

/** A fraction as a percentage for reading (0.15 → "15%"). */
export const percentText = (fraction: string) =>
  formatPercent(fractionToPercent(fraction), {
    decimals: fractionToPercent(fraction).split('.')[1]?.length ?? 0,
  });

const show = (field: Field, body: Partial<VipLevelBody> | null): string => {
  if (!body) return '—';
  const value = body[field];
  if (value === null || value === undefined) return i18next.t('vip.none');
  if (typeof value === 'boolean') return i18next.t(value ? 'vip.on' : 'vip.off');
  if (field === 'makerFeeDiscount' || field === 'takerFeeDiscount') return percentText(String(value));
  return String(value);
};

/** What saving would change, field by field (every field listed; unchanged ones are marked by the table). */
export function vipLevelChanges(before: AdminVipLevel | null, after: VipLevelBody): ChangeRow[] {
  const fields: Field[] = ['level', ...TEXT_FIELDS, ...SWITCH_FIELDS];
  return fields.map((field) => ({
    label: fieldLabel(field),
    before: show(field, before),
    after: show(field, after),
  }));
}
