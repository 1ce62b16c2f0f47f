import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { MarginMode, OrderType } from '@exchange/contracts/enums';
import { capInputDecimals } from '@exchange/domain/format/amount';
import { FieldError } from '@exchange/ui/field-error';
import { SegmentedControl } from '@/components/ui/segmented-control';
import { TextField } from '@exchange/ui/text-field';
import type { TicketField, TicketValues } from '../utils/order-ticket';

interface TicketOrderControlsProps {
  values: TicketValues;
  /** Margin mode fixed by a position or opening order in the symbol (one-way mode). */
  isModeLocked: boolean;
  priceDecimals: number;
  priceError?: string;
  /** A refusal of the margin mode (MARGIN_MODE_CONFLICT). */
  modeError?: string;
  onChange: (patch: Partial<TicketValues>, fields: TicketField[]) => void;
}

/** Margin mode (cross / isolated), order type (market / limit) and, for a limit order, its price. */
export function TicketOrderControls({
  values,
  isModeLocked,
  priceDecimals,
  priceError,
  modeError,
  onChange,
}: TicketOrderControlsProps) {
  const { t } = useTranslation();
  const modeErrorId = useId();
  return (
    <>
      {/* Side by side where the ticket is wide enough; stacked beside the order book on a phone. */}
      <div className="grid grid-cols-1 gap-2 @3xs:grid-cols-2">
        <fieldset
          disabled={isModeLocked}
          aria-describedby={modeError ? modeErrorId : undefined}
          className="disabled:opacity-60"
        >
          <SegmentedControl
            label={t('contract.marginMode.label')}
            value={String(values.marginMode)}
            onChange={(value) =>
              onChange({ marginMode: Number(value) === 2 ? MarginMode.segmented : MarginMode.full }, [
                'marginMode',
              ])
            }
            options={[
              { value: String(MarginMode.full), label: t('contract.marginMode.cross') },
              { value: String(MarginMode.segmented), label: t('contract.marginMode.isolated') },
            ]}
          />
        </fieldset>
        <SegmentedControl
          label={t('contract.orderType.label')}
          value={String(values.orderType)}
          onChange={(value) =>
            onChange({ orderType: Number(value) === 2 ? OrderType.limit : OrderType.market }, ['price'])
          }
          options={[
            { value: String(OrderType.market), label: t('contract.orderType.market') },
            { value: String(OrderType.limit), label: t('contract.orderType.limit') },
          ]}
        />
      </div>
      <FieldError id={modeErrorId} error={modeError} />
      {values.orderType === OrderType.limit ? (
        <TextField
          label={t('contract.ticket.price')}
          inputMode="decimal"
          autoComplete="off"
          dir="ltr"
          value={values.price}
          onChange={(event) =>
            onChange({ price: capInputDecimals(event.target.value, priceDecimals) }, ['price'])
          }
          error={priceError}
        />
      ) : (
        <p className="rounded-xl bg-surface-sunken px-3 py-3 text-sm text-muted">
          {t('contract.ticket.marketPrice')}
        </p>
      )}
    </>
  );
}
