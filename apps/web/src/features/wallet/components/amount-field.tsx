import { useTranslation } from 'react-i18next';
import { TextField } from '@exchange/ui/text-field';
import { sanitizeAmountInput } from '../utils/amounts';

interface AmountFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  coin: string;
  /** The most that can be used (fills the field on "Max"); null while unknown. */
  maxAmount: string | null;
  /** Text under the field (the available balance). */
  hint?: string;
  error?: string;
}

/** A decimal amount (digits and one point only) with the coin and a "Max" button inside the field. */
export function AmountField({ label, value, onChange, coin, maxAmount, hint, error }: AmountFieldProps) {
  const { t } = useTranslation();
  return (
    <TextField
      label={label}
      value={value}
      onChange={(event) => onChange(sanitizeAmountInput(event.target.value))}
      inputMode="decimal"
      autoComplete="off"
      dir="ltr"
      placeholder="0.00"
      hint={hint}
      error={error}
      end={
        <span className="flex items-center gap-2">
          <span className="text-sm text-muted">{coin}</span>
          <button
            type="button"
            disabled={maxAmount === null}
            onClick={() => maxAmount !== null && onChange(maxAmount)}
            className="rounded-lg px-2 py-1 text-sm font-semibold text-brand hover:bg-surface-sunken focus-visible:outline-2 focus-visible:outline-brand disabled:opacity-50"
          >
            {t('funds.max')}
          </button>
        </span>
      }
    />
  );
}
