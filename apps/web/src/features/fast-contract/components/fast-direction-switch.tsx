import { clsx } from 'clsx';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { FastDirection } from '../utils/fast-status';
import type { FastDirectionValue } from '../utils/fast-status';

const OPTIONS = [
  {
    value: FastDirection.up,
    key: 'fast.direction.up',
    checked: 'has-checked:bg-up-fill has-checked:text-white',
  },
  {
    value: FastDirection.down,
    key: 'fast.direction.down',
    checked: 'has-checked:bg-down-fill has-checked:text-white',
  },
] as const;

/** Up or Down, as two radios in the up and down colours (which follow the user's preference). */
export function FastDirectionSwitch({
  value,
  onChange,
}: {
  value: FastDirectionValue;
  onChange: (direction: FastDirectionValue) => void;
}) {
  const { t } = useTranslation();
  const name = useId();
  return (
    <fieldset className="grid grid-cols-2 gap-1.5 rounded-xl bg-surface-sunken p-1">
      <legend className="sr-only">{t('fast.ticket.direction')}</legend>
      {OPTIONS.map((option) => (
        <label
          key={option.value}
          className={clsx(
            'relative flex min-h-10 cursor-pointer items-center justify-center rounded-lg text-sm font-semibold text-muted has-focus-visible:outline-2 has-focus-visible:outline-brand',
            option.checked,
          )}
        >
          <input
            type="radio"
            name={name}
            value={option.value}
            checked={value === option.value}
            onChange={() => onChange(option.value)}
            className="absolute inset-0 cursor-pointer appearance-none rounded-lg outline-none"
          />
          {t(option.key)}
        </label>
      ))}
    </fieldset>
  );
}
