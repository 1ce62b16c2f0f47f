import { BigNumber } from 'bignumber.js';
import { and, count, eq, inArray } from 'drizzle-orm';
import { SPOT_OPEN_STATUSES, type SpotFill, type SpotOrder, type SpotFundRecord } from '@exchange/contracts';
import { spotOrders, type DbOrTx, type spotFills } from '../../platform/db/index';
import { fail } from '../../platform/errors';

export type SpotOrderRow = typeof spotOrders.$inferSelect;
export type SpotFillRow = typeof spotFills.$inferSelect;

/** Fill roles as stored: maker 1, taker 2. */
export const FillRole = { maker: 1, taker: 2 } as const;

const decimal = (value: string) => new BigNumber(value).toFixed();
const decimalOrNull = (value: string | null) => (value === null ? null : decimal(value));

export const toSpotOrder = (row: SpotOrderRow): SpotOrder => ({
  id: row.id,
  no: row.no,
  symbol: row.symbol,
  baseAsset: row.baseAsset,
  quoteAsset: row.quoteAsset,
  direction: row.direction,
  orderType: row.orderType,
  status: row.status,
  price: decimalOrNull(row.price),
  triggerPrice: decimalOrNull(row.triggerPrice),
  isTriggered: row.isTriggered,
  quantity: decimalOrNull(row.quantity),
  quoteAmount: decimalOrNull(row.quoteAmount),
  filledQuantity: decimal(row.filledQuantity),
  filledQuoteAmount: decimal(row.filledQuoteAmount),
  averagePrice: decimalOrNull(row.averagePrice),
  fee: decimal(row.fee),
  feeAsset: row.feeAsset,
  frozenAmount: decimal(row.frozenAmount),
  frozenAsset: row.frozenAsset,
  createdAt: row.createdAt.getTime(),
  updatedAt: row.updatedAt.getTime(),
  dealTime: row.dealTime?.getTime() ?? null,
});

const roleOf = (role: number) => (role === FillRole.maker ? 'maker' : 'taker');

export const toSpotFill = (row: SpotFillRow): SpotFill => ({
  id: row.id,
  price: decimal(row.price),
  quantity: decimal(row.quantity),
  quoteAmount: decimal(row.quoteAmount),
  fee: decimal(row.fee),
  feeAsset: row.feeAsset,
  role: roleOf(row.role),
  source: row.source === 'last' ? 'last' : 'book',
  sourcePrice: decimal(row.sourcePrice),
  sourceLevel: row.sourceLevel,
  sourceQuantity: decimalOrNull(row.sourceQuantity),
  sourceTime: row.sourceTime.getTime(),
  createdAt: row.createdAt.getTime(),
});

/**
 * A fill as a fund record: what it moved in the spot wallet. A buy adds the quantity less the fee (paid in the coin)
 * and takes the quote amount; a sell takes the quantity and adds the quote amount less the fee (paid in USDT).
 */
export const toSpotFundRecord = (fill: SpotFillRow, order: SpotOrderRow): SpotFundRecord => {
  const isBuy = fill.direction === 0;
  const quantity = new BigNumber(fill.quantity);
  const quote = new BigNumber(fill.quoteAmount);
  return {
    id: fill.id,
    orderId: order.id,
    orderNo: order.no,
    symbol: fill.symbol,
    baseAsset: order.baseAsset,
    quoteAsset: order.quoteAsset,
    direction: fill.direction,
    role: roleOf(fill.role),
    price: decimal(fill.price),
    quantity: quantity.toFixed(),
    quoteAmount: quote.toFixed(),
    fee: decimal(fill.fee),
    feeAsset: fill.feeAsset,
    baseChange: (isBuy ? quantity.minus(fill.fee) : quantity.negated()).toFixed(),
    quoteChange: (isBuy ? quote.negated() : quote.minus(fill.fee)).toFixed(),
    createdAt: fill.createdAt.getTime(),
  };
};

/** The caller's order `id` (any status), else NOT_FOUND naming `field`. */
export const ownSpotOrder = async (db: DbOrTx, userId: number, id: number, field = 'id') => {
  const [row] = await db
    .select()
    .from(spotOrders)
    .where(and(eq(spotOrders.id, id), eq(spotOrders.userId, userId)));
  return row ?? fail('NOT_FOUND', { field });
};

const isOpenFilter = inArray(spotOrders.status, [...SPOT_OPEN_STATUSES]);

/** How many open (pending or untriggered) spot orders the user has. */
export const openSpotOrderCount = async (db: DbOrTx, userId: number) => {
  const [row] = await db
    .select({ value: count() })
    .from(spotOrders)
    .where(and(eq(spotOrders.userId, userId), isOpenFilter));
  return row?.value ?? 0;
};

/** Every open spot order (of some users, or all): what the matcher screens. */
export const openSpotOrders = (db: DbOrTx, userIds: readonly number[] | 'all') =>
  db
    .select({
      id: spotOrders.id,
      userId: spotOrders.userId,
      symbol: spotOrders.symbol,
      direction: spotOrders.direction,
      status: spotOrders.status,
      price: spotOrders.price,
      triggerPrice: spotOrders.triggerPrice,
      triggerWay: spotOrders.triggerWay,
    })
    .from(spotOrders)
    .where(userIds === 'all' ? isOpenFilter : and(inArray(spotOrders.userId, [...userIds]), isOpenFilter));
export type OpenSpotOrder = Awaited<ReturnType<typeof openSpotOrders>>[number];
