import { useTranslation } from 'react-i18next';
import { capInputDecimals } from '@exchange/domain/format/amount';
import { TextField } from '@exchange/ui/text-field';

interface TicketStopsFieldsProps {
  isOpen: boolean;
  onToggle: (isOpen: boolean) => void;
  takeProfit: string;
  stopLoss: string;
  priceDecimals: number;
  onChange: (patch: { takeProfit?: string; stopLoss?: string }) => void;
  errors: { takeProfit?: string; stopLoss?: string };
}

/** Optional take-profit and stop-loss prices, armed on the position when the order fills. */
export function TicketStopsFields(props: TicketStopsFieldsProps) {
  const { t } = useTranslation();
  const field = (name: 'takeProfit' | 'stopLoss') => (
    <TextField
      label={t(`contract.ticket.${name}`)}
      inputMode="decimal"
      autoComplete="off"
      dir="ltr"
      value={props[name]}
      onChange={(event) =>
        props.onChange({ [name]: capInputDecimals(event.target.value, props.priceDecimals) })
      }
      error={props.errors[name]}
    />
  );
  return (
    <div className="flex flex-col gap-2">
      <label className="flex min-h-9 cursor-pointer items-center gap-2 text-sm font-medium">
        <input
          type="checkbox"
          checked={props.isOpen}
          onChange={(event) => props.onToggle(event.target.checked)}
          className="size-4 accent-brand"
        />
        {t('contract.ticket.stops')}
      </label>
      {props.isOpen ? (
        <div className="grid grid-cols-2 gap-2">
          {field('takeProfit')}
          {field('stopLoss')}
        </div>
      ) : null}
    </div>
  );
}
