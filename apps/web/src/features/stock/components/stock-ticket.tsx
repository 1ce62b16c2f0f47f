import { useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '@/lib/notify';
import type { MarketListRow } from '@/data/instruments/instrument-types';
import type { StockConfig } from '../api/get-stock-config';
import type { StockHolding } from '../api/list-stock-holdings';
import { useCompleteStockOrder, useCreateStockOrder } from '../api/stock-mutations';
import type { StockOrder } from '../api/page-stock-orders';
import { useStockAction } from '../hooks/use-stock-action';
import { useStockTicket } from '../hooks/use-stock-ticket';
import type { SessionView } from '../utils/session-view';
import { StockOrderStatus } from '../utils/stock-labels';
import type { StockSideValue } from '../utils/stock-labels';
import type { StockPrice } from '../utils/stock-price';
import type { StockField, StockPreview, StockRequest } from '../utils/stock-ticket';
import { StockConfirmDialog } from './stock-confirm-dialog';
import { StockSideSwitch } from './stock-side-switch';
import { StockTicketFields } from './stock-ticket-fields';
import { StockTicketFooter } from './stock-ticket-footer';
import { StockTicketPreview } from './stock-ticket-preview';

interface StockTicketProps {
  stock: MarketListRow;
  price: StockPrice;
  session: SessionView;
  config: StockConfig;
  holding: StockHolding | null;
  availableUsdt: string | null;
  side: StockSideValue;
  onSideChange: (side: StockSideValue) => void;
}

const FORM_FIELDS: ReadonlySet<string> = new Set<StockField | 'orderType'>([
  'quantity',
  'amount',
  'price',
  'orderType',
]);

/**
 * The stock ticket: buy or sell, market (in session only) or limit (any time, waits), shares or a USDT amount, the
 * fee and total as the server will compute them, and a confirmation of exactly what is sent. Remount it (key) for
 * another stock.
 */
export function StockTicket(props: StockTicketProps) {
  const { t } = useTranslation();
  const ticket = useStockTicket(props);
  const [isSubmitted, setIsSubmitted] = useState(false);
  const [pending, setPending] = useState<{ request: StockRequest; preview: StockPreview } | null>(null);
  const buy = useStockAction(useCreateStockOrder());
  const sell = useStockAction(useCompleteStockOrder());
  const isSending = buy.isPending || sell.isPending;
  const options = {
    onSuccess: (order: StockOrder) => {
      setPending(null);
      setIsSubmitted(false);
      ticket.clearSize();
      notify.success(
        t(
          order.status === StockOrderStatus.pending ? 'stockTrade.ticket.placed' : 'stockTrade.ticket.filled',
          {
            no: order.no,
          },
        ),
      );
    },
    onRefused: () => setPending(null),
    onFieldError: (field: string, message: string) => {
      if (!FORM_FIELDS.has(field)) return false;
      ticket.setServerError(field as StockField | 'orderType', message);
      return true;
    },
  };
  const confirm = (request: StockRequest) =>
    request.kind === 'buy' ? buy.run(request.body, options) : sell.run(request.body, options);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setIsSubmitted(true);
    if (ticket.state.request && ticket.state.preview)
      setPending({ request: ticket.state.request, preview: ticket.state.preview });
  };
  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label={t('stockTrade.ticket.label')}
      className="flex flex-col gap-2.5"
    >
      <StockSideSwitch
        value={props.side}
        onChange={(side) => {
          ticket.clearSize();
          props.onSideChange(side);
        }}
      />
      <StockTicketFields ticket={ticket} isSubmitted={isSubmitted} />
      <StockTicketPreview ticket={ticket} />
      <StockTicketFooter ticket={ticket} session={props.session} isSending={isSending} />
      {pending ? (
        <StockConfirmDialog
          request={pending.request}
          preview={pending.preview}
          priceAccuracy={props.stock.priceAccuracy}
          transactionAccuracy={props.stock.transactionAccuracy}
          isSending={isSending}
          onConfirm={() => confirm(pending.request)}
          onCancel={() => setPending(null)}
        />
      ) : null}
    </form>
  );
}
