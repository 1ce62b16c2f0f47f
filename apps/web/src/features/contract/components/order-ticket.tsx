import { useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useOrderTicket } from '../hooks/use-order-ticket';
import { useTicketSubmit } from '../hooks/use-ticket-submit';
import { useSpotPriceAccuracies } from '../api/list-spot-accuracies';
import { priceDecimalsOf } from '../utils/accuracy';
import type { ContractSpec } from '../utils/contract-types';
import { amountForShare } from '../utils/order-ticket';
import type { TicketField, TicketRequest, TicketValues } from '../utils/order-ticket';
import type { QuoteView } from '../utils/price-state';
import { LeverageField } from './leverage-field';
import { TicketAmountField } from './ticket-amount-field';
import { TicketConfirmDialog } from './ticket-confirm-dialog';
import { TicketFooter } from './ticket-footer';
import { TicketOrderControls } from './ticket-order-controls';
import { TicketPreview } from './ticket-preview';
import { TicketSideSwitch } from './ticket-side-switch';
import { TicketStopsFields } from './ticket-stops-fields';
import { useTicketErrors } from '../hooks/use-ticket-errors';
import type { Direction } from '@exchange/domain/contract/position-math';

interface OrderTicketProps {
  spec: ContractSpec;
  quote: QuoteView;
  isSignedIn: boolean;
  /** The side to start on (the address's `side`, from a chart's Buy / Sell); long when absent. */
  initialDirection?: Direction;
}

/** About the order ticket's height on a phone (signed in, market order): what its loading state reserves. */
export const ORDER_TICKET_PENDING_CLASS = 'min-h-[54rem]';

/**
 * The contract order ticket: side, margin mode, order type, price (limit), leverage, amount (quantity or margin),
 * optional TP/SL, the live preview, the available balance, and a confirmation of exactly what is sent. Orders are
 * paused, with the reason, while the price is stale or missing. Remount it (key) for another symbol.
 */
export function OrderTicket({ spec, quote, isSignedIn, initialDirection }: OrderTicketProps) {
  const { t } = useTranslation();
  const ticket = useOrderTicket(spec, quote, isSignedIn, initialDirection);
  const { values, state, lock } = ticket;
  const [hasStops, setHasStops] = useState(false);
  const [pending, setPending] = useState<TicketRequest | null>(null);
  const errors = useTicketErrors(values, state.problems);
  const spot = useSpotPriceAccuracies();
  const priceDecimals = priceDecimalsOf(spec.priceAccuracy, spot?.get(spec.symbol));
  const send = useTicketSubmit({
    onPlaced: () => {
      setPending(null);
      errors.reset();
      ticket.update({ amount: '', takeProfit: '', stopLoss: '' });
    },
    onFieldError: (field, message) => {
      setPending(null);
      errors.setServerError(field, message);
    },
  });
  const change = (patch: Partial<TicketValues>, fields: TicketField[]) => {
    errors.clearServerErrors(fields);
    ticket.update(patch);
  };
  const isPaused = quote.state !== 'live';
  const submit = (event: FormEvent) => {
    event.preventDefault();
    errors.markSubmitted();
    if (state.request && !isPaused) setPending(state.request);
  };
  const canShare = ticket.available !== null && ticket.available > 0;

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label={t('contract.ticket.label')}
      className="@container flex flex-col gap-3"
    >
      <TicketSideSwitch
        value={values.direction}
        onChange={(direction) => change({ direction }, ['direction'])}
        error={errors.of('direction')}
      />
      <TicketOrderControls
        values={values}
        isModeLocked={lock !== null}
        priceDecimals={spec.priceAccuracy}
        priceError={errors.of('price')}
        modeError={errors.of('marginMode')}
        onChange={change}
      />
      <LeverageField
        value={values.leverage}
        max={state.maxLeverage}
        isLocked={lock !== null}
        onChange={(leverage) => change({ leverage }, ['leverage'])}
        error={errors.of('leverage')}
      />
      <TicketAmountField
        mode={values.amountMode}
        amount={values.amount}
        baseAsset={spec.baseAsset}
        quantityDecimals={spec.transactionAccuracy}
        onModeChange={(amountMode) => change({ amountMode, amount: '' }, ['amount'])}
        onAmountChange={(amount) => change({ amount }, ['amount'])}
        onShare={
          canShare
            ? (share) => change({ amount: amountForShare(share, values, ticket.context) ?? '' }, ['amount'])
            : undefined
        }
        error={errors.of('amount')}
      />
      <TicketStopsFields
        isOpen={hasStops}
        onToggle={(isOpen) => {
          setHasStops(isOpen);
          if (!isOpen) change({ takeProfit: '', stopLoss: '' }, ['takeProfit', 'stopLoss']);
        }}
        takeProfit={values.takeProfit}
        stopLoss={values.stopLoss}
        priceDecimals={spec.priceAccuracy}
        onChange={(patch) => change(patch, Object.keys(patch) as TicketField[])}
        errors={{ takeProfit: errors.of('takeProfit'), stopLoss: errors.of('stopLoss') }}
      />
      <TicketPreview spec={spec} state={state} priceDecimals={priceDecimals} />
      <TicketFooter
        isSignedIn={isSignedIn}
        available={ticket.available}
        needsFunds={ticket.available === 0 || state.problems.amount?.key === 'insufficient'}
        priceState={quote.state}
        symbol={spec.symbol}
        direction={values.direction}
        isSending={send.isPending}
      />
      {pending ? (
        <TicketConfirmDialog
          spec={spec}
          priceDecimals={priceDecimals}
          request={pending}
          preview={state.preview}
          lastPrice={quote.last}
          isSending={send.isPending}
          onConfirm={() => send.submit(pending)}
          onCancel={() => setPending(null)}
        />
      ) : null}
    </form>
  );
}
