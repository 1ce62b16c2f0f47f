import { BigNumber } from 'bignumber.js';
import { and, count, desc, eq, gt, inArray, type SQL } from 'drizzle-orm';
import {
  QuoteStatus,
  StockOrderStatus,
  type StockConfig,
  type StockHolding,
  type StockHoldings,
  type StockOrder,
  type StockOrderDetail,
  type StockSession,
} from '@exchange/contracts';
import { US_EQUITY_HOURS } from '@exchange/contracts/reference/instruments';
import { averageCostOf, valueHolding } from '@exchange/domain';
import { stockHoldings, stockOrders, type DbOrTx } from '../../platform/db/index';
import type { AppContext, Caller } from '../../platform/context';
import { STOCK_ASSET, STOCK_WALLET } from './stock-fills';
import { requireStock, sessionFigures, stockById, stockQuoteOf } from './stock-market';
import { readStockSettings, requireStocksEnabled } from './stock-settings';
import { ownStockOrder, toStockOrder, toStockOrderDetail, type StockHoldingRow } from './stock-store';

const decimal = (value: string) => new BigNumber(value).toFixed();

/** The user's orders newest first: `open` the waiting ones, `history` the filled and cancelled. */
export const pageStockOrders = async (
  context: AppContext,
  caller: Caller,
  query: { pageNo: number; pageSize: number; scope: 'open' | 'history'; symbol?: string | undefined },
): Promise<{ list: StockOrder[]; total: number }> => {
  await requireStocksEnabled(context.db);
  const conditions: SQL[] = [
    eq(stockOrders.userId, caller.userId),
    query.scope === 'open'
      ? eq(stockOrders.status, StockOrderStatus.pending)
      : inArray(stockOrders.status, [StockOrderStatus.filled, StockOrderStatus.cancelled]),
  ];
  if (query.symbol) conditions.push(eq(stockOrders.symbol, query.symbol));
  const where = and(...conditions);
  const rows = await context.db
    .select()
    .from(stockOrders)
    .where(where)
    .orderBy(desc(stockOrders.id))
    .limit(query.pageSize)
    .offset((query.pageNo - 1) * query.pageSize);
  const [total] = await context.db.select({ value: count() }).from(stockOrders).where(where);
  return { list: rows.map((row) => toStockOrder(context, row)), total: total?.value ?? 0 };
};

/** One of the caller's orders with its fill as recorded (NOT_FOUND for anyone else's). */
export const getStockOrder = async (
  context: AppContext,
  caller: Caller,
  query: { id: number },
): Promise<StockOrderDetail> => {
  await requireStocksEnabled(context.db);
  return toStockOrderDetail(context, await ownStockOrder(context.db, caller.userId, query.id));
};

/**
 * A holding valued at the stock's quote as this instance has it: live (1), or the last known price when the source
 * reported it stale or it is older than PRICE_STALE_AFTER_MS (2), or no price yet (0, figures null).
 */
export const toStockHolding = (context: AppContext, row: StockHoldingRow): StockHolding => {
  const instrument = stockById(context, row.instrumentId);
  const quote = stockQuoteOf(context, row.symbol);
  const held = { quantity: decimal(row.quantity), costBasis: decimal(row.costBasis) };
  const valuation = quote ? valueHolding(held, quote.price) : null;
  return {
    symbol: row.symbol,
    displayName: instrument?.displayName ?? row.symbol,
    priceAccuracy: instrument?.priceAccuracy ?? 2,
    transactionAccuracy: instrument?.transactionAccuracy ?? 4,
    quantity: held.quantity,
    availableQuantity: new BigNumber(row.quantity).minus(row.reservedQuantity).toFixed(),
    reservedQuantity: decimal(row.reservedQuantity),
    averageCost: averageCostOf(held),
    costBasis: held.costBasis,
    price: quote ? decimal(quote.price) : null,
    priceStatus: !quote ? QuoteStatus.noPrice : quote.isLive ? QuoteStatus.live : QuoteStatus.stale,
    marketValue: valuation?.marketValue ?? null,
    unrealisedPnl: valuation?.unrealisedPnl ?? null,
    unrealisedPnlRate: valuation?.unrealisedPnlRate ?? null,
    updatedAt: row.updatedAt.getTime(),
  };
};

/** The user's holdings (shares held, oldest first by symbol), as stored. */
export const heldStocksOf = (db: DbOrTx, userId: number, symbol?: string) =>
  db
    .select()
    .from(stockHoldings)
    .where(
      and(
        eq(stockHoldings.userId, userId),
        gt(stockHoldings.quantity, '0'),
        ...(symbol ? [eq(stockHoldings.symbol, symbol)] : []),
      ),
    )
    .orderBy(stockHoldings.symbol);

/** Totals over holdings: a holding without a price adds its cost basis to no market value and no PnL. */
export const totalsOf = (list: readonly StockHolding[]) => {
  const sum = (pick: (holding: StockHolding) => string | null) =>
    list.reduce((total, holding) => total.plus(pick(holding) ?? 0), new BigNumber(0)).toFixed();
  return {
    totalCostBasis: sum((holding) => holding.costBasis),
    totalMarketValue: sum((holding) => holding.marketValue),
    totalUnrealisedPnl: sum((holding) => holding.unrealisedPnl),
  };
};

export const listStockHoldings = async (
  context: AppContext,
  caller: Caller,
  query: { symbol?: string | undefined },
): Promise<StockHoldings> => {
  await requireStocksEnabled(context.db);
  const list = (await heldStocksOf(context.db, caller.userId, query.symbol)).map((row) =>
    toStockHolding(context, row),
  );
  return { list, ...totalsOf(list) };
};

/** The session now: of one stock's hours, or (no symbol) the US market's regular hours and calendar. */
export const getStockSession = async (
  context: AppContext,
  query: { symbol?: string | undefined },
): Promise<StockSession> => {
  await requireStocksEnabled(context.db);
  const nowMs = context.clock.nowMs();
  const hours = query.symbol ? requireStock(context, query.symbol).tradingHours : US_EQUITY_HOURS;
  return { symbol: query.symbol ?? null, ...sessionFigures(hours, nowMs), serverTime: nowMs } as StockSession;
};

/** What the ticket needs before an order; answered even while stocks are off (it says so). */
export const getStockConfig = async (context: AppContext): Promise<StockConfig> => {
  const settings = await readStockSettings(context.db);
  return {
    isEnabled: settings.isEnabled,
    feeRate: settings.feeRate,
    minAmount: settings.minOrderAmount,
    wallet: STOCK_WALLET,
    coin: STOCK_ASSET,
  };
};
