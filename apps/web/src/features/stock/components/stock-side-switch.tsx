import { clsx } from 'clsx';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { StockSide } from '../utils/stock-labels';
import type { StockSideValue } from '../utils/stock-labels';

const SIDES = [
  { value: StockSide.buy, key: 'stockTrade.side.buy', checked: 'has-checked:bg-up-fill' },
  { value: StockSide.sell, key: 'stockTrade.side.sell', checked: 'has-checked:bg-down-fill' },
] as const;

/** Buy or sell, as two radios in the up and down colours (which follow the user's preference). */
export function StockSideSwitch({
  value,
  onChange,
}: {
  value: StockSideValue;
  onChange: (side: StockSideValue) => void;
}) {
  const { t } = useTranslation();
  const name = useId();
  return (
    <fieldset className="grid grid-cols-2 gap-1.5">
      <legend className="sr-only">{t('stockTrade.ticket.side')}</legend>
      {SIDES.map((side) => (
        <label
          key={side.value}
          className={clsx(
            'relative flex min-h-10 cursor-pointer items-center justify-center rounded-xl bg-surface-sunken text-sm font-semibold text-muted has-checked:text-white has-focus-visible:outline-2 has-focus-visible:outline-brand',
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
    </fieldset>
  );
}
