import i18next from 'i18next';
import { adminUpdateInstrument } from '@exchange/contracts/http/admin/index';
import { InstrumentType } from '@exchange/contracts/enums';
import type { ChangeRow } from '@/components/ui/changes-table';
import { nestedContractResolver } from '@/lib/nested-zod-resolver';
import { tradingHoursText } from './market-labels';
import type { Instrument, UpdateInstrumentBody } from './market-queries';

/** The precision (and a stock's session) as typed; days are ISO weekday checkboxes ('1' Monday … '7' Sunday). */
export interface InstrumentFormValues {
  priceAccuracy: string;
  transactionAccuracy: string;
  isAlwaysOpen: boolean;
  timezone: string;
  open: string;
  close: string;
  days: string[];
}

const FIELD_KEYS = {
  priceAccuracy: 'markets.priceAccuracy',
  transactionAccuracy: 'markets.transactionAccuracy',
  isAlwaysOpen: 'markets.tradingHours',
  timezone: 'markets.timezone',
  open: 'markets.opensAt',
  close: 'markets.closesAt',
  days: 'markets.tradingDays',
} as const satisfies Record<keyof InstrumentFormValues, string>;

export const INSTRUMENT_FORM_FIELDS = Object.keys(FIELD_KEYS) as (keyof InstrumentFormValues)[];

/** A body path (`tradingHours.close`, `tradingHours`) as the editor's field (`close`, `isAlwaysOpen`). */
export function instrumentFieldOf(bodyPath: string): string {
  if (bodyPath === 'tradingHours') return 'isAlwaysOpen';
  const [head, child] = bodyPath.split('.');
  return head === 'tradingHours' && child ? child : (head ?? bodyPath);
}

export function instrumentFieldLabel(field: string): string {
  const key = FIELD_KEYS[field as keyof InstrumentFormValues];
  return key ? i18next.t(key) : field;
}

export function instrumentDefaults(instrument: Instrument): InstrumentFormValues {
  const hours = instrument.tradingHours;
  return {
    priceAccuracy: String(instrument.priceAccuracy),
    transactionAccuracy: String(instrument.transactionAccuracy),
    isAlwaysOpen: hours === null,
    timezone: hours?.timezone ?? 'America/New_York',
    open: hours?.open ?? '09:30',
    close: hours?.close ?? '16:00',
    days: (hours?.days ?? [1, 2, 3, 4, 5]).map(String),
  };
}

const asInteger = (text: string) => (/^\d+$/.test(text.trim()) ? Number(text.trim()) : Number.NaN);

/** Every field of the form as the request body (hours only for a stock). */
export function toInstrumentBody(instrument: Instrument, values: InstrumentFormValues): UpdateInstrumentBody {
  const isStock = instrument.type === InstrumentType.stock;
  const days = values.days.map(Number).sort((a, b) => a - b);
  const tradingHours = values.isAlwaysOpen
    ? null
    : { timezone: values.timezone.trim(), open: values.open, close: values.close, days };
  return {
    id: instrument.id,
    priceAccuracy: asInteger(values.priceAccuracy),
    transactionAccuracy: asInteger(values.transactionAccuracy),
    ...(isStock ? { tradingHours } : {}),
  };
}

/** Only what differs from the instrument: the update names exactly the fields it changes. */
export function changedOnly(instrument: Instrument, body: UpdateInstrumentBody): UpdateInstrumentBody | null {
  const changed: UpdateInstrumentBody = { id: instrument.id };
  if (body.priceAccuracy !== instrument.priceAccuracy) changed.priceAccuracy = body.priceAccuracy;
  if (body.transactionAccuracy !== instrument.transactionAccuracy)
    changed.transactionAccuracy = body.transactionAccuracy;
  const isHoursChanged =
    body.tradingHours !== undefined &&
    JSON.stringify(body.tradingHours) !== JSON.stringify(instrument.tradingHours);
  if (isHoursChanged) changed.tradingHours = body.tradingHours;
  return Object.keys(changed).length > 1 ? changed : null;
}

export function instrumentResolver(instrument: Instrument) {
  return nestedContractResolver<InstrumentFormValues>(adminUpdateInstrument.body, {
    toBody: (values) => toInstrumentBody(instrument, values),
    fieldOf: instrumentFieldOf,
    labelOf: instrumentFieldLabel,
  });
}

export function instrumentChanges(instrument: Instrument, body: UpdateInstrumentBody): ChangeRow[] {
  const rows: ChangeRow[] = [
    {
      label: i18next.t('markets.priceAccuracy'),
      before: String(instrument.priceAccuracy),
      after: String(body.priceAccuracy ?? instrument.priceAccuracy),
    },
    {
      label: i18next.t('markets.transactionAccuracy'),
      before: String(instrument.transactionAccuracy),
      after: String(body.transactionAccuracy ?? instrument.transactionAccuracy),
    },
  ];
  if (instrument.type !== InstrumentType.stock) return rows;
  const after = body.tradingHours === undefined ? instrument.tradingHours : body.tradingHours;
  return [
    ...rows,
    {
      label: i18next.t('markets.tradingHours'),
      before: tradingHoursText(instrument.tradingHours),
      after: tradingHoursText(after),
    },
  ];
}
