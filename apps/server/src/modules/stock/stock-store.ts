import { randomInt } from 'node:crypto';
import { BigNumber } from 'bignumber.js';
import { and, eq, sql } from 'drizzle-orm';
import type { StockOrder, StockOrderDetail } from '@exchange/contracts';
import { stockHoldings, stockOrders, type DbOrTx } from '../../platform/db/index';
import type { AppContext } from '../../platform/context';
import { fail } from '../../platform/errors';
import { stockById } from './stock-market';

export type StockOrderRow = typeof stockOrders.$inferSelect;
export type StockHoldingRow = typeof stockHoldings.$inferSelect;

const decimal = (value: string) => new BigNumber(value).toFixed();
const decimalOrNull = (value: string | null) => (value === null ? null : decimal(value));
const timeOrNull = (value: Date | null) => (value === null ? null : value.getTime());

/** `K20260706133000` + 10 random digits: a stock order's number, unique by index. */
export const stockOrderNumber = (nowMs: number) => {
  const stamp = new Date(nowMs).toISOString().replace(/\D/g, '').slice(0, 14);
  return `K${stamp}${String(randomInt(0, 10_000_000_000)).padStart(10, '0')}`;
};

export const toStockOrder = (context: AppContext, row: StockOrderRow): StockOrder => ({
  id: row.id,
  no: row.no,
  symbol: row.symbol,
  displayName: stockById(context, row.instrumentId)?.displayName ?? row.symbol,
  direction: row.direction,
  orderType: row.orderType,
  status: row.status,
  quantity: decimalOrNull(row.quantity),
  amount: decimalOrNull(row.amount),
  price: decimalOrNull(row.price),
  heldAmount: decimal(row.heldAmount),
  dealPrice: decimalOrNull(row.dealPrice),
  dealQuantity: decimalOrNull(row.dealQuantity),
  dealAmount: decimalOrNull(row.dealAmount),
  fee: decimal(row.fee),
  realisedPnl: decimalOrNull(row.realisedPnl),
  createdAt: row.createdAt.getTime(),
  dealTime: timeOrNull(row.dealTime),
  cancelledAt: timeOrNull(row.cancelledAt),
});

/** The order with its fill as recorded (null until it filled). */
export const toStockOrderDetail = (context: AppContext, row: StockOrderRow): StockOrderDetail => ({
  ...toStockOrder(context, row),
  fill:
    row.dealPrice !== null &&
    row.dealQuantity !== null &&
    row.dealAmount !== null &&
    row.quotePrice !== null &&
    row.quotedAt !== null &&
    row.dealTime !== null
      ? {
          price: decimal(row.dealPrice),
          quotePrice: decimal(row.quotePrice),
          quotedAt: row.quotedAt.getTime(),
          quantity: decimal(row.dealQuantity),
          amount: decimal(row.dealAmount),
          fee: decimal(row.fee),
          filledAt: row.dealTime.getTime(),
          transferIds: row.transferIds,
        }
      : null,
});

/** The caller's order `id` (any status), else NOT_FOUND naming `field`. */
export const ownStockOrder = async (db: DbOrTx, userId: number, id: number, field = 'id') => {
  const [row] = await db
    .select()
    .from(stockOrders)
    .where(and(eq(stockOrders.id, id), eq(stockOrders.userId, userId)));
  return row ?? fail('NOT_FOUND', { field });
};

/** The user's holding of one stock (the account lock serialises every change to it), or undefined. */
export const holdingOf = async (db: DbOrTx, userId: number, instrumentId: number) => {
  const [row] = await db
    .select()
    .from(stockHoldings)
    .where(and(eq(stockHoldings.userId, userId), eq(stockHoldings.instrumentId, instrumentId)));
  return row;
};

/** Shares of a holding not promised to a waiting sell. */
export const availableOf = (row: Pick<StockHoldingRow, 'quantity' | 'reservedQuantity'> | undefined) =>
  row ? new BigNumber(row.quantity).minus(row.reservedQuantity) : new BigNumber(0);

/** Writes a holding's new figures (inserting it on the first buy). */
export const saveHolding = async (
  db: DbOrTx,
  key: { userId: number; instrumentId: number; symbol: string },
  figures: { quantity: string; reservedQuantity: string; costBasis: string },
  now: Date,
) => {
  await db
    .insert(stockHoldings)
    .values({ ...key, ...figures, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({
      target: [stockHoldings.userId, stockHoldings.instrumentId],
      set: { ...figures, updatedAt: now },
    });
};

/** Moves `quantity` between a holding's free and reserved shares (+ reserves, − releases). */
export const reserveShares = async (
  db: DbOrTx,
  key: { userId: number; instrumentId: number },
  quantity: BigNumber,
  now: Date,
) => {
  await db
    .update(stockHoldings)
    .set({ reservedQuantity: sql`${stockHoldings.reservedQuantity} + ${quantity.toFixed()}`, updatedAt: now })
    .where(and(eq(stockHoldings.userId, key.userId), eq(stockHoldings.instrumentId, key.instrumentId)));
};
