import { BigNumber } from 'bignumber.js';
import {
  SPOT_DEFAULT_SLIPPAGE,
  SPOT_OPEN_ORDERS_LIMIT,
  SpotBusinessType,
  SpotOrderStatus,
  type PlaceSpotOrderBody,
  type SpotOrder,
} from '@exchange/contracts';
import {
  SPOT_BUY,
  adverseSlippageOf,
  hasAtMostDecimals,
  limitHoldOf,
  triggerWayOf,
  walkBook,
  type BookWalk,
  type SpotDirection,
} from '@exchange/domain';
import { spotOrders } from '../../platform/db/index';
import type { AppContext, Caller } from '../../platform/context';
import { assert, fail } from '../../platform/errors';
import { orderNumber } from '../../platform/request-keys';
import { createPending, HouseAccount, runMoneyRequest, userAvailable, Wallet } from '../ledger/index';
import type { Instrument } from '../market/index';
import { notifySpotChanged } from './spot-events';
import { feeRatesFor, type AccountFeeRates } from './account-fee-rates';
import { bookSideOf, requireLiveMarket, requirePair, type SpotMarket } from './spot-market';
import {
  bookFills,
  filledValues,
  insertFills,
  settleFills,
  spotAccountNeeds,
  type FillSet,
  type SpotScope,
} from './spot-settle';
import { openSpotOrderCount, toSpotOrder, type SpotOrderRow } from './spot-store';

/** The value on the pair's step (10^−decimals), canonical; else a 400 naming the field and the step. */
const requireStep = (value: string, decimals: number, field: string) => {
  if (!hasAtMostDecimals(value, decimals))
    fail('BAD_REQUEST', {
      field,
      values: { reason: `must be a multiple of ${new BigNumber(1).shiftedBy(-decimals).toFixed()}` },
    });
  return new BigNumber(value).toFixed();
};

const DECIMAL_FIELDS = [
  'quantity',
  'quoteAmount',
  'price',
  'triggerPrice',
  'expectedPrice',
  'maxSlippage',
] as const;

/** The request with its decimals canonical (the idempotency hash sees `1.0` and `1` as the same order). */
const canonicalBody = (body: PlaceSpotOrderBody) => {
  const canonical: Record<string, unknown> = { ...body };
  for (const field of DECIMAL_FIELDS) {
    const value = body[field];
    if (value === undefined) delete canonical[field];
    else canonical[field] = new BigNumber(value).toFixed();
  }
  return canonical;
};

/** Everything checked before the account lock: the pair is listed, prices on its tick, the quantity on its step. */
const checkSteps = (body: PlaceSpotOrderBody, pair: Instrument) => {
  if (body.price !== undefined) requireStep(body.price, pair.priceAccuracy, 'price');
  if (body.triggerPrice !== undefined) requireStep(body.triggerPrice, pair.priceAccuracy, 'triggerPrice');
  if (body.quantity !== undefined) requireStep(body.quantity, pair.transactionAccuracy, 'quantity');
};

interface Placing {
  context: AppContext;
  scope: SpotScope;
  body: PlaceSpotOrderBody;
  pair: Instrument;
  fees: AccountFeeRates;
  market: SpotMarket;
  no: string;
}

const direction = (placing: Placing) => placing.body.direction as SpotDirection;
const isBuy = (placing: Placing) => placing.body.direction === SPOT_BUY;
/** What the order pays with and what it receives (and pays its fee in). */
const paysAsset = (placing: Placing) => (isBuy(placing) ? placing.pair.quoteAsset : placing.pair.baseAsset);
const receivesAsset = (placing: Placing) =>
  isBuy(placing) ? placing.pair.baseAsset : placing.pair.quoteAsset;
const sizeField = (body: PlaceSpotOrderBody) => (body.quoteAmount !== undefined ? 'quoteAmount' : 'quantity');

const requireAvailable = async (placing: Placing, amount: string) => {
  const { scope } = placing;
  const asset = paysAsset(placing);
  const available =
    scope.accounts.balance(Wallet.spot, asset)?.available ??
    (await userAvailable(scope.tx, scope.userId, Wallet.spot, asset));
  if (new BigNumber(amount).isGreaterThan(available))
    fail('INSUFFICIENT_BALANCE', { field: sizeField(placing.body) });
};

const requireMinNotional = (placing: Placing, notional: BigNumber.Value) => {
  const min = placing.fees.minNotional;
  if (new BigNumber(notional).isLessThan(min) || new BigNumber(notional).isZero())
    fail('SPOT_BELOW_MIN_NOTIONAL', { field: sizeField(placing.body), values: { min } });
};

/** The columns every new order has. */
const baseValues = (placing: Placing) => {
  const { body, pair, scope, no } = placing;
  const canonical = (value: string | undefined) =>
    value === undefined ? null : new BigNumber(value).toFixed();
  return {
    no,
    userId: scope.userId,
    instrumentId: pair.id,
    symbol: pair.symbol,
    baseAsset: pair.baseAsset,
    quoteAsset: pair.quoteAsset,
    direction: body.direction,
    orderType: body.orderType,
    price: canonical(body.price),
    triggerPrice: canonical(body.triggerPrice),
    quantity: canonical(body.quantity),
    quoteAmount: canonical(body.quoteAmount),
    expectedPrice: canonical(body.expectedPrice),
    maxSlippage: body.expectedPrice === undefined ? null : (body.maxSlippage ?? SPOT_DEFAULT_SLIPPAGE),
    feeAsset: receivesAsset(placing),
    frozenAsset: paysAsset(placing),
    createdAt: scope.now,
    updatedAt: scope.now,
  };
};

const insertOrder = async (placing: Placing, values: Partial<typeof spotOrders.$inferInsert>) => {
  const [row] = await placing.scope.tx
    .insert(spotOrders)
    .values({ ...baseValues(placing), status: SpotOrderStatus.pending, ...values })
    .returning();
  assert(row, 'spot: order insert returned nothing');
  return row;
};

/** Fills at once against the book as a taker: checks the balance, moves the money, records the order and its fills. */
const fillNow = async (placing: Placing, walk: BookWalk) => {
  await requireAvailable(placing, isBuy(placing) ? walk.quoteAmount : walk.quantity);
  const set: FillSet = {
    role: 'taker',
    feeRate: placing.fees.takerFeeRate,
    fills: bookFills(walk, placing.market.bookTime),
  };
  const order = { ...baseValues(placing), holdId: null };
  const { settlement, transferIds } = await settleFills(placing.scope, order, set, 'none');
  const row = await insertOrder(placing, {
    ...filledValues(settlement, set.feeRate, placing.scope.now),
    transferIds,
  });
  await insertFills(placing.scope, row, set, settlement, receivesAsset(placing));
  return row;
};

/**
 * A market order: walks the live book now (by quantity, or a buy by the USDT to spend). Refused, with nothing moved,
 * when the book cannot cover it, when it is below the pair's minimum, or when its average moved against the price
 * the user was shown by more than maxSlippage.
 */
const placeMarket = async (placing: Placing) => {
  const { body, market, pair } = placing;
  const walk = walkBook({
    direction: direction(placing),
    levels: bookSideOf(market, direction(placing)),
    quantity: body.quantity,
    quoteAmount: body.quoteAmount,
    quantityDecimals: pair.transactionAccuracy,
  });
  if (body.quoteAmount !== undefined) requireMinNotional(placing, body.quoteAmount);
  if (!walk.isComplete)
    fail('SPOT_INSUFFICIENT_DEPTH', { field: sizeField(body), values: { available: walk.available } });
  requireMinNotional(placing, walk.quoteAmount);
  if (body.expectedPrice !== undefined && walk.averagePrice !== null) {
    const slippage = adverseSlippageOf(direction(placing), body.expectedPrice, walk.averagePrice);
    if (new BigNumber(slippage).isGreaterThan(body.maxSlippage ?? SPOT_DEFAULT_SLIPPAGE))
      fail('SLIPPAGE_EXCEEDED', { field: 'expectedPrice', values: { price: walk.averagePrice } });
  }
  return fillNow(placing, walk);
};

/** A limit (or stop-limit) order rests on a hold: a buy's USDT at its limit, a sell's coin quantity. */
const rest = async (placing: Placing, status: number, triggerWay: number | null) => {
  const { body, scope, no, pair } = placing;
  const quantity = body.quantity as string;
  const hold = limitHoldOf(direction(placing), body.price as string, quantity);
  await requireAvailable(placing, hold);
  if ((await openSpotOrderCount(scope.tx, scope.userId)) >= SPOT_OPEN_ORDERS_LIMIT)
    fail('SPOT_OPEN_ORDERS_LIMIT', { values: { limit: SPOT_OPEN_ORDERS_LIMIT } });
  const asset = paysAsset(placing);
  const holdId = `spot:${no}:hold`;
  await createPending(scope.tx, {
    id: holdId,
    debitAccountId: await scope.accounts.user(Wallet.spot, asset),
    creditAccountId: await scope.accounts.house(HouseAccount.spotBook, asset),
    asset,
    amount: hold,
    businessType: SpotBusinessType.hold,
    ref: `spot:${no}`,
    actor: scope.actor,
    reason: `${isBuy(placing) ? 'buy' : 'sell'} limit ${pair.symbol}`,
  });
  return insertOrder(placing, { status, triggerWay, holdId, frozenAmount: hold, transferIds: [holdId] });
};

/**
 * A limit order: fills at once as a taker when the book covers its whole quantity up to its limit (a marketable
 * limit), else rests. A stop-limit (triggerPrice) always rests, untriggered, until the last price reaches the trigger;
 * a trigger equal to the last price would fire at once and is refused.
 */
const placeLimit = async (placing: Placing) => {
  const { body, market, pair } = placing;
  const price = body.price as string;
  requireMinNotional(placing, new BigNumber(price).times(body.quantity as string));
  if (body.triggerPrice !== undefined) {
    const way = triggerWayOf(body.triggerPrice, market.lastPrice);
    if (way === null)
      fail('SPOT_TRIGGER_PRICE_INVALID', { field: 'triggerPrice', values: { price: market.lastPrice } });
    return rest(placing, SpotOrderStatus.untriggered, way);
  }
  const walk = walkBook({
    direction: direction(placing),
    levels: bookSideOf(market, direction(placing)),
    quantity: body.quantity,
    limitPrice: price,
    quantityDecimals: pair.transactionAccuracy,
  });
  return walk.isComplete ? fillNow(placing, walk) : rest(placing, SpotOrderStatus.pending, null);
};

/**
 * `purchase-actual-commodities`: places a market, limit or stop-limit order on the caller's spot wallet, in one money
 * request (the account lock, the Idempotency-Key, refused while staff restrict trading). Prices come only from this
 * instance's live feed, read under the lock; a stale or missing book refuses the order.
 */
export const placeOrder = async (
  context: AppContext,
  caller: Caller,
  key: string,
  body: PlaceSpotOrderBody,
): Promise<SpotOrder> => {
  const pair = requirePair(context, body.symbol);
  checkSteps(body, pair);
  const fees = feeRatesFor(context, caller.userId, pair);
  const { result } = await runMoneyRequest(
    context,
    {
      userId: caller.userId,
      key,
      kind: 'spot.place',
      body: canonicalBody(body),
      gate: 'trading',
      accounts: spotAccountNeeds(pair),
    },
    async (scope) => {
      const market = requireLiveMarket(context, pair.symbol);
      const no = orderNumber('S', scope.now.getTime());
      const placing: Placing = { context, scope, body, pair, fees, market, no };
      const row: SpotOrderRow = body.orderType === 1 ? await placeMarket(placing) : await placeLimit(placing);
      const order = toSpotOrder(row);
      return {
        result: order,
        afterCommit: () => notifySpotChanged(context, caller.userId, [order], row.holdId !== null),
      };
    },
  );
  return result;
};
