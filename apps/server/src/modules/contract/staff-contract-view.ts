import { canonicalDecimalOrNull } from '@exchange/domain';
import { BigNumber } from 'bignumber.js';
import { and, count, desc, eq } from 'drizzle-orm';
import { ContractOrderStatus, ContractPositionStatus, type AdminPosition } from '@exchange/contracts';
import { contractOrders, contractPositions, type DbOrTx } from '../../platform/db/index';
import {} from './account-valuation';
import { openPositionsOf, toOrder, type PositionRow } from './contract-store';

const decimal = (value: string) => new BigNumber(value).toFixed();

/** A position as stored (no live valuation): what staff see in a user's view. */
const toStaffPosition = (row: PositionRow): AdminPosition => ({
  id: row.id,
  symbol: row.symbol,
  direction: row.direction,
  marginMode: row.marginMode,
  lever: row.lever,
  quantity: decimal(row.quantity),
  entryPrice: decimal(row.entryPrice),
  margin: decimal(row.margin),
  openFee: decimal(row.openFee),
  fundingFee: decimal(row.fundingFee),
  realisedPnl: decimal(row.realisedPnl),
  stopProfitPrice: canonicalDecimalOrNull(row.stopProfitPrice),
  stopLossPrice: canonicalDecimalOrNull(row.stopLossPrice),
  createdAt: row.createdAt.getTime(),
});

/**
 * A user's contract account for the back office: open positions as stored (oldest first) and the latest orders
 * (newest first) in the same shape as the user's own order list, each list at most `limit` rows.
 */
export const staffContractView = async (db: DbOrTx, userId: number, limit: number) => {
  const positions = await openPositionsOf(db, userId).limit(limit);
  const orders = await db
    .select()
    .from(contractOrders)
    .where(eq(contractOrders.userId, userId))
    .orderBy(desc(contractOrders.id))
    .limit(limit);
  return { positions: positions.map(toStaffPosition), orders: orders.map(toOrder) };
};

/** What is still open on a user's contract account (an account deletion waits for both to be zero). */
export const openContractCounts = async (db: DbOrTx, userId: number) => {
  const [positions] = await db
    .select({ value: count() })
    .from(contractPositions)
    .where(
      and(eq(contractPositions.userId, userId), eq(contractPositions.status, ContractPositionStatus.open)),
    );
  const [orders] = await db
    .select({ value: count() })
    .from(contractOrders)
    .where(and(eq(contractOrders.userId, userId), eq(contractOrders.status, ContractOrderStatus.pending)));
  return { openPositionCount: positions?.value ?? 0, pendingOrderCount: orders?.value ?? 0 };
};
