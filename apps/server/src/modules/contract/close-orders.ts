import { BigNumber } from 'bignumber.js';
import {
  ContractOrderAction,
  ContractOrderStatus,
  ContractOrderTrigger,
  type ContractOrder,
} from '@exchange/contracts';
import { CONTRACT_OPEN_ORDERS_LIMIT } from '@exchange/contracts/reference/index';
import { LONG, type Direction, type MarginMode } from '@exchange/domain';
import { contractOrders } from '../../platform/db/index';
import type { AppContext, Caller } from '../../platform/context';
import { assert, fail } from '../../platform/errors';
import { orderNumber } from '../../platform/request-keys';
import { runKeyedRequest } from './account-transaction';
import { livePriceOf, requireLivePrice, specsOf } from './contract-runtime';
import type { ContractSpec } from './contract-specs';
import {
  openPositionsOf,
  ownOpenPosition,
  pendingOrdersOf,
  toOrder,
  type PositionRow,
} from './contract-store';
import { fillClose, insertFilledOrder, type MoveScope } from './position-moves';
import { requireStep } from './order-rules';

/** The rules of a position's perpetual (kept after a delisting: a held position can still be closed). */
export const specOfPosition = (context: AppContext, position: PositionRow): ContractSpec => {
  const spec = specsOf(context).byInstrumentId(position.instrumentId);
  assert(spec, `contract: no rules for instrument ${position.instrumentId}`);
  return spec;
};

/** The quantity to close: all of it by default; else on the step and at most what is held. */
const closeQuantity = (spec: ContractSpec, position: PositionRow, quantity: string | undefined) => {
  if (quantity === undefined) return new BigNumber(position.quantity).toFixed();
  const value = requireStep(quantity, spec.instrument.transactionAccuracy, 'quantity');
  if (new BigNumber(value).isGreaterThan(position.quantity))
    fail('BAD_REQUEST', {
      field: 'quantity',
      values: { reason: `must be at most ${new BigNumber(position.quantity).toFixed()}` },
    });
  return value;
};

export interface MarketClose {
  position: PositionRow;
  spec: ContractSpec;
  quantity: string;
  /** The fill: the last price for a market close, the limit price for a resting limit close. */
  price: string;
  feeRate: string;
  /** A limit close that was marketable keeps its limit price on the order. */
  limitPrice?: string;
  trigger: ContractOrderTrigger;
}

/** Closes (part of) a position and records the filled close order. */
export const closeAndRecord = async (scope: MoveScope, close: MarketClose) => {
  const no = orderNumber('C', scope.now.getTime());
  const { position } = close;
  const filled = await fillClose(
    scope,
    position,
    { quantity: close.quantity, price: close.price, feeRate: close.feeRate },
    no,
  );
  const order = await insertFilledOrder(
    scope,
    {
      no,
      spec: close.spec,
      direction: position.direction as Direction,
      action: ContractOrderAction.close,
      orderType: close.limitPrice === undefined ? 1 : 2,
      marginMode: position.marginMode as MarginMode,
      lever: position.lever,
      quantity: close.quantity,
      price: close.limitPrice ?? null,
      trigger: close.trigger,
    },
    {
      dealPrice: close.price,
      entryPrice: position.entryPrice,
      margin: filled.marginShare,
      fee: filled.fee,
      plAmount: filled.pnl,
      positionId: position.id,
    },
  );
  return { order, position: filled.position };
};

/** complete: closes a position (or `quantity` of it) at the last price, taker fee. */
export const completePosition = (
  context: AppContext,
  caller: Caller,
  key: string,
  body: { id: number; quantity?: string | undefined },
): Promise<ContractOrder> =>
  runKeyedRequest(
    context,
    caller.userId,
    key,
    { kind: 'contract.complete', body: { ...body } },
    async (scope) => {
      const position = await ownOpenPosition(scope.tx, caller.userId, body.id);
      const spec = specOfPosition(context, position);
      const quantity = closeQuantity(spec, position, body.quantity);
      const price = requireLivePrice(context, spec);
      const { order } = await closeAndRecord(scope, {
        position,
        spec,
        quantity,
        price: price.lastPrice,
        feeRate: spec.takerFeeRate,
        trigger: ContractOrderTrigger.user,
      });
      return toOrder(order);
    },
  );

/** close-one-click: every open position (or one symbol's) at market; a stale price skips it, named. */
export const closeAllPositions = (
  context: AppContext,
  caller: Caller,
  key: string,
  body: { symbol?: string | undefined },
) =>
  runKeyedRequest(
    context,
    caller.userId,
    key,
    { kind: 'contract.close-all', body: { ...body } },
    async (scope) => {
      const closed: ContractOrder[] = [];
      const skipped: { positionId: number; symbol: string; reason: string }[] = [];
      for (const position of await openPositionsOf(scope.tx, caller.userId)) {
        if (body.symbol && position.symbol !== body.symbol) continue;
        const spec = specOfPosition(context, position);
        const price = livePriceOf(context, spec)?.lastPrice;
        if (!price) {
          skipped.push({ positionId: position.id, symbol: position.symbol, reason: 'priceUnavailable' });
          continue;
        }
        const { order } = await closeAndRecord(scope, {
          position,
          spec,
          quantity: new BigNumber(position.quantity).toFixed(),
          price,
          feeRate: spec.takerFeeRate,
          trigger: ContractOrderTrigger.user,
        });
        closed.push(toOrder(order));
      }
      return { closed, skipped };
    },
  );

/**
 * limit-complete: a close at a limit price. Already marketable (a long's sell at or below the last price, a short's
 * buy at or above) it fills at once at the last price; otherwise it rests until the market reaches it, holding nothing
 * (a close only gives margin back) and is cancelled if the position closes first.
 */
export const limitClosePosition = (
  context: AppContext,
  caller: Caller,
  key: string,
  body: { id: number; price: string; quantity?: string | undefined },
): Promise<ContractOrder> =>
  runKeyedRequest(
    context,
    caller.userId,
    key,
    { kind: 'contract.limit-close', body: { ...body } },
    async (scope) => {
      const position = await ownOpenPosition(scope.tx, caller.userId, body.id);
      const spec = specOfPosition(context, position);
      const quantity = closeQuantity(spec, position, body.quantity);
      const price = requireStep(body.price, spec.instrument.priceAccuracy, 'price');
      const live = requireLivePrice(context, spec);
      const isLong = position.direction === LONG;
      const isMarketable = isLong
        ? !new BigNumber(price).isGreaterThan(live.lastPrice)
        : !new BigNumber(price).isLessThan(live.lastPrice);
      if (isMarketable) {
        const { order } = await closeAndRecord(scope, {
          position,
          spec,
          quantity,
          price: live.lastPrice,
          feeRate: spec.takerFeeRate,
          limitPrice: price,
          trigger: ContractOrderTrigger.user,
        });
        return toOrder(order);
      }
      if ((await pendingOrdersOf(scope.tx, caller.userId)).length >= CONTRACT_OPEN_ORDERS_LIMIT)
        fail('OPEN_ORDERS_LIMIT', { values: { limit: CONTRACT_OPEN_ORDERS_LIMIT } });
      const [row] = await scope.tx
        .insert(contractOrders)
        .values({
          no: orderNumber('C', scope.now.getTime()),
          userId: caller.userId,
          instrumentId: position.instrumentId,
          symbol: position.symbol,
          direction: position.direction,
          action: ContractOrderAction.close,
          orderType: 2,
          marginMode: position.marginMode,
          lever: position.lever,
          quantity,
          price,
          status: ContractOrderStatus.pending,
          trigger: ContractOrderTrigger.user,
          positionId: position.id,
          createdAt: scope.now,
          updatedAt: scope.now,
        })
        .returning();
      assert(row, 'contract: order insert returned nothing');
      return toOrder(row);
    },
    { isTradingChange: true },
  );
