import { useId } from 'react';
import type { UseFieldArrayReturn, UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '@exchange/ui/button';
import { FieldError } from '@exchange/ui/field-error';
import { inputClasses } from '@exchange/ui/text-field';
import { capFieldLabel, DAILY_CAPS_MAX } from './rebate-config-form';
import type { CapValues, RebateConfigValues } from './rebate-config-form';

interface DailyCapRowsProps {
  form: UseFormReturn<RebateConfigValues>;
  rows: UseFieldArrayReturn<RebateConfigValues, 'dailyCaps'>;
}

const CAP_FIELDS = ['asset', 'cap'] as const satisfies readonly (keyof CapValues)[];

function CapInput({
  form,
  index,
  field,
}: {
  form: DailyCapRowsProps['form'];
  index: number;
  field: keyof CapValues;
}) {
  const id = useId();
  const error = form.formState.errors.dailyCaps?.[index]?.[field]?.message;
  return (
    <td className="px-1 py-1 align-top">
      <input
        id={id}
        aria-label={capFieldLabel(field, index)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        inputMode={field === 'cap' ? 'decimal' : 'text'}
        autoCapitalize={field === 'asset' ? 'characters' : undefined}
        className={inputClasses(Boolean(error))}
        {...form.register(`dailyCaps.${index}.${field}`)}
      />
      <FieldError id={`${id}-error`} error={error} />
    </td>
  );
}

/** The daily caps as rows of asset and cap, each removable; an asset without a row has no cap. */
export function DailyCapRows({ form, rows }: DailyCapRowsProps) {
  const { t } = useTranslation();
  const { errors } = form.formState;
  const tableError = errors.dailyCaps?.message ?? errors.dailyCaps?.root?.message;
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="text-sm font-medium">{t('invite.field.dailyCaps')}</legend>
      <p className="text-sm text-muted">{t('invite.capsIntro')}</p>
      {rows.fields.length === 0 ? (
        <p className="text-sm text-muted">{t('invite.noCaps')}</p>
      ) : (
        <table className="w-full text-sm">
          <caption className="sr-only">{t('invite.field.dailyCaps')}</caption>
          <thead className="text-xs text-muted">
            <tr>
              {CAP_FIELDS.map((field) => (
                <th key={field} scope="col" className="px-1 py-1 text-start font-medium">
                  {t(`invite.field.${field}`)}
                </th>
              ))}
              <th scope="col" className="px-1 py-1">
                <span className="sr-only">{t('invite.removeCap')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.fields.map((row, index) => (
              <tr key={row.id}>
                {CAP_FIELDS.map((field) => (
                  <CapInput key={field} form={form} index={index} field={field} />
                ))}
                <td className="px-1 py-1 align-top">
                  <Button
                    variant="ghost"
                    isSmall
                    aria-label={t('invite.removeCapRow', { row: index + 1 })}
                    onClick={() => rows.remove(index)}
                  >
                    ✕
                  </Button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <FieldError id="rebate-caps-error" error={tableError} />
      <Button
        variant="secondary"
        isSmall
        className="self-start"
        disabled={rows.fields.length >= DAILY_CAPS_MAX}
        onClick={() => rows.append({ asset: '', cap: '' })}
      >
        {t('invite.addCap')}
      </Button>
    </fieldset>
  );
}
