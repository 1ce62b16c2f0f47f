import { BigNumber } from 'bignumber.js';
import { and, count, desc, eq, gt } from 'drizzle-orm';
import { StockOrderStatus, type AdminStockUserView } from '@exchange/contracts';
import { stockHoldings, stockOrders, type DbOrTx } from '../../platform/db/index';
import type { AppContext } from '../../platform/context';
import type { WalletHoldings } from '../wallet/index';
import { heldStocksOf, toStockHolding, totalsOf } from './stock-reads';
import { toStockOrder } from './stock-store';

/** How many of a user's latest orders the staff views list. */
const STAFF_ORDER_LIMIT = 50;

/**
 * The holdings in the funds overview's total (the wallet's WALLET_HOLDINGS point): each at its quote, live or the
 * last known; one without any price counts nothing and marks the total incomplete, as the wallet does for coins.
 */
export const stockWalletHoldings: WalletHoldings = {
  name: 'stock',
  value: async (context, userId) => {
    const list = (await heldStocksOf(context.db, userId)).map((row) => toStockHolding(context, row));
    return {
      total: totalsOf(list).totalMarketValue,
      isPriceComplete: list.every((holding) => holding.priceStatus === 1),
    };
  },
};

/** What an account deletion waits for: waiting orders (they hold money or shares) and shares still held. */
export const openStockCounts = async (db: DbOrTx, userId: number) => {
  const [orders] = await db
    .select({ value: count() })
    .from(stockOrders)
    .where(and(eq(stockOrders.userId, userId), eq(stockOrders.status, StockOrderStatus.pending)));
  const [holdings] = await db
    .select({ value: count() })
    .from(stockHoldings)
    .where(and(eq(stockHoldings.userId, userId), gt(stockHoldings.quantity, '0')));
  return { pendingStockOrderCount: orders?.value ?? 0, stockHoldingCount: holdings?.value ?? 0 };
};

const latestOrders = (db: DbOrTx, userId: number, limit: number) =>
  db
    .select()
    .from(stockOrders)
    .where(eq(stockOrders.userId, userId))
    .orderBy(desc(stockOrders.id))
    .limit(limit);

/**
 * The stock part of the staff user view (`user/get`, the member module's STAFF_USER_VIEW_PARTS): holdings as stored
 * and the latest orders. The same, valued, is `GET stock/user` on the staff API.
 */
export const staffStockPart = (context: AppContext) => ({
  read: async (db: DbOrTx, userId: number, limit: number) => ({
    stockHoldings: (await heldStocksOf(db, userId)).slice(0, limit).map((row) => ({
      symbol: row.symbol,
      quantity: new BigNumber(row.quantity).toFixed(),
      reservedQuantity: new BigNumber(row.reservedQuantity).toFixed(),
      costBasis: new BigNumber(row.costBasis).toFixed(),
    })),
    stockOrders: (await latestOrders(db, userId, limit)).map((row) => toStockOrder(context, row)),
  }),
});

/** `GET stock/user` (staff): one user's holdings valued at the live quote, latest orders, waiting count. */
export const getUserStocks = async (
  context: AppContext,
  query: { id: number },
): Promise<AdminStockUserView> => {
  const list = (await heldStocksOf(context.db, query.id)).map((row) => toStockHolding(context, row));
  const orders = await latestOrders(context.db, query.id, STAFF_ORDER_LIMIT);
  const { pendingStockOrderCount } = await openStockCounts(context.db, query.id);
  return {
    holdings: { list, ...totalsOf(list) },
    orders: orders.map((row) => toStockOrder(context, row)),
    openOrderCount: pendingStockOrderCount,
  };
};
