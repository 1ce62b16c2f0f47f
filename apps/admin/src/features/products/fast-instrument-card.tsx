import { useId } from 'react';
import { useFieldArray, useWatch } from 'react-hook-form';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FAST_CONTRACT_PERIODS_MAX } from '@exchange/contracts/http/fast-contract/fast-contract-settings';
import { Button } from '@exchange/ui/button';
import { FieldError } from '@exchange/ui/field-error';
import { inputClasses, TextField } from '@exchange/ui/text-field';
import { exposureLabel, periodFieldLabel } from './fast-settings-form';
import type { FastValues, PeriodValues } from './fast-settings-form';
import { houseEdgeText } from './product-labels';

type FastForm = UseFormReturn<FastValues>;

interface PeriodInputProps {
  form: FastForm;
  instrument: number;
  row: number;
  field: keyof PeriodValues;
  symbol: string;
  canWrite: boolean;
}

function PeriodInput({ form, instrument, row, field, symbol, canWrite }: PeriodInputProps) {
  const id = useId();
  const error = form.formState.errors.instruments?.[instrument]?.periods?.[row]?.[field]?.message;
  return (
    <td className="px-1 py-1 align-top">
      <input
        id={id}
        aria-label={periodFieldLabel(field, symbol, row)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        inputMode={field === 'periodSeconds' ? 'numeric' : 'decimal'}
        readOnly={!canWrite}
        className={inputClasses(Boolean(error))}
        {...form.register(`instruments.${instrument}.periods.${row}.${field}`)}
      />
      <FieldError id={`${id}-error`} error={error} />
    </td>
  );
}

/** The implied house edge of the rate being typed, recomputed on every keystroke. */
function HouseEdgeCell({ form, instrument, row }: { form: FastForm; instrument: number; row: number }) {
  const rate = useWatch({
    control: form.control,
    name: `instruments.${instrument}.periods.${row}.payoutRate`,
  });
  return <td className="px-3 py-3 align-top text-end tabular-nums">{houseEdgeText(rate ?? '')}</td>;
}

interface FastInstrumentCardProps {
  form: FastForm;
  index: number;
  symbol: string;
  canWrite: boolean;
  onRemove: () => void;
}

/** One instrument's offer: its exposure limit and its periods with payout rates and the house edge each implies. */
export function FastInstrumentCard({ form, index, symbol, canWrite, onRemove }: FastInstrumentCardProps) {
  const { t } = useTranslation();
  const id = useId();
  const periods = useFieldArray({ control: form.control, name: `instruments.${index}.periods` });
  const errors = form.formState.errors.instruments?.[index];
  const periodsError = errors?.periods?.message ?? errors?.periods?.root?.message ?? errors?.symbol?.message;
  const lastRate = () => form.getValues(`instruments.${index}.periods`).at(-1)?.payoutRate ?? '';
  return (
    <fieldset className="flex flex-col gap-3 rounded-lg border border-border p-3">
      <legend className="px-1 font-semibold">{symbol}</legend>
      <TextField
        label={exposureLabel(symbol)}
        inputMode="decimal"
        readOnly={!canWrite}
        error={errors?.exposureLimit?.message}
        {...form.register(`instruments.${index}.exposureLimit`)}
      />
      <div className="overflow-x-auto">
        <table className="w-full text-sm">
          <caption className="sr-only">{t('products.periodsOf', { symbol })}</caption>
          <thead className="text-xs text-muted">
            <tr>
              <th scope="col" className="px-1 py-1 text-start font-medium">
                {t('products.periodSeconds')}
              </th>
              <th scope="col" className="px-1 py-1 text-start font-medium">
                {t('products.payoutRate')}
              </th>
              <th scope="col" className="px-3 py-1 text-end font-medium">
                {t('products.houseEdge')}
              </th>
              {canWrite ? (
                <th scope="col" className="px-1 py-1">
                  <span className="sr-only">{t('products.removePeriod')}</span>
                </th>
              ) : null}
            </tr>
          </thead>
          <tbody>
            {periods.fields.map((period, row) => (
              <tr key={period.id}>
                <PeriodInput {...{ form, symbol, canWrite, row }} instrument={index} field="periodSeconds" />
                <PeriodInput {...{ form, symbol, canWrite, row }} instrument={index} field="payoutRate" />
                <HouseEdgeCell form={form} instrument={index} row={row} />
                {canWrite ? (
                  <td className="px-1 py-1 align-top">
                    <Button
                      variant="ghost"
                      isSmall
                      aria-label={t('products.removePeriodOf', { symbol, row: row + 1 })}
                      disabled={periods.fields.length <= 1}
                      onClick={() => periods.remove(row)}
                    >
                      ✕
                    </Button>
                  </td>
                ) : null}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <FieldError id={`${id}-periods-error`} error={periodsError} />
      {canWrite ? (
        <div className="flex flex-wrap gap-2">
          <Button
            variant="secondary"
            isSmall
            aria-label={t('products.addPeriodOf', { symbol })}
            disabled={periods.fields.length >= FAST_CONTRACT_PERIODS_MAX}
            onClick={() => periods.append({ periodSeconds: '', payoutRate: lastRate() })}
          >
            {t('products.addPeriod')}
          </Button>
          <Button
            variant="ghost"
            isSmall
            aria-label={t('products.stopOfferingOf', { symbol })}
            onClick={onRemove}
          >
            {t('products.stopOffering')}
          </Button>
        </div>
      ) : null}
    </fieldset>
  );
}
