import i18next from 'i18next';
import type { FieldErrors, Resolver } from 'react-hook-form';
import { adminUpdateFastContractSettings } from '@exchange/contracts/http/fast-contract/fast-contract-settings';
import { isCountryCode } from '@exchange/contracts/reference/countries';
import { parseDecimal } from '@exchange/domain/decimal';
import type { ChangeRow } from '@/components/ui/changes-table';
import { nestedContractResolver } from '@/lib/nested-zod-resolver';
import { enabledText, houseEdgeText, periodText, PRODUCT_ASSET, usdtText } from './product-labels';
import type { FastSettings, FastSettingsBody } from './product-queries';

/** One period row as typed (strings, so an empty input stays empty). */
export interface PeriodValues {
  periodSeconds: string;
  payoutRate: string;
}

export interface InstrumentValues {
  symbol: string;
  exposureLimit: string;
  periods: PeriodValues[];
}

/** The whole settings document as the form holds it; blocked countries as typed ("US, CN"). */
export interface FastValues {
  isEnabled: boolean;
  blockedCountries: string;
  minStake: string;
  maxStake: string;
  maxOpenStakePerUser: string;
  instruments: InstrumentValues[];
}

const TOP_FIELDS = ['isEnabled', 'blockedCountries', 'minStake', 'maxStake', 'maxOpenStakePerUser'] as const;
type TopField = (typeof TOP_FIELDS)[number];

export function topFieldLabel(field: TopField): string {
  if (field === 'isEnabled') return i18next.t('products.fastEnabled');
  if (field === 'blockedCountries') return i18next.t('products.blockedCountries');
  return i18next.t(`products.${field}`, { asset: PRODUCT_ASSET });
}

/** "Period (seconds), BTCUSDT row 2" and "Payout rate, BTCUSDT row 2": the inputs' names and the messages'. */
export function periodFieldLabel(field: keyof PeriodValues, symbol: string, index: number): string {
  const name = i18next.t(field === 'periodSeconds' ? 'products.periodSeconds' : 'products.payoutRate');
  return i18next.t('products.rowField', { field: name, symbol, row: index + 1 });
}

export function exposureLabel(symbol: string): string {
  return i18next.t('products.exposureLimitOf', { symbol, asset: PRODUCT_ASSET });
}

/** The field's name in messages, from its form path (`instruments.0.periods.1.payoutRate`). */
function fieldLabel(field: string, values: FastValues): string {
  if ((TOP_FIELDS as readonly string[]).includes(field)) return topFieldLabel(field as TopField);
  const [, index, name, row, rowField] = field.split('.');
  const symbol = values.instruments[Number(index)]?.symbol ?? '';
  if (name === 'exposureLimit') return exposureLabel(symbol);
  if (name === 'periods' && (rowField === 'periodSeconds' || rowField === 'payoutRate'))
    return periodFieldLabel(rowField, symbol, Number(row));
  if (name === 'periods') return i18next.t('products.periodsOf', { symbol });
  if (name === 'symbol') return i18next.t('products.instrumentNamed', { symbol });
  return i18next.t('products.instruments');
}

/** Whether the form shows a message at a field the server named (`data.field`), after `fastFieldOf`. */
export function isFastFormField(field: string): boolean {
  return (
    (TOP_FIELDS as readonly string[]).includes(field) ||
    /^instruments\.\d+\.(exposureLimit|periods|symbol)$/.test(field) ||
    /^instruments\.\d+\.periods\.\d+\.(periodSeconds|payoutRate)$/.test(field)
  );
}

/** A body path to the form field that shows it: one country of the list is the list's input. */
export function fastFieldOf(bodyPath: string): string {
  return bodyPath.startsWith('blockedCountries.') ? 'blockedCountries' : bodyPath;
}

export function countryCodesOf(text: string): string[] {
  return text
    .split(/[\s,;]+/)
    .map((code) => code.trim().toUpperCase())
    .filter((code) => code !== '');
}

const asSeconds = (text: string) => (/^\d+$/.test(text.trim()) ? Number(text.trim()) : Number.NaN);

export function toFastBody(values: FastValues): FastSettingsBody {
  return {
    isEnabled: values.isEnabled,
    blockedCountries: countryCodesOf(values.blockedCountries),
    minStake: values.minStake.trim(),
    maxStake: values.maxStake.trim(),
    maxOpenStakePerUser: values.maxOpenStakePerUser.trim(),
    instruments: values.instruments.map((instrument) => ({
      symbol: instrument.symbol,
      exposureLimit: instrument.exposureLimit.trim(),
      periods: instrument.periods.map((period) => ({
        periodSeconds: asSeconds(period.periodSeconds),
        payoutRate: period.payoutRate.trim(),
      })),
    })),
  };
}

export function fastDefaults(settings: FastSettings): FastValues {
  return {
    isEnabled: settings.isEnabled,
    blockedCountries: settings.blockedCountries.join(', '),
    minStake: settings.minStake,
    maxStake: settings.maxStake,
    maxOpenStakePerUser: settings.maxOpenStakePerUser,
    instruments: settings.instruments.map((instrument) => ({
      symbol: instrument.symbol,
      exposureLimit: instrument.exposureLimit,
      periods: instrument.periods.map((period) => ({
        periodSeconds: String(period.periodSeconds),
        payoutRate: period.payoutRate,
      })),
    })),
  };
}

/** A newly offered instrument starts with the periods and rates of the first one offered (or none to copy). */
export function newInstrument(symbol: string, values: FastValues): InstrumentValues {
  const model = values.instruments[0];
  return {
    symbol,
    exposureLimit: model?.exposureLimit ?? '',
    periods: model ? model.periods.map((period) => ({ ...period })) : [{ periodSeconds: '', payoutRate: '' }],
  };
}

const isBelow = (a: string, b: string) => {
  const [left, right] = [parseDecimal(a.trim()), parseDecimal(b.trim())];
  return left !== null && right !== null && left.isLessThan(right);
};

/** The rules the contract states only as "not valid", said with the field and its reason. */
function namedErrors(values: FastValues): Record<string, string> {
  const errors: Record<string, string> = {};
  const unknown = countryCodesOf(values.blockedCountries).find((code) => !isCountryCode(code));
  if (unknown) errors.blockedCountries = i18next.t('products.unknownCountry', { code: unknown });
  if (isBelow(values.maxStake, values.minStake))
    errors.maxStake = i18next.t('products.atLeast', {
      field: topFieldLabel('maxStake'),
      other: topFieldLabel('minStake'),
    });
  if (isBelow(values.maxOpenStakePerUser, values.maxStake))
    errors.maxOpenStakePerUser = i18next.t('products.atLeast', {
      field: topFieldLabel('maxOpenStakePerUser'),
      other: topFieldLabel('maxStake'),
    });
  return errors;
}

/**
 * The contract's own schema checks the whole document (each issue lands on the input its path names, "<field> is
 * not valid"); a few rules get their reason spelled out: an unknown country code, max stake below min stake, the
 * open-stake limit below max stake.
 */
export const fastResolver: Resolver<FastValues> = async (values, context, options) => {
  const base = nestedContractResolver<FastValues>(adminUpdateFastContractSettings.body, {
    toBody: toFastBody,
    fieldOf: fastFieldOf,
    labelOf: (field) => fieldLabel(field, values),
  });
  const result = await base(values, context, options);
  const named = namedErrors(values);
  if (Object.keys(named).length === 0) return result;
  const errors: Record<string, unknown> = { ...result.errors };
  for (const [field, message] of Object.entries(named)) errors[field] = { type: 'check', message };
  return { values: {}, errors: errors as FieldErrors<FastValues> };
};

type Offer = FastSettings['instruments'][number];

function periodsText(periods: readonly { periodSeconds: number; payoutRate: string }[]): string {
  return [...periods]
    .sort((a, b) => a.periodSeconds - b.periodSeconds)
    .map((period) =>
      i18next.t('products.periodLine', {
        period: periodText(period.periodSeconds),
        rate: parseDecimal(period.payoutRate)?.toFixed() ?? period.payoutRate,
        edge: houseEdgeText(period.payoutRate),
      }),
    )
    .join('; ');
}

const countriesText = (codes: readonly string[]) =>
  codes.length === 0 ? i18next.t('products.noneBlocked') : [...codes].sort().join(', ');

/** The confirm dialog's before → after rows: the switch, countries, limits, then each instrument (offered or not). */
export function fastChanges(settings: FastSettings, body: FastSettingsBody): ChangeRow[] {
  const notOffered = i18next.t('products.notOffered');
  const offerOf = (list: readonly Offer[], symbol: string) => list.find((offer) => offer.symbol === symbol);
  const symbols = [...new Set([...settings.instruments, ...body.instruments].map((offer) => offer.symbol))];
  return [
    {
      label: topFieldLabel('isEnabled'),
      before: enabledText(settings.isEnabled),
      after: enabledText(body.isEnabled),
    },
    {
      label: topFieldLabel('blockedCountries'),
      before: countriesText(settings.blockedCountries),
      after: countriesText(body.blockedCountries),
    },
    ...(['minStake', 'maxStake', 'maxOpenStakePerUser'] as const).map((field) => ({
      label: topFieldLabel(field),
      before: usdtText(settings[field]),
      after: usdtText(body[field]),
    })),
    ...symbols.flatMap((symbol) => {
      const [before, after] = [offerOf(settings.instruments, symbol), offerOf(body.instruments, symbol)];
      return [
        {
          label: exposureLabel(symbol),
          before: before ? usdtText(before.exposureLimit) : notOffered,
          after: after ? usdtText(after.exposureLimit) : notOffered,
        },
        {
          label: i18next.t('products.periodsOf', { symbol }),
          before: before ? periodsText(before.periods) : notOffered,
          after: after ? periodsText(after.periods) : notOffered,
        },
      ];
    }),
  ];
}
