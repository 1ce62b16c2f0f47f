import { and, asc, count, desc, eq, inArray } from 'drizzle-orm';
import {
  SPOT_OPEN_STATUSES,
  SpotOrderStatus,
  type SpotFeeRate,
  type SpotOrderDetail,
} from '@exchange/contracts';
import { spotFills, spotOrders } from '../../platform/db/index';
import type { AppContext, Caller } from '../../platform/context';
import { feeRatesFor } from './account-fee-rates';
import { requirePair } from './spot-market';
import { ownSpotOrder, toSpotFill, toSpotFundRecord, toSpotOrder } from './spot-store';

const HISTORY_STATUSES = [SpotOrderStatus.filled, SpotOrderStatus.cancelled];

/** order-page: the caller's open (pending, untriggered) or closed (filled, cancelled) orders, newest first. */
export const pageOrders = async (
  context: AppContext,
  caller: Caller,
  query: { pageNo: number; pageSize: number; scope: 'open' | 'history'; symbol?: string | undefined },
) => {
  const where = and(
    eq(spotOrders.userId, caller.userId),
    inArray(spotOrders.status, query.scope === 'open' ? [...SPOT_OPEN_STATUSES] : HISTORY_STATUSES),
    query.symbol ? eq(spotOrders.symbol, query.symbol) : undefined,
  );
  const rows = await context.db
    .select()
    .from(spotOrders)
    .where(where)
    .orderBy(desc(spotOrders.id))
    .limit(query.pageSize)
    .offset((query.pageNo - 1) * query.pageSize);
  const [total] = await context.db.select({ value: count() }).from(spotOrders).where(where);
  return { list: rows.map(toSpotOrder), total: total?.value ?? 0 };
};

/** order-detail: one of the caller's orders with its fills (each with its source price) and its ledger transfers. */
export const getOrderDetail = async (
  context: AppContext,
  caller: Caller,
  query: { id: number },
): Promise<SpotOrderDetail> => {
  const order = await ownSpotOrder(context.db, caller.userId, query.id);
  const fills = await context.db
    .select()
    .from(spotFills)
    .where(eq(spotFills.orderId, order.id))
    .orderBy(asc(spotFills.id));
  return { ...toSpotOrder(order), fills: fills.map(toSpotFill), transferIds: order.transferIds };
};

/** fee-rate: the caller's maker and taker rates on a listed pair, its minimum order value and its steps. */
export const getFeeRate = (context: AppContext, caller: Caller, query: { symbol: string }): SpotFeeRate => {
  const pair = requirePair(context, query.symbol);
  return {
    symbol: pair.symbol,
    ...feeRatesFor(context, caller.userId, pair),
    priceAccuracy: pair.priceAccuracy,
    transactionAccuracy: pair.transactionAccuracy,
  };
};

/** fund-detail: the caller's fills as fund records (what each moved in the spot wallet), newest first. */
export const pageFundRecords = async (
  context: AppContext,
  caller: Caller,
  query: { pageNo: number; pageSize: number; symbol?: string | undefined },
) => {
  const where = and(
    eq(spotFills.userId, caller.userId),
    query.symbol ? eq(spotFills.symbol, query.symbol) : undefined,
  );
  const rows = await context.db
    .select({ fill: spotFills, order: spotOrders })
    .from(spotFills)
    .innerJoin(spotOrders, eq(spotOrders.id, spotFills.orderId))
    .where(where)
    .orderBy(desc(spotFills.id))
    .limit(query.pageSize)
    .offset((query.pageNo - 1) * query.pageSize);
  const [total] = await context.db.select({ value: count() }).from(spotFills).where(where);
  return { list: rows.map(({ fill, order }) => toSpotFundRecord(fill, order)), total: total?.value ?? 0 };
};
