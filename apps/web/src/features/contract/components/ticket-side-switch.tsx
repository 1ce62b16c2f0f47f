import { clsx } from 'clsx';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { PositionSide } from '@exchange/contracts/enums';
import type { Direction } from '@exchange/domain/contract/position-math';
import { FieldError } from '@exchange/ui/field-error';

const SIDES = [
  { value: PositionSide.long, key: 'contract.ticket.long', checked: 'has-checked:bg-up-fill' },
  { value: PositionSide.short, key: 'contract.ticket.short', checked: 'has-checked:bg-down-fill' },
] as const;

/** Long or short, as two large radio buttons in the up and down colours (the user's colour preference). */
export function TicketSideSwitch({
  value,
  onChange,
  error,
}: {
  value: Direction;
  onChange: (direction: Direction) => void;
  error?: string;
}) {
  const { t } = useTranslation();
  const name = useId();
  const errorId = `${name}-error`;
  return (
    <fieldset aria-describedby={error ? errorId : undefined} className="flex flex-col gap-1.5">
      <legend className="sr-only">{t('contract.ticket.side')}</legend>
      <div className="grid grid-cols-2 gap-2">
        {SIDES.map((side) => (
          <label
            key={side.value}
            className={clsx(
              'relative flex min-h-11 cursor-pointer items-center justify-center rounded-xl bg-surface-sunken px-1 text-center text-xs leading-tight font-semibold text-muted @3xs:text-sm has-checked:text-white has-focus-visible:outline-2 has-focus-visible:outline-brand',
              side.checked,
            )}
          >
            <input
              type="radio"
              name={name}
              value={side.value}
              checked={value === side.value}
              onChange={() => onChange(side.value)}
              className="absolute inset-0 cursor-pointer appearance-none rounded-xl outline-none"
            />
            {t(side.key)}
          </label>
        ))}
      </div>
      <FieldError id={errorId} error={error} />
    </fieldset>
  );
}
