import { useState } from 'react';
import type { MarketListRow } from '@/data/instruments/instrument-types';
import type { StockConfig } from '../api/get-stock-config';
import type { StockHolding } from '../api/list-stock-holdings';
import type { SessionView } from '../utils/session-view';
import { StockOrderType, StockSide } from '../utils/stock-labels';
import type { StockSideValue } from '../utils/stock-labels';
import type { StockPrice } from '../utils/stock-price';
import { evaluateStockTicket, sizeForShare } from '../utils/stock-ticket';
import type { StockField, StockTicketContext, StockTicketValues } from '../utils/stock-ticket';

export const EMPTY_SIZE = { quantity: '', amount: '', isWhole: false } as const;

interface StockTicketInputs {
  stock: MarketListRow;
  price: StockPrice;
  session: SessionView;
  config: StockConfig;
  holding: StockHolding | null;
  /** Spot USDT free to spend; null while unknown. */
  availableUsdt: string | null;
  side: StockSideValue;
}

/**
 * The ticket's values (the side is the caller's, so a holding's "Sell" can switch it), the refusals the server sent
 * per field, and the evaluation against the live market: problems, preview and the exact request.
 */
export function useStockTicket({
  stock,
  price,
  session,
  config,
  holding,
  availableUsdt,
  side,
}: StockTicketInputs) {
  const [values, setValues] = useState<Omit<StockTicketValues, 'side'>>({
    orderType: StockOrderType.market,
    amountMode: 'quantity',
    price: '',
    ...EMPTY_SIZE,
  });
  const [serverErrors, setServerErrors] = useState<Partial<Record<StockField | 'orderType', string>>>({});
  const context: StockTicketContext = {
    symbol: stock.symbol,
    priceAccuracy: stock.priceAccuracy,
    transactionAccuracy: stock.transactionAccuracy,
    lastPrice: price.price,
    priceState: price.state,
    isOpen: session.isOpen,
    feeRate: config.feeRate,
    minAmount: config.minAmount,
    availableUsdt,
    availableQuantity: holding?.availableQuantity ?? '0',
  };
  const full: StockTicketValues = {
    ...values,
    side,
    amountMode:
      side === StockSide.buy && values.orderType === StockOrderType.market ? values.amountMode : 'quantity',
  };
  const update = (patch: Partial<Omit<StockTicketValues, 'side'>>) => {
    setServerErrors({});
    setValues((current) => ({ ...current, ...patch }));
  };
  return {
    values: full,
    context,
    state: evaluateStockTicket(full, context),
    serverErrors,
    setServerError: (field: StockField | 'orderType', message: string) =>
      setServerErrors((current) => ({ ...current, [field]: message })),
    update,
    applyShare: (share: number) => {
      const size = sizeForShare(share, full, context);
      if (size) update(size);
    },
    clearSize: () => update(EMPTY_SIZE),
  };
}

export type StockTicketModel = ReturnType<typeof useStockTicket>;
