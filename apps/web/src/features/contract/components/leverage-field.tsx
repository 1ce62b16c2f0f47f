import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldError } from '@exchange/ui/field-error';

interface LeverageFieldProps {
  value: number;
  /** The highest leverage the resulting position's bracket and the operator allow. */
  max: number;
  /** Set by an open position or opening order of this symbol (one-way mode): shown, not changed. */
  isLocked: boolean;
  onChange: (leverage: number) => void;
  error?: string;
}

/** Leverage as a slider (1× to the max for the order's size) and a number field for an exact value. */
export function LeverageField({ value, max, isLocked, onChange, error }: LeverageFieldProps) {
  const { t } = useTranslation();
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hintId, error ? errorId : null].filter(Boolean).join(' ');
  const read = (text: string) => {
    const number = Number(text);
    onChange(Number.isFinite(number) ? Math.trunc(number) : 0);
  };
  return (
    <div className="flex flex-col gap-1.5">
      <div className="flex items-center justify-between gap-2">
        <label htmlFor={id} className="text-sm font-medium">
          {t('contract.ticket.leverage')}
        </label>
        <div className="flex items-center gap-1 rounded-lg border border-border bg-surface-raised px-2 focus-within:outline-2 focus-within:outline-brand">
          <input
            id={id}
            type="number"
            inputMode="numeric"
            min={1}
            max={max}
            step={1}
            value={value > 0 ? String(value) : ''}
            disabled={isLocked}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy}
            onChange={(event) => read(event.target.value)}
            className="w-14 bg-transparent py-1.5 text-end tabular-nums outline-none disabled:opacity-60"
          />
          <span aria-hidden="true" className="text-muted">
            ×
          </span>
        </div>
      </div>
      <input
        type="range"
        min={1}
        max={Math.max(max, 1)}
        step={1}
        value={Math.min(Math.max(value, 1), Math.max(max, 1))}
        disabled={isLocked}
        aria-label={t('contract.ticket.leverageSlider')}
        aria-valuetext={t('contract.ticket.leverageValue', { value })}
        onChange={(event) => read(event.target.value)}
        className="w-full accent-brand disabled:opacity-60"
      />
      <p id={hintId} className="text-xs text-muted">
        {isLocked ? t('contract.ticket.locked') : t('contract.ticket.leverageMax', { max })}
      </p>
      <FieldError id={errorId} error={error} />
    </div>
  );
}
