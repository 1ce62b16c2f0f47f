import { useTranslation } from 'react-i18next';
import { SegmentedControl } from '@/components/ui/segmented-control';
import { SelectField } from '@exchange/ui/select-field';
import { usePerpetuals } from '../api/list-perpetuals';
import type { ContractOrderScope } from '../utils/contract-types';

interface OrdersFilterProps {
  scope: ContractOrderScope;
  symbol: string;
  onChange: (filter: { scope: ContractOrderScope; symbol: string }) => void;
}

/** Open orders or history, of every perpetual or of one. */
export function OrdersFilter({ scope, symbol, onChange }: OrdersFilterProps) {
  const { t } = useTranslation();
  const perpetuals = usePerpetuals();
  const options = [
    { value: '', label: t('contract.order.allSymbols') },
    ...(perpetuals.data ?? []).map((row) => ({ value: row.symbol, label: row.symbol })),
  ];
  // A symbol from the address that is not (yet) in the list still shows as chosen.
  if (symbol && !options.some((option) => option.value === symbol))
    options.push({ value: symbol, label: symbol });
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
      <div className="sm:w-72">
        <SegmentedControl
          label={t('contract.order.scope')}
          value={scope}
          onChange={(next) => onChange({ scope: next, symbol })}
          options={[
            { value: 'open', label: t('contract.tabs.open') },
            { value: 'history', label: t('contract.tabs.history') },
          ]}
        />
      </div>
      <SelectField
        className="sm:w-56"
        label={t('contract.order.symbolFilter')}
        options={options}
        value={symbol}
        onChange={(event) => onChange({ scope, symbol: event.target.value })}
      />
    </div>
  );
}
