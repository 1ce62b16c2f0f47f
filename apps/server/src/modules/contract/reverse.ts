import { BigNumber } from 'bignumber.js';
import { ContractOrderAction, ContractOrderTrigger, type ContractOrder } from '@exchange/contracts';
import { maxLeverageFor, oppositeOf, openCostOf, type Direction, type MarginMode } from '@exchange/domain';
import type { AppContext, Caller } from '../../platform/context';
import { fail } from '../../platform/errors';
import { orderNumber } from '../../platform/request-keys';
import { runKeyedRequest } from './account-transaction';
import { valueAccount } from './account-valuation';
import { closeAndRecord, specOfPosition } from './close-orders';
import { livePriceOf, requireLivePrice, valuationSources } from './contract-runtime';
import {
  contractBalanceOf,
  openPositionsOf,
  ownOpenPosition,
  pendingOrdersOf,
  toOrder,
  type OrderRow,
  type PositionRow,
} from './contract-store';
import { cancelOrder } from './pending-orders';
import { fillOpen, insertFilledOrder, type MoveScope } from './position-moves';

/**
 * Closes a position at `lastPrice` and opens the same quantity on the other side at the same price, leverage and
 * margin mode. The symbol's pending orders go first (they would face the wrong way). The new side must fit its
 * bracket and the wallet (with the released margin) must pay its margin and fee, or nothing happens.
 */
const reverseOne = async (
  context: AppContext,
  scope: MoveScope,
  position: PositionRow,
  lastPrice: string,
  pendingOrders: readonly OrderRow[],
) => {
  const spec = specOfPosition(context, position);
  const quantity = new BigNumber(position.quantity).toFixed();
  const max = Math.min(
    maxLeverageFor(spec.brackets, new BigNumber(quantity).times(lastPrice)),
    spec.maxLeverage,
  );
  if (position.lever > max) fail('LEVERAGE_NOT_ALLOWED', { field: 'lever', values: { max } });
  for (const order of pendingOrders)
    if (order.instrumentId === position.instrumentId) await cancelOrder(scope, order);
  const closed = await closeAndRecord(scope, {
    position,
    spec,
    quantity,
    price: lastPrice,
    feeRate: spec.takerFeeRate,
    trigger: ContractOrderTrigger.reverse,
  });
  const cost = new BigNumber(openCostOf(quantity, lastPrice, position.lever, spec.takerFeeRate));
  const remaining = await openPositionsOf(scope.tx, scope.userId);
  const balance = await contractBalanceOf(scope.tx, scope.userId);
  if (cost.isGreaterThan(valueAccount(remaining, balance, valuationSources(context)).spendable))
    fail('INSUFFICIENT_BALANCE', { field: 'id' });
  const no = orderNumber('C', scope.now.getTime());
  const direction = oppositeOf(position.direction as Direction);
  const marginMode = position.marginMode as MarginMode;
  const opened = await fillOpen(
    scope,
    null,
    {
      spec,
      direction,
      marginMode,
      lever: position.lever,
      quantity,
      price: lastPrice,
      feeRate: spec.takerFeeRate,
    },
    no,
  );
  const openOrder = await insertFilledOrder(
    scope,
    {
      no,
      spec,
      direction,
      action: ContractOrderAction.open,
      orderType: 1,
      marginMode,
      lever: position.lever,
      quantity,
      trigger: ContractOrderTrigger.reverse,
    },
    {
      dealPrice: lastPrice,
      margin: opened.margin,
      fee: opened.fee,
      plAmount: null,
      positionId: opened.position.id,
    },
  );
  return { closed: toOrder(closed.order), opened: toOrder(openOrder) };
};

/** reverse: one of the caller's positions. */
export const reversePosition = (
  context: AppContext,
  caller: Caller,
  key: string,
  query: { id: number },
): Promise<{ closed: ContractOrder; opened: ContractOrder }> =>
  runKeyedRequest(
    context,
    caller.userId,
    key,
    { kind: 'contract.reverse', body: { ...query } },
    async (scope) => {
      const position = await ownOpenPosition(scope.tx, caller.userId, query.id);
      const { lastPrice } = requireLivePrice(context, specOfPosition(context, position), 'id');
      return reverseOne(context, scope, position, lastPrice, await pendingOrdersOf(scope.tx, caller.userId));
    },
    { isTradingChange: true },
  );

/** reverse-all: every open position; one whose price is stale is skipped and named. All or nothing otherwise. */
export const reverseAllPositions = (context: AppContext, caller: Caller, key: string) =>
  runKeyedRequest(
    context,
    caller.userId,
    key,
    { kind: 'contract.reverse-all', body: {} },
    async (scope) => {
      const reversed: { closed: ContractOrder; opened: ContractOrder }[] = [];
      const skipped: { positionId: number; symbol: string; reason: string }[] = [];
      const pending = await pendingOrdersOf(scope.tx, caller.userId);
      for (const position of await openPositionsOf(scope.tx, caller.userId)) {
        const lastPrice = livePriceOf(context, specOfPosition(context, position))?.lastPrice;
        if (lastPrice) reversed.push(await reverseOne(context, scope, position, lastPrice, pending));
        else skipped.push({ positionId: position.id, symbol: position.symbol, reason: 'priceUnavailable' });
      }
      return { reversed, skipped };
    },
    { isTradingChange: true },
  );
