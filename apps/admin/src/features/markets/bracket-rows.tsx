import { useId } from 'react';
import type { UseFieldArrayReturn, UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '@exchange/ui/button';
import { FieldError } from '@exchange/ui/field-error';
import { inputClasses } from '@exchange/ui/text-field';
import { TIER_FIELDS, tierFieldLabel } from './bracket-form';
import type { BracketFormValues, TierField } from './bracket-form';

interface BracketRowsProps {
  form: UseFormReturn<BracketFormValues>;
  rows: UseFieldArrayReturn<BracketFormValues, 'tiers'>;
}

const HEADER_KEYS = {
  notionalFloor: 'markets.notionalFloor',
  notionalCap: 'markets.notionalCap',
  initialLeverage: 'markets.initialLeverage',
  maintMarginRatio: 'markets.maintMarginRatio',
} as const satisfies Record<TierField, string>;

function TierInput({
  form,
  index,
  field,
}: {
  form: BracketRowsProps['form'];
  index: number;
  field: TierField;
}) {
  const id = useId();
  const error = form.formState.errors.tiers?.[index]?.[field]?.message;
  return (
    <td className="px-1 py-1 align-top">
      <input
        id={id}
        aria-label={tierFieldLabel(field, index)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        inputMode={field === 'initialLeverage' ? 'numeric' : 'decimal'}
        className={inputClasses(Boolean(error))}
        {...form.register(`tiers.${index}.${field}`)}
      />
      <FieldError id={`${id}-error`} error={error} />
    </td>
  );
}

/** The editable bracket rows: floor, cap, leverage and maintenance rate per row, each removable but the last. */
export function BracketRows({ form, rows }: BracketRowsProps) {
  const { t } = useTranslation();
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-sm">
        <caption className="sr-only">{t('markets.brackets')}</caption>
        <thead className="text-xs text-muted">
          <tr>
            <th scope="col" className="px-1 py-1 text-start font-medium">
              #
            </th>
            {TIER_FIELDS.map((field) => (
              <th key={field} scope="col" className="px-1 py-1 text-start font-medium">
                {t(HEADER_KEYS[field])}
              </th>
            ))}
            <th scope="col" className="px-1 py-1">
              <span className="sr-only">{t('markets.removeBracket')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.fields.map((row, index) => (
            <tr key={row.id}>
              <th scope="row" className="px-1 py-3 align-top font-normal text-muted">
                {index + 1}
              </th>
              {TIER_FIELDS.map((field) => (
                <TierInput key={field} form={form} index={index} field={field} />
              ))}
              <td className="px-1 py-1 align-top">
                <Button
                  variant="ghost"
                  isSmall
                  aria-label={t('markets.removeBracketNumber', { bracket: index + 1 })}
                  disabled={rows.fields.length <= 1}
                  onClick={() => rows.remove(index)}
                >
                  ✕
                </Button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
