import { and, asc, eq, gt, inArray } from 'drizzle-orm';
import {
  ContractOrderAction,
  ContractOrderStatus,
  ContractPositionStatus,
  type ServerMessage,
} from '@exchange/contracts';
import { CROSS, LONG } from '@exchange/domain';
import { contractOrders, contractPositions } from '../../platform/db/index';
import type { AppContext } from '../../platform/context';
import { publishUserPush } from '../../platform/ws-hub/user-push';
import type { BookBrackets } from '../../engines/risk/position-book';
import type { RiskActions, RiskUser } from '../../engines/risk/risk-engine';
import { walletBalancesOf, Wallet } from '../ledger/index';
import { valueAccount, type ContractBalance } from './account-valuation';
import { specsOf, valuationSources } from './contract-runtime';
import { MARGIN_ASSET, type OrderRow, type PositionRow } from './contract-store';
import { liquidate } from './liquidation';
import { fillRestingOrder } from './pending-orders';
import { fireStop } from './stops';

const NO_BALANCE: ContractBalance = { available: '0', frozen: '0' };
const orNaN = (value: string | null) => (value === null ? Number.NaN : Number(value));

/** One user as the engine screens it, with a closure that values the account for its live push. */
const toRiskUser = (
  context: AppContext,
  userId: number,
  rows: PositionRow[],
  orders: OrderRow[],
  balance: ContractBalance,
): RiskUser => {
  const crossMargins = rows
    .filter((row) => row.marginMode === CROSS)
    .reduce((total, row) => total + Number(row.margin), 0);
  return {
    userId,
    crossWallet: Number(balance.available) + crossMargins,
    positions: rows.map((row) => ({
      id: row.id,
      userId,
      symbol: row.symbol,
      side: row.direction === LONG ? 1 : -1,
      isCross: row.marginMode === CROSS,
      quantity: Number(row.quantity),
      entryPrice: Number(row.entryPrice),
      margin: Number(row.margin),
      stopProfitPrice: orNaN(row.stopProfitPrice),
      stopLossPrice: orNaN(row.stopLossPrice),
    })),
    orders: orders
      .filter((order) => order.price !== null)
      .map((order) => ({
        id: order.id,
        symbol: order.symbol,
        isBuy: (order.direction === LONG) === (order.action === ContractOrderAction.open),
        price: Number(order.price),
      })),
    accountPush: () => accountPush(context, rows, balance),
  };
};

/** The CONTRACT_ACCOUNT push: orderInfo and each priced position's PnL, at this instance's live prices. */
const accountPush = (context: AppContext, rows: PositionRow[], balance: ContractBalance): ServerMessage => {
  const valuation = valueAccount(rows, balance, valuationSources(context));
  return {
    type: 'CONTRACT_ACCOUNT',
    data: {
      orderInfo: valuation.orderInfo,
      positions: valuation.positions.flatMap((position) =>
        position.endPrice === null
          ? []
          : [
              {
                id: position.id,
                symbol: position.symbol,
                endPrice: position.endPrice,
                plAmount: position.plAmount,
                plRatio: position.plRatio,
                liquidationPrice: position.liquidationPrice,
              },
            ],
      ),
      time: context.clock.nowMs(),
    },
  };
};

/** Rows per read when the engine rebuilds everything: bounded memory per query and turns between them. */
const PAGE_SIZE = 5_000;

/** Every row `read` returns, page by page in id order. */
const readAll = async <T extends { id: number }>(read: (afterId: number, limit: number) => Promise<T[]>) => {
  const rows: T[] = [];
  for (let afterId = 0; ;) {
    const page = await read(afterId, PAGE_SIZE);
    rows.push(...page);
    const last = page[page.length - 1];
    if (!last || page.length < PAGE_SIZE) return rows;
    afterId = last.id;
  }
};

const groupByUser = <T extends { userId: number }>(rows: readonly T[]) => {
  const groups = new Map<number, T[]>();
  for (const row of rows) {
    const group = groups.get(row.userId);
    if (group) group.push(row);
    else groups.set(row.userId, [row]);
  }
  return groups;
};

const loadUsers = async (context: AppContext, userIds: readonly number[] | 'all'): Promise<RiskUser[]> => {
  if (userIds !== 'all' && userIds.length === 0) return [];
  const ofUsers = (column: typeof contractPositions.userId | typeof contractOrders.userId) =>
    userIds === 'all' ? undefined : inArray(column, [...userIds]);
  const rows = await readAll((afterId, limit) =>
    context.db
      .select()
      .from(contractPositions)
      .where(
        and(
          eq(contractPositions.status, ContractPositionStatus.open),
          gt(contractPositions.id, afterId),
          ofUsers(contractPositions.userId),
        ),
      )
      .orderBy(asc(contractPositions.id))
      .limit(limit),
  );
  const orders = await readAll((afterId, limit) =>
    context.db
      .select()
      .from(contractOrders)
      .where(
        and(
          eq(contractOrders.status, ContractOrderStatus.pending),
          gt(contractOrders.id, afterId),
          ofUsers(contractOrders.userId),
        ),
      )
      .orderBy(asc(contractOrders.id))
      .limit(limit),
  );
  const rowsByUser = groupByUser(rows);
  const ordersByUser = groupByUser(orders);
  const ids = userIds === 'all' ? [...new Set([...rowsByUser.keys(), ...ordersByUser.keys()])] : userIds;
  const balances = new Map<number, ContractBalance>();
  for (let start = 0; start < ids.length; start += PAGE_SIZE)
    for (const [userId, balance] of await walletBalancesOf(
      context.db,
      ids.slice(start, start + PAGE_SIZE),
      Wallet.contract,
      MARGIN_ASSET,
    ))
      balances.set(userId, balance);
  return ids.map((userId) =>
    toRiskUser(
      context,
      userId,
      rowsByUser.get(userId) ?? [],
      ordersByUser.get(userId) ?? [],
      balances.get(userId) ?? NO_BALANCE,
    ),
  );
};

/** Each listed perpetual's brackets as the engine's parallel arrays. */
const bracketsBySymbol = (context: AppContext) =>
  new Map<string, BookBrackets>(
    specsOf(context)
      .listed()
      .map((spec) => [
        spec.symbol,
        {
          caps: Float64Array.from(spec.brackets.map((bracket) => Number(bracket.notionalCap))),
          ratios: Float64Array.from(spec.brackets.map((bracket) => Number(bracket.maintMarginRatio))),
          cums: Float64Array.from(spec.brackets.map((bracket) => Number(bracket.cum))),
        },
      ]),
  );

/** What the risk engine may do, each an exact, locked, idempotent transaction of this module. */
export const createRiskActions = (context: AppContext): RiskActions => ({
  loadUsers: (userIds) => loadUsers(context, userIds),
  bracketsBySymbol: () => bracketsBySymbol(context),
  liquidate: (positionId) => liquidate(context, positionId),
  fireStop: (positionId) => fireStop(context, positionId),
  fillOrder: (orderId) => fillRestingOrder(context, orderId),
  push: (userId, message) => publishUserPush(context, userId, message),
});
