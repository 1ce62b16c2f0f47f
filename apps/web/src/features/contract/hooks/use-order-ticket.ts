import { useMemo, useState } from 'react';
import { ContractOrderAction, OrderType, PositionSide } from '@exchange/contracts/enums';
import { formatPlainDecimal } from '@exchange/ui/format';
import { useContractAccount } from '../api/get-contract-account';
import { useContractOrders } from '../api/page-contract-orders';
import { useContractSettingsStore } from '../stores/contract-settings-store';
import type { ContractSpec } from '../utils/contract-types';
import { evaluateTicket, leverageCeiling, lockOf } from '../utils/order-ticket';
import type { TicketContext, TicketValues } from '../utils/order-ticket';
import type { QuoteView } from '../utils/price-state';
import { useLivePositions } from './use-live-positions';
import type { Direction } from '@exchange/domain/contract/position-math';

/**
 * The ticket's state for one perpetual: the values typed, the account and positions it is checked against, the
 * one-way lock (a position or opening order fixes side, margin mode and leverage), and the evaluation that runs
 * on every tick (preview and problems). Remount it (key) for another symbol: the values start afresh, on
 * `initialDirection` when given (a chart's Buy / Sell), else long.
 */
export function useOrderTicket(
  spec: ContractSpec,
  quote: QuoteView,
  isSignedIn: boolean,
  initialDirection: Direction = PositionSide.long,
) {
  const settings = useContractSettingsStore();
  const [values, setValues] = useState<TicketValues>(() => ({
    direction: initialDirection,
    orderType: OrderType.market,
    marginMode: settings.marginMode,
    leverage: Math.min(settings.leverage, leverageCeiling(spec)),
    amountMode: settings.amountMode,
    amount: '',
    price: '',
    takeProfit: '',
    stopLoss: '',
  }));
  const account = useContractAccount(isSignedIn);
  const { positions } = useLivePositions(isSignedIn);
  const openOrders = useContractOrders('open', spec.symbol, isSignedIn);
  const openingOrders = useMemo(
    () =>
      (openOrders.data?.pages ?? [])
        .flatMap((page) => page.list)
        .filter((order) => order.action === ContractOrderAction.open),
    [openOrders.data],
  );
  const position = positions.find((candidate) => candidate.symbol === spec.symbol) ?? null;
  const lock = lockOf(position, openingOrders);
  const effective: TicketValues = lock
    ? { ...values, marginMode: lock.marginMode, leverage: lock.leverage }
    : values;
  const available = account.data?.available ?? null;
  const context: TicketContext = {
    spec,
    lastPrice: quote.state === 'live' ? quote.last : null,
    markPrice: quote.mark ?? quote.last,
    available: isSignedIn ? available : null,
    position,
    otherPositions: positions.filter((candidate) => candidate.symbol !== spec.symbol),
    lock,
  };
  const state = evaluateTicket(effective, context);

  const update = (patch: Partial<TicketValues>) => {
    setValues((current) => {
      const next = { ...current, ...patch };
      // A limit price starts at the last price, so the user adjusts rather than types it all.
      if (patch.orderType === OrderType.limit && current.price === '' && quote.last !== null)
        next.price = formatPlainDecimal(quote.last, spec.priceAccuracy);
      return next;
    });
    if (patch.amountMode) settings.setAmountMode(patch.amountMode);
    if (patch.marginMode) settings.setMarginMode(patch.marginMode);
    if (patch.leverage) settings.setLeverage(patch.leverage);
  };
  return { values: effective, update, state, context, lock, available, position };
}
