import i18next from 'i18next';
import type { FieldErrors, Resolver } from 'react-hook-form';
import { adminSaveRebateConfig } from '@exchange/contracts/http/invite/invite-admin';
import { parseDecimal } from '@exchange/domain/decimal';
import type { ChangeRow } from '@/components/ui/changes-table';
import { nestedContractResolver } from '@/lib/nested-zod-resolver';
import { capText, onOffText, percentText } from './invite-labels';
import type { AdminRebateConfig, RebateConfigBody } from './invite-queries';

/** One daily-cap row as typed. */
export interface CapValues {
  asset: string;
  cap: string;
}

/** The editor's values: rates as typed fractions, the caps as rows (the body's record, one row an asset). */
export interface RebateConfigValues {
  isEnabled: boolean;
  level1Rate: string;
  level2Rate: string;
  maxKickbackRate: string;
  dailyCaps: CapValues[];
}

export const RATE_FIELDS = ['level1Rate', 'level2Rate', 'maxKickbackRate'] as const;
type TopField = 'isEnabled' | (typeof RATE_FIELDS)[number];
/** More assets than the platform lists would be a mistake; the table stays short enough to review. */
export const DAILY_CAPS_MAX = 50;

export const topFieldLabel = (field: TopField) => i18next.t(`invite.field.${field}`);

/** "Asset, row 2" and "Daily cap, row 2": the row inputs' names and the messages'. */
export function capFieldLabel(field: keyof CapValues, index: number): string {
  return i18next.t('invite.rowField', { field: i18next.t(`invite.field.${field}`), row: index + 1 });
}

function fieldLabel(field: string): string {
  const [name, index, rowField] = field.split('.');
  if (name === 'dailyCaps' && (rowField === 'asset' || rowField === 'cap'))
    return capFieldLabel(rowField, Number(index));
  if (name === 'isEnabled' || (RATE_FIELDS as readonly string[]).includes(name ?? ''))
    return topFieldLabel(name as TopField);
  return i18next.t('invite.field.dailyCaps');
}

const assetOf = (text: string) => text.trim().toUpperCase();
const isAssetSymbol = (text: string) => /^[A-Z0-9]{2,12}$/.test(text);

/**
 * A body path to the form field that shows it: `dailyCaps.BTC` is the BTC row's cap (its asset when the symbol
 * itself is refused); a cap of no row, or the record as a whole, is the table's message.
 */
export function rebateFieldOf(values: RebateConfigValues, bodyPath: string): string {
  const [name, asset] = bodyPath.split('.');
  if (name !== 'dailyCaps' || asset === undefined) return bodyPath;
  const index = values.dailyCaps.findIndex((row) => assetOf(row.asset) === asset);
  if (index < 0) return 'dailyCaps';
  return `dailyCaps.${index}.${isAssetSymbol(asset) ? 'cap' : 'asset'}`;
}

/** Whether the editor has an input (or the table's message) for a field the server named, after `rebateFieldOf`. */
export function isRebateFormField(field: string): boolean {
  return (
    ['isEnabled', 'dailyCaps', ...RATE_FIELDS].includes(field) || /^dailyCaps\.\d+\.(asset|cap)$/.test(field)
  );
}

export function toRebateConfigBody(values: RebateConfigValues): RebateConfigBody {
  return {
    isEnabled: values.isEnabled,
    level1Rate: values.level1Rate.trim(),
    level2Rate: values.level2Rate.trim(),
    maxKickbackRate: values.maxKickbackRate.trim(),
    dailyCaps: Object.fromEntries(values.dailyCaps.map((row) => [assetOf(row.asset), row.cap.trim()])),
  };
}

export function rebateConfigDefaults(config: AdminRebateConfig): RebateConfigValues {
  return {
    isEnabled: config.isEnabled,
    level1Rate: config.level1Rate,
    level2Rate: config.level2Rate,
    maxKickbackRate: config.maxKickbackRate,
    dailyCaps: Object.keys(config.dailyCaps)
      .sort()
      .map((asset) => ({ asset, cap: config.dailyCaps[asset] ?? '' })),
  };
}

/** The rules the contract states only as "not valid", said with their reason: an asset twice, level 1 + 2 over 1. */
function namedErrors(values: RebateConfigValues): Record<string, string> {
  const errors: Record<string, string> = {};
  const seen = new Set<string>();
  values.dailyCaps.forEach((row, index) => {
    const asset = assetOf(row.asset);
    if (asset !== '' && seen.has(asset))
      errors[`dailyCaps.${index}.asset`] = i18next.t('invite.duplicateAsset', { asset });
    seen.add(asset);
  });
  const [level1, level2] = [parseDecimal(values.level1Rate.trim()), parseDecimal(values.level2Rate.trim())];
  if (level1 && level2 && level1.plus(level2).isGreaterThan(1))
    errors.level2Rate = i18next.t('invite.sumOverWhole');
  return errors;
}

function setAt(errors: Record<string, unknown>, field: string, message: string): void {
  const [name, index, rowField] = field.split('.');
  if (name === 'dailyCaps' && index !== undefined && rowField !== undefined) {
    const rows = (Array.isArray(errors.dailyCaps) ? errors.dailyCaps : []) as Record<string, unknown>[];
    rows[Number(index)] = { ...rows[Number(index)], [rowField]: { type: 'check', message } };
    errors.dailyCaps = rows;
    return;
  }
  errors[field] = { type: 'check', message };
}

/** The contract's own schema checks the whole body (each issue at the input its path names), plus `namedErrors`. */
export const rebateConfigResolver: Resolver<RebateConfigValues> = async (values, context, options) => {
  const base = nestedContractResolver<RebateConfigValues>(adminSaveRebateConfig.body, {
    toBody: toRebateConfigBody,
    fieldOf: (bodyPath) => rebateFieldOf(values, bodyPath),
    labelOf: fieldLabel,
  });
  const result = await base(values, context, options);
  const named = namedErrors(values);
  if (Object.keys(named).length === 0) return result;
  const errors: Record<string, unknown> = { ...result.errors };
  for (const [field, message] of Object.entries(named)) setAt(errors, field, message);
  return { values: {}, errors: errors as FieldErrors<RebateConfigValues> };
};

type Rules = Pick<
  RebateConfigBody,
  'isEnabled' | 'level1Rate' | 'level2Rate' | 'maxKickbackRate' | 'dailyCaps'
>;

/** The confirm dialog's before → after rows: the switch, the rates, then each asset's cap (added or removed). */
export function rebateConfigChanges(before: Rules, after: Rules): ChangeRow[] {
  const rows: ChangeRow[] = [
    {
      label: topFieldLabel('isEnabled'),
      before: onOffText(before.isEnabled),
      after: onOffText(after.isEnabled),
    },
    ...RATE_FIELDS.map((field) => ({
      label: topFieldLabel(field),
      before: percentText(before[field]),
      after: percentText(after[field]),
    })),
  ];
  const assets = [...new Set([...Object.keys(before.dailyCaps), ...Object.keys(after.dailyCaps)])].sort();
  const cap = (caps: Rules['dailyCaps'], asset: string) => {
    const value = caps[asset];
    return value === undefined ? i18next.t('invite.noCap') : capText(value, asset);
  };
  return [
    ...rows,
    ...assets.map((asset) => ({
      label: i18next.t('invite.capOf', { asset }),
      before: cap(before.dailyCaps, asset),
      after: cap(after.dailyCaps, asset),
    })),
  ];
}
