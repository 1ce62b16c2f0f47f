import { BigNumber } from 'bignumber.js';
import { and, eq } from 'drizzle-orm';
import {
  BusinessType,
  ContractOrderAction,
  ContractOrderStatus,
  ContractPositionStatus,
  type ContractOrder,
  type ServerMessage,
} from '@exchange/contracts';
import { LONG, type Direction, type MarginMode } from '@exchange/domain';
import { contractOrders, contractPositions } from '../../platform/db/index';
import type { AppContext, Caller } from '../../platform/context';
import { assert, fail } from '../../platform/errors';
import { voidPending } from '../ledger/index';
import { runAccountWork, runKeyedRequest } from './account-transaction';
import { livePriceOf, specsOf } from './contract-runtime';
import type { ContractSpec } from './contract-specs';
import { ownOrder, toOrder, type OrderRow } from './contract-store';
import { fillClose, fillOpen, markFilled, type MoveScope } from './position-moves';

/** An opening order's hold goes back to the wallet, exactly once (the ledger's void). */
const releaseHold = async (scope: MoveScope, order: OrderRow, reason: string) => {
  if (!order.holdId) return;
  await voidPending(scope.tx, {
    id: `contract:${order.no}:release`,
    pendingId: order.holdId,
    actor: scope.actor,
    businessType: BusinessType.contractOrderRelease,
    reason,
  });
};

/** Cancels a pending order and releases its hold. */
export const cancelOrder = async (scope: MoveScope, order: OrderRow) => {
  await releaseHold(scope, order, 'order cancelled');
  const [row] = await scope.tx
    .update(contractOrders)
    .set({ status: ContractOrderStatus.cancelled, updatedAt: scope.now })
    .where(and(eq(contractOrders.id, order.id), eq(contractOrders.status, ContractOrderStatus.pending)))
    .returning();
  assert(row, 'contract: a pending order changed under the account lock');
  return row;
};

/** revoke: cancels one of the caller's pending orders (ORDER_NOT_PENDING once it filled or was cancelled). */
export const revokeOrder = (
  context: AppContext,
  caller: Caller,
  key: string,
  query: { id: number },
): Promise<ContractOrder> =>
  runKeyedRequest(
    context,
    caller.userId,
    key,
    { kind: 'contract.revoke', body: { ...query } },
    async (scope) => {
      const order = await ownOrder(scope.tx, caller.userId, query.id);
      if (order.status !== ContractOrderStatus.pending) fail('ORDER_NOT_PENDING', { field: 'id' });
      return toOrder(await cancelOrder(scope, order));
    },
  );

/** Whether the last price has reached a resting order: a buy (long open, short close) at or below, a sell at or above. */
const isCrossed = (order: Pick<OrderRow, 'direction' | 'action' | 'price'>, lastPrice: string) => {
  assert(order.price !== null, 'contract: a resting order has a price');
  const isBuy = (order.direction === LONG) === (order.action === ContractOrderAction.open);
  return isBuy
    ? !new BigNumber(lastPrice).isGreaterThan(order.price)
    : !new BigNumber(lastPrice).isLessThan(order.price);
};

const orderPush = (order: OrderRow): ServerMessage => ({
  type: 'CONTRACT_ORDER',
  data: { orderId: order.id, symbol: order.symbol, status: order.status },
});

/**
 * The risk engine saw the market cross a resting order: under the account lock, re-check it is pending and crossed at
 * the live last price, then fill it at its limit price with the maker fee (an open releases its hold and pays afresh;
 * a close takes what is left of its position). An order that can no longer fill (its position closed, or the side
 * changed) is cancelled instead. Returns whether it acted.
 */
export const fillRestingOrder = async (context: AppContext, orderId: number): Promise<boolean> => {
  const [found] = await context.db.select().from(contractOrders).where(eq(contractOrders.id, orderId));
  if (!found || found.status !== ContractOrderStatus.pending) return false;
  return runAccountWork(context, found.userId, 'system:risk', async (scope) => {
    const order = await ownOrder(scope.tx, found.userId, orderId);
    const spec = specsOf(context).byInstrumentId(order.instrumentId);
    const price = spec ? livePriceOf(context, spec) : null;
    if (order.status !== ContractOrderStatus.pending || !spec || !price || !isCrossed(order, price.lastPrice))
      return { value: false, isUnchanged: true };
    const filled =
      order.action === ContractOrderAction.open
        ? await fillRestingOpen(scope, order, spec)
        : await fillRestingClose(scope, order, spec);
    return { value: true, pushes: [orderPush(filled)] };
  });
};

const fillRestingOpen = async (scope: MoveScope, order: OrderRow, spec: ContractSpec) => {
  const [position] = await scope.tx
    .select()
    .from(contractPositions)
    .where(
      and(
        eq(contractPositions.userId, order.userId),
        eq(contractPositions.instrumentId, order.instrumentId),
        eq(contractPositions.status, ContractPositionStatus.open),
      ),
    );
  const fits =
    !position ||
    (position.direction === order.direction &&
      position.marginMode === order.marginMode &&
      position.lever === order.lever);
  if (!fits) return cancelOrder(scope, order);
  // The hold (margin + taker fee at this price) covers margin + maker fee: release it and pay the fill afresh.
  await releaseHold(scope, order, 'order filled');
  const price = order.price as string;
  const opened = await fillOpen(
    scope,
    position ?? null,
    {
      spec,
      direction: order.direction as Direction,
      marginMode: order.marginMode as MarginMode,
      lever: order.lever,
      quantity: new BigNumber(order.quantity).toFixed(),
      price,
      feeRate: spec.makerFeeRate,
      ...(order.stopProfitPrice !== null ? { stopProfitPrice: order.stopProfitPrice } : {}),
      ...(order.stopLossPrice !== null ? { stopLossPrice: order.stopLossPrice } : {}),
    },
    order.no,
  );
  return markFilled(scope, order.id, {
    dealPrice: price,
    margin: opened.margin,
    fee: opened.fee,
    plAmount: null,
    positionId: opened.position.id,
  });
};

const fillRestingClose = async (scope: MoveScope, order: OrderRow, spec: ContractSpec) => {
  const [position] = order.positionId
    ? await scope.tx.select().from(contractPositions).where(eq(contractPositions.id, order.positionId))
    : [];
  if (!position || position.status !== ContractPositionStatus.open) return cancelOrder(scope, order);
  const quantity = BigNumber.min(order.quantity, position.quantity).toFixed();
  const price = order.price as string;
  const closed = await fillClose(scope, position, { quantity, price, feeRate: spec.makerFeeRate }, order.no);
  return markFilled(scope, order.id, {
    quantity,
    entryPrice: position.entryPrice,
    dealPrice: price,
    margin: closed.marginShare,
    fee: closed.fee,
    plAmount: closed.pnl,
    positionId: position.id,
  });
};
