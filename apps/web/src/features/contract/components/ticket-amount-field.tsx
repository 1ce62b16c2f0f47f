import { useTranslation } from 'react-i18next';
import { capInputDecimals } from '@exchange/domain/format/amount';
import { SegmentedControl } from '@/components/ui/segmented-control';
import { TextField } from '@exchange/ui/text-field';
import { formatPercent } from '@exchange/ui/format';
import { USDT_DECIMALS } from '../utils/contract-format';
import type { AmountMode } from '../utils/order-ticket';

const SHARES = [0.25, 0.5, 0.75, 1] as const;

interface TicketAmountFieldProps {
  mode: AmountMode;
  amount: string;
  baseAsset: string;
  quantityDecimals: number;
  onModeChange: (mode: AmountMode) => void;
  onAmountChange: (amount: string) => void;
  /** Fills in the amount that uses this share of the available balance; absent while nothing is available. */
  onShare?: (share: number) => void;
  hint?: string;
  error?: string;
}

/** The order's size: a quantity in the base asset (create) or a margin in USDT (create-specify), and quick shares. */
export function TicketAmountField(props: TicketAmountFieldProps) {
  const { t } = useTranslation();
  const { mode, baseAsset, onShare } = props;
  const decimals = mode === 'quantity' ? props.quantityDecimals : USDT_DECIMALS;
  return (
    <div className="flex flex-col gap-2">
      <SegmentedControl
        label={t('contract.ticket.amountBy')}
        value={mode}
        onChange={props.onModeChange}
        options={[
          { value: 'quantity', label: t('contract.ticket.byQuantity', { asset: baseAsset }) },
          { value: 'margin', label: t('contract.ticket.byMargin') },
        ]}
      />
      <TextField
        label={
          mode === 'quantity'
            ? t('contract.ticket.quantity', { asset: baseAsset })
            : t('contract.ticket.margin')
        }
        inputMode="decimal"
        autoComplete="off"
        dir="ltr"
        value={props.amount}
        onChange={(event) => props.onAmountChange(capInputDecimals(event.target.value, decimals))}
        hint={props.hint}
        error={props.error}
      />
      <div className="grid grid-cols-4 gap-2">
        {SHARES.map((share) => (
          <button
            key={share}
            type="button"
            disabled={!onShare}
            onClick={() => onShare?.(share)}
            aria-label={t('contract.ticket.share', { percent: share * 100 })}
            className="min-h-9 rounded-lg border border-border text-xs font-medium hover:bg-surface-sunken focus-visible:outline-2 focus-visible:outline-brand disabled:opacity-50"
          >
            {formatPercent(share * 100, { decimals: 0, signed: false })}
          </button>
        ))}
      </div>
    </div>
  );
}
