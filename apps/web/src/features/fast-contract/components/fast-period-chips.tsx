import { clsx } from 'clsx';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { FastContractPeriod } from '@exchange/contracts/http/fast-contract/index';
import { formatRate } from '../utils/fast-format';

interface FastPeriodChipsProps {
  periods: readonly FastContractPeriod[];
  value: number | null;
  onChange: (periodSeconds: number) => void;
  error?: string;
}

/** The periods the instrument offers, each with its payout rate: native radios, so arrow keys move between them. */
export function FastPeriodChips({ periods, value, onChange, error }: FastPeriodChipsProps) {
  const { t } = useTranslation();
  const name = useId();
  const errorId = useId();
  return (
    <fieldset className="flex flex-col gap-1.5" aria-describedby={error ? errorId : undefined}>
      <legend className="mb-1.5 text-xs font-medium text-muted">{t('fast.ticket.period')}</legend>
      <div className="grid grid-cols-2 gap-1.5 sm:grid-cols-4">
        {periods.map((period) => (
          <label
            key={period.periodSeconds}
            className={clsx(
              'relative flex min-h-11 cursor-pointer flex-col items-center justify-center rounded-lg border border-border px-1 text-center has-focus-visible:outline-2 has-focus-visible:outline-brand',
              'has-checked:border-brand has-checked:bg-brand/10',
            )}
          >
            <input
              type="radio"
              name={name}
              value={period.periodSeconds}
              checked={value === period.periodSeconds}
              onChange={() => onChange(period.periodSeconds)}
              aria-label={t('fast.ticket.periodOption', {
                seconds: period.periodSeconds,
                rate: formatRate(period.payoutRate),
              })}
              className="absolute inset-0 cursor-pointer appearance-none rounded-lg outline-none"
            />
            <span className="text-sm font-semibold">
              {t('fast.seconds', { seconds: period.periodSeconds })}
            </span>
            <span className="text-xs text-up">{formatRate(period.payoutRate)}</span>
          </label>
        ))}
      </div>
      {error ? (
        <p id={errorId} role="alert" className="text-xs text-danger">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
