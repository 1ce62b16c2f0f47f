import { BigNumber } from 'bignumber.js';
import {
  BusinessType,
  ContractOrderAction,
  ContractOrderStatus,
  ContractOrderTrigger,
  type ContractOrder,
} from '@exchange/contracts';
import { CONTRACT_OPEN_ORDERS_LIMIT } from '@exchange/contracts/reference/index';
import {
  initialMarginOf,
  LONG,
  maxLeverageFor,
  openCostOf,
  quantityForMargin,
  type Direction,
  type MarginMode,
} from '@exchange/domain';
import { contractOrders } from '../../platform/db/index';
import type { AppContext, Caller } from '../../platform/context';
import { assert, fail } from '../../platform/errors';
import { orderNumber } from '../../platform/request-keys';
import { createPending } from '../ledger/index';
import { valueAccount } from './account-valuation';
import { runKeyedRequest } from './account-transaction';
import { requireLivePrice, specsOf, valuationSources } from './contract-runtime';
import type { ContractSpec } from './contract-specs';
import {
  contractBalanceOf,
  openPositionsOf,
  pendingOrdersOf,
  toOrder,
  type OrderRow,
  type PositionRow,
} from './contract-store';
import { fillOpen, insertFilledOrder, type MoveScope } from './position-moves';
import { requireStep, requireStopsAround } from './order-rules';

export interface PlaceOrderBody {
  symbol: string;
  direction: Direction;
  orderType: 1 | 2;
  marginMode: MarginMode;
  lever: number;
  price?: string | undefined;
  stopProfitPrice?: string | null | undefined;
  stopLossPrice?: string | null | undefined;
}

/** How much the order is: a quantity (create) or the margin to post (create-specify). */
export type OrderSize = { quantity: string } | { earnestMoney: string };

interface Plan {
  spec: ContractSpec;
  body: PlaceOrderBody;
  quantity: string;
  /** Where it fills now (the last price) or, for a resting limit order, its limit price. */
  price: string;
  isImmediate: boolean;
  sizeField: 'quantity' | 'earnestMoney';
}

/**
 * Everything that can be checked before taking the account lock: the symbol is listed and priced live, prices sit on
 * the tick, the size on the step and within the notional bounds, the leverage within the operator's cap, and TP/SL on
 * the right side of where the order fills.
 */
const plan = (context: AppContext, body: PlaceOrderBody, size: OrderSize): Plan => {
  const spec = specsOf(context).require(body.symbol);
  const live = requireLivePrice(context, spec);
  const { priceAccuracy, transactionAccuracy } = spec.instrument;
  if (body.price !== undefined) requireStep(body.price, priceAccuracy, 'price');
  if (body.lever > spec.maxLeverage)
    fail('LEVERAGE_NOT_ALLOWED', { field: 'lever', values: { max: spec.maxLeverage } });
  const isLong = body.direction === LONG;
  const limit = body.price;
  const isImmediate =
    limit === undefined ||
    (isLong
      ? !new BigNumber(limit).isLessThan(live.lastPrice)
      : !new BigNumber(limit).isGreaterThan(live.lastPrice));
  const price = isImmediate ? live.lastPrice : (limit as string);
  const sizeField = 'quantity' in size ? 'quantity' : 'earnestMoney';
  const quantity =
    'quantity' in size
      ? requireStep(size.quantity, transactionAccuracy, 'quantity')
      : quantityForMargin(size.earnestMoney, price, body.lever, transactionAccuracy);
  const notional = new BigNumber(quantity).times(price);
  if (notional.isLessThan(spec.minNotional) || notional.isGreaterThan(spec.maxNotional))
    fail('AMOUNT_OUT_OF_RANGE', { field: sizeField, values: sizeBounds(spec, price, body.lever, sizeField) });
  requireStopsAround(body, isImmediate ? live.markPrice : price, priceAccuracy);
  return { spec, body, quantity, price, isImmediate, sizeField };
};

/** The smallest and largest order, in the unit the caller sized it in. */
const sizeBounds = (spec: ContractSpec, price: string, lever: number, field: Plan['sizeField']) => {
  const decimals = spec.instrument.transactionAccuracy;
  const min = new BigNumber(spec.minNotional).dividedBy(price).decimalPlaces(decimals, BigNumber.ROUND_UP);
  const max = new BigNumber(spec.maxNotional).dividedBy(price).decimalPlaces(decimals, BigNumber.ROUND_DOWN);
  if (field === 'quantity') return { min: min.toFixed(), max: max.toFixed() };
  return { min: initialMarginOf(min, price, lever), max: initialMarginOf(max, price, lever) };
};

/**
 * One-way mode (DESIGN.md §8): a symbol holds one position and all orders in it share its side, margin mode and
 * leverage; the merged notional must stay within the leverage's bracket. Open orders are capped per account.
 */
const requireFitsAccount = (
  order: Plan,
  position: PositionRow | undefined,
  pendingOpens: readonly OrderRow[],
  pendingCount: number,
) => {
  const { body, spec } = order;
  for (const held of [...(position ? [position] : []), ...pendingOpens]) {
    if (held.marginMode !== body.marginMode) fail('MARGIN_MODE_CONFLICT', { field: 'marginMode' });
    if (held.lever !== body.lever)
      fail('LEVERAGE_CONFLICT', { field: 'lever', values: { lever: held.lever } });
    if (held.direction !== body.direction) fail('POSITION_SIDE_CONFLICT', { field: 'direction' });
  }
  const heldQuantity = [position?.quantity ?? '0', ...pendingOpens.map((row) => row.quantity)].reduce(
    (total, quantity) => total.plus(quantity),
    new BigNumber(order.quantity),
  );
  const notional = heldQuantity.times(order.price);
  const max = Math.min(maxLeverageFor(spec.brackets, notional), spec.maxLeverage);
  if (body.lever > max) fail('LEVERAGE_NOT_ALLOWED', { field: 'lever', values: { max } });
  if (notional.isGreaterThan(spec.maxNotional))
    fail('AMOUNT_OUT_OF_RANGE', {
      field: order.sizeField,
      values: sizeBounds(spec, order.price, body.lever, order.sizeField),
    });
  if (!order.isImmediate && pendingCount >= CONTRACT_OPEN_ORDERS_LIMIT)
    fail('OPEN_ORDERS_LIMIT', { values: { limit: CONTRACT_OPEN_ORDERS_LIMIT } });
};

const orderValues = (order: Plan, no: string) => ({
  no,
  spec: order.spec,
  direction: order.body.direction,
  action: ContractOrderAction.open,
  orderType: order.body.orderType,
  marginMode: order.body.marginMode,
  lever: order.body.lever,
  quantity: order.quantity,
  price: order.body.price ?? null,
  trigger: ContractOrderTrigger.user,
  stopProfitPrice: order.body.stopProfitPrice,
  stopLossPrice: order.body.stopLossPrice,
});

/** A resting limit order: its margin and taker fee at the limit price are held until it fills or is revoked. */
const restLimitOrder = async (scope: MoveScope, order: Plan, no: string) => {
  const margin = initialMarginOf(order.quantity, order.price, order.body.lever);
  const hold = openCostOf(order.quantity, order.price, order.body.lever, order.spec.takerFeeRate);
  const holdId = `contract:${no}:hold`;
  await createPending(scope.tx, {
    id: holdId,
    debitAccountId: scope.accounts.wallet,
    creditAccountId: scope.accounts.margin,
    asset: 'USDT',
    amount: hold,
    businessType: BusinessType.contractOrder,
    ref: `contract:${no}`,
    actor: scope.actor,
    reason: `limit ${order.spec.symbol}`,
  });
  const values = orderValues(order, no);
  const [row] = await scope.tx
    .insert(contractOrders)
    .values({
      ...values,
      userId: scope.userId,
      instrumentId: order.spec.instrument.id,
      symbol: order.spec.symbol,
      margin,
      status: ContractOrderStatus.pending,
      stopProfitPrice: values.stopProfitPrice ?? null,
      stopLossPrice: values.stopLossPrice ?? null,
      holdId,
      createdAt: scope.now,
      updatedAt: scope.now,
    })
    .returning();
  assert(row, 'contract: order insert returned nothing');
  return row;
};

/**
 * create / create-specify: a market order (or a marketable limit) fills at once at the last price and charges the
 * taker fee; a limit order rests with its margin held. One transaction under the account lock; a repeat of the same
 * Idempotency-Key returns the first result.
 */
export const placeOrder = async (
  context: AppContext,
  caller: Caller,
  key: string,
  body: PlaceOrderBody,
  size: OrderSize,
): Promise<ContractOrder> => {
  const order = plan(context, body, size);
  return runKeyedRequest(
    context,
    caller.userId,
    key,
    { kind: 'contract.place', body: { ...body, ...size } },
    async (scope) => {
      const [positions, pending, balance] = [
        await openPositionsOf(scope.tx, caller.userId),
        await pendingOrdersOf(scope.tx, caller.userId),
        scope.lockedBalance ?? (await contractBalanceOf(scope.tx, caller.userId)),
      ];
      const instrumentId = order.spec.instrument.id;
      const position = positions.find((row) => row.instrumentId === instrumentId);
      const pendingOpens = pending.filter(
        (row) => row.instrumentId === instrumentId && row.action === ContractOrderAction.open,
      );
      requireFitsAccount(order, position, pendingOpens, pending.length);
      const cost = new BigNumber(
        openCostOf(order.quantity, order.price, body.lever, order.spec.takerFeeRate),
      );
      const { spendable } = valueAccount(positions, balance, valuationSources(context));
      if (cost.isGreaterThan(spendable)) fail('INSUFFICIENT_BALANCE', { field: order.sizeField });
      const no = orderNumber('C', scope.now.getTime());
      const row = order.isImmediate
        ? await fillImmediately(scope, order, position ?? null, no)
        : await restLimitOrder(scope, order, no);
      return toOrder(row);
    },
    { isTradingChange: true },
  );
};

const fillImmediately = async (scope: MoveScope, order: Plan, position: PositionRow | null, no: string) => {
  const { body, spec } = order;
  const filled = await fillOpen(
    scope,
    position,
    {
      spec,
      direction: body.direction,
      marginMode: body.marginMode,
      lever: body.lever,
      quantity: order.quantity,
      price: order.price,
      feeRate: spec.takerFeeRate,
      stopProfitPrice: body.stopProfitPrice,
      stopLossPrice: body.stopLossPrice,
    },
    no,
  );
  return insertFilledOrder(scope, orderValues(order, no), {
    dealPrice: order.price,
    margin: filled.margin,
    fee: filled.fee,
    plAmount: null,
    positionId: filled.position.id,
  });
};
