import i18next from 'i18next';
import { adminUpdateContractSpec } from '@exchange/contracts/http/admin/index';
import type { ChangeRow } from '@/components/ui/changes-table';
import { nestedContractResolver } from '@/lib/nested-zod-resolver';
import { feeRateText } from './market-labels';
import type { Instrument, UpdateContractSpecBody } from './market-queries';

/** One bracket row as typed (strings, so an empty input stays empty). */
export interface TierValues {
  notionalFloor: string;
  notionalCap: string;
  initialLeverage: string;
  maintMarginRatio: string;
}

export interface BracketFormValues {
  tiers: TierValues[];
  takerFeeRate: string;
  makerFeeRate: string;
}

export const TIER_FIELDS = ['notionalFloor', 'notionalCap', 'initialLeverage', 'maintMarginRatio'] as const;
export type TierField = (typeof TIER_FIELDS)[number];

const TIER_FIELD_KEYS = {
  notionalFloor: 'markets.notionalFloor',
  notionalCap: 'markets.notionalCap',
  initialLeverage: 'markets.initialLeverage',
  maintMarginRatio: 'markets.maintMarginRatio',
} as const satisfies Record<TierField, string>;

export function tierFieldLabel(field: TierField, index: number): string {
  return i18next.t('markets.tierField', { field: i18next.t(TIER_FIELD_KEYS[field]), bracket: index + 1 });
}

/** The field's name in messages: "Maintenance rate, bracket 2", "Taker fee rate", "Brackets". */
export function bracketFieldLabel(field: string): string {
  const [, index, name] = field.split('.');
  if (field.startsWith('tiers.') && name && (TIER_FIELDS as readonly string[]).includes(name))
    return tierFieldLabel(name as TierField, Number(index));
  if (field === 'takerFeeRate') return i18next.t('markets.takerFeeRate');
  if (field === 'makerFeeRate') return i18next.t('markets.makerFeeRate');
  return i18next.t('markets.brackets');
}

/** Whether the editor has an input (or the table's own message) for a field the server named. */
export function isBracketFormField(field: string): boolean {
  return (
    /^tiers\.\d+\.(notionalFloor|notionalCap|initialLeverage|maintMarginRatio)$/.test(field) ||
    ['tiers', 'takerFeeRate', 'makerFeeRate'].includes(field)
  );
}

export function bracketDefaults(instrument: Instrument): BracketFormValues {
  const spec = instrument.contractSpec;
  return {
    tiers: (spec?.brackets ?? []).map((bracket) => ({
      notionalFloor: bracket.notionalFloor,
      notionalCap: bracket.notionalCap,
      initialLeverage: String(bracket.initialLeverage),
      maintMarginRatio: bracket.maintMarginRatio,
    })),
    takerFeeRate: spec?.takerFeeRate ?? '',
    makerFeeRate: spec?.makerFeeRate ?? '',
  };
}

/** A new row continues the table: it starts at the last cap, with the last row's leverage and rate. */
export function nextTier(tiers: readonly TierValues[]): TierValues {
  const last = tiers[tiers.length - 1];
  return {
    notionalFloor: last?.notionalCap ?? '0',
    notionalCap: '',
    initialLeverage: last?.initialLeverage ?? '',
    maintMarginRatio: last?.maintMarginRatio ?? '',
  };
}

const asInteger = (text: string) => (/^\d+$/.test(text.trim()) ? Number(text.trim()) : Number.NaN);

export function toContractSpecBody(instrumentId: number, values: BracketFormValues): UpdateContractSpecBody {
  return {
    instrumentId,
    tiers: values.tiers.map((tier) => ({
      notionalFloor: tier.notionalFloor.trim(),
      notionalCap: tier.notionalCap.trim(),
      initialLeverage: asInteger(tier.initialLeverage),
      maintMarginRatio: tier.maintMarginRatio.trim(),
    })),
    takerFeeRate: values.takerFeeRate.trim(),
    makerFeeRate: values.makerFeeRate.trim(),
  };
}

export function bracketResolver(instrumentId: number) {
  return nestedContractResolver<BracketFormValues>(adminUpdateContractSpec.body, {
    toBody: (values) => toContractSpecBody(instrumentId, values),
    labelOf: bracketFieldLabel,
  });
}

function tierText(tier: Omit<TierValues, 'initialLeverage'> & { initialLeverage: number | string }): string {
  return `${tier.notionalFloor} – ${tier.notionalCap}, ${tier.initialLeverage}×, ${tier.maintMarginRatio}`;
}

/** The confirm dialog's before → after rows: every bracket (added ones before "—", removed ones after "—"), fees. */
export function bracketChanges(instrument: Instrument, body: UpdateContractSpecBody): ChangeRow[] {
  const before = instrument.contractSpec;
  const brackets = before?.brackets ?? [];
  const count = Math.max(brackets.length, body.tiers.length);
  const rows: ChangeRow[] = Array.from({ length: count }, (_, index) => {
    const old = brackets[index];
    const next = body.tiers[index];
    return {
      label: i18next.t('markets.bracketNumber', { bracket: index + 1 }),
      before: old ? tierText(old) : '—',
      after: next ? tierText(next) : '—',
    };
  });
  const fee = (rate: string | undefined) => (rate ? feeRateText(rate) : '—');
  return [
    ...rows,
    {
      label: i18next.t('markets.takerFeeRate'),
      before: fee(before?.takerFeeRate),
      after: fee(body.takerFeeRate),
    },
    {
      label: i18next.t('markets.makerFeeRate'),
      before: fee(before?.makerFeeRate),
      after: fee(body.makerFeeRate),
    },
  ];
}
