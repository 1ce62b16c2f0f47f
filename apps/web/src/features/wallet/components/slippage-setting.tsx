import { clsx } from 'clsx';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldError } from '@exchange/ui/field-error';
import { formatDecimal } from '@exchange/ui/format';
import { sanitizeAmountInput } from '../utils/amounts';

const PRESETS = ['0.1', '0.5', '1'] as const;

/**
 * The slippage allowance in percent: three presets and a custom value (at most the server's limit). `error` is
 * set by the caller when the text is not an allowed percentage.
 */
export function SlippageSetting({
  percent,
  onChange,
  error,
}: {
  percent: string;
  onChange: (percent: string) => void;
  error?: string;
}) {
  const { t } = useTranslation();
  const id = useId();
  const isPreset = (PRESETS as readonly string[]).includes(percent);
  return (
    <fieldset className="flex flex-col gap-1.5">
      <legend className="mb-1.5 text-sm font-medium">{t('swap.slippage')}</legend>
      <div className="flex flex-wrap items-center gap-2">
        {PRESETS.map((preset) => (
          <button
            key={preset}
            type="button"
            aria-pressed={percent === preset}
            onClick={() => onChange(preset)}
            className={clsx(
              'min-h-10 rounded-xl border px-3 text-sm font-medium focus-visible:outline-2 focus-visible:outline-brand',
              percent === preset ? 'border-brand bg-brand/10 text-brand' : 'border-border bg-surface-raised',
            )}
          >
            {formatDecimal(preset, { decimals: 2, minDecimals: 0 })}%
          </button>
        ))}
        <label
          htmlFor={id}
          className={clsx(
            'flex min-h-10 items-center gap-1 rounded-xl border bg-surface-raised px-3 focus-within:outline-2 focus-within:outline-brand',
            !isPreset ? 'border-brand' : 'border-border',
            error && 'border-danger',
          )}
        >
          <input
            id={id}
            aria-label={t('swap.customSlippage')}
            value={isPreset ? '' : percent}
            placeholder={t('swap.custom')}
            inputMode="decimal"
            dir="ltr"
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            onChange={(event) => onChange(sanitizeAmountInput(event.target.value))}
            className="w-16 bg-transparent text-sm outline-none"
          />
          <span className="text-sm text-muted">%</span>
        </label>
      </div>
      <FieldError id={`${id}-error`} error={error} />
    </fieldset>
  );
}
