import { and, count, desc, eq, inArray } from 'drizzle-orm';
import { ContractOrderStatus, type ContractSpec as ContractSpecRow } from '@exchange/contracts';
import { contractOrders } from '../../platform/db/index';
import type { AppContext, Caller } from '../../platform/context';
import { valueAccount, type ContractBalance } from './account-valuation';
import { specsOf, valuationSources } from './contract-runtime';
import type { ContractSpec } from './contract-specs';
import { contractBalanceOf, openPositionsOf, ownOrder, toOrder } from './contract-store';

/**
 * A user's contract account valued at the current marks (positions, orderInfo and the totals the wallet shows). A
 * caller that has just read the contract wallet's USDT balance passes it instead of having it read again.
 */
export const contractAccountOf = async (context: AppContext, userId: number, balance?: ContractBalance) =>
  valueAccount(
    await openPositionsOf(context.db, userId),
    balance ?? (await contractBalanceOf(context.db, userId)),
    valuationSources(context),
  );

export const listPositions = async (
  context: AppContext,
  caller: Caller,
  query: { symbol?: string | undefined },
) =>
  (await contractAccountOf(context, caller.userId)).positions.filter(
    (position) => !query.symbol || position.symbol === query.symbol,
  );

export const getAccountInfo = async (context: AppContext, caller: Caller) =>
  (await contractAccountOf(context, caller.userId)).orderInfo;

const HISTORY_STATUSES = [ContractOrderStatus.filled, ContractOrderStatus.cancelled];

/** page: open (pending) orders or the history (filled and cancelled), newest first. */
export const pageOrders = async (
  context: AppContext,
  caller: Caller,
  query: { pageNo: number; pageSize: number; scope: 'open' | 'history'; symbol?: string | undefined },
) => {
  const where = and(
    eq(contractOrders.userId, caller.userId),
    query.scope === 'open'
      ? eq(contractOrders.status, ContractOrderStatus.pending)
      : inArray(contractOrders.status, HISTORY_STATUSES),
    query.symbol ? eq(contractOrders.symbol, query.symbol) : undefined,
  );
  const rows = await context.db
    .select()
    .from(contractOrders)
    .where(where)
    .orderBy(desc(contractOrders.id))
    .limit(query.pageSize)
    .offset((query.pageNo - 1) * query.pageSize);
  const [total] = await context.db.select({ value: count() }).from(contractOrders).where(where);
  return { list: rows.map(toOrder), total: total?.value ?? 0 };
};

export const getOrder = async (context: AppContext, caller: Caller, query: { id: number }) =>
  toOrder(await ownOrder(context.db, caller.userId, query.id));

const toSpecRow = (spec: ContractSpec): ContractSpecRow => ({
  symbol: spec.symbol,
  baseAsset: spec.instrument.baseAsset,
  priceAccuracy: spec.instrument.priceAccuracy,
  transactionAccuracy: spec.instrument.transactionAccuracy,
  maxLeverage: spec.maxLeverage,
  takerFeeRate: spec.takerFeeRate,
  makerFeeRate: spec.makerFeeRate,
  minNotional: spec.minNotional,
  brackets: spec.brackets,
});

/** position-level-map: every listed perpetual's brackets and trading rules (public). */
export const positionLevelMap = (context: AppContext, query: { symbol?: string | undefined }) =>
  specsOf(context)
    .listed()
    .filter((spec) => !query.symbol || spec.symbol === query.symbol)
    .map(toSpecRow);
