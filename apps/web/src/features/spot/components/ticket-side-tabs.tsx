import { clsx } from 'clsx';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { SpotDirection } from '../utils/spot-enums';

const SIDES = [
  { value: SpotDirection.buy, key: 'spot.ticket.buy', checked: 'has-checked:bg-up-fill' },
  { value: SpotDirection.sell, key: 'spot.ticket.sell', checked: 'has-checked:bg-down-fill' },
] as const;

/** Buy or sell, as two radio buttons in the up and down colours (the user's colour preference). */
export function TicketSideTabs({
  value,
  onChange,
}: {
  value: SpotDirection;
  onChange: (direction: SpotDirection) => void;
}) {
  const { t } = useTranslation();
  const name = useId();
  return (
    <fieldset className="grid grid-cols-2 gap-1.5">
      <legend className="sr-only">{t('spot.ticket.side')}</legend>
      {SIDES.map((side) => (
        <label
          key={side.value}
          className={clsx(
            'relative flex min-h-10 cursor-pointer items-center justify-center rounded-lg bg-surface-sunken px-1 text-sm font-semibold text-muted has-checked:text-white has-focus-visible:outline-2 has-focus-visible:outline-brand',
            side.checked,
          )}
        >
          <input
            type="radio"
            name={name}
            value={side.value}
            checked={value === side.value}
            onChange={() => onChange(side.value)}
            className="absolute inset-0 cursor-pointer appearance-none rounded-lg outline-none"
          />
          {t(side.key)}
        </label>
      ))}
    </fieldset>
  );
}
