import { BigNumber } from 'bignumber.js';
import { and, asc, eq, sql } from 'drizzle-orm';
import { ContractOrderStatus, ContractPositionStatus, type ContractOrder } from '@exchange/contracts';
import {
  contractOrders,
  contractPositions,
  contractRequests,
  queryRows,
  type DbOrTx,
  type Tx,
} from '../../platform/db/index';
import { fail } from '../../platform/errors';
import { userBalance, Wallet } from '../ledger/index';
import { canonical, type ContractBalance, type PositionRow } from './account-valuation';

export type OrderRow = typeof contractOrders.$inferSelect;

/** Contract accounts are margined in USDT. */
export const MARGIN_ASSET = 'USDT';

/**
 * Every change to a user's contract account — the user's own requests and the risk engine's liquidations, TP/SL and
 * fills alike — starts by locking the user's row, so they serialise per user (a close racing a liquidation waits, then
 * finds the position already closed) and always take their locks in the same order: user, then ledger accounts.
 */
export const lockAccount = async (tx: Tx, userId: number) => {
  const rows = await queryRows<{ is_trading_restricted: boolean }>(
    tx,
    sql`select id, is_trading_restricted from users where id = ${userId} for update`,
  );
  if (rows.length !== 1) return fail('NOT_FOUND', { field: 'userId' });
  // The staff restriction is read under the lock, so one committed before this change is always seen.
  return { isTradingRestricted: rows[0]?.is_trading_restricted === true };
};

export const openPositionsOf = (db: DbOrTx, userId: number) =>
  db
    .select()
    .from(contractPositions)
    .where(
      and(eq(contractPositions.userId, userId), eq(contractPositions.status, ContractPositionStatus.open)),
    )
    .orderBy(asc(contractPositions.id));

export const pendingOrdersOf = (db: DbOrTx, userId: number) =>
  db
    .select()
    .from(contractOrders)
    .where(and(eq(contractOrders.userId, userId), eq(contractOrders.status, ContractOrderStatus.pending)))
    .orderBy(asc(contractOrders.id));

/** The caller's contract wallet (USDT). */
export const contractBalanceOf = (db: DbOrTx, userId: number): Promise<ContractBalance> =>
  userBalance(db, userId, Wallet.contract, MARGIN_ASSET);

/** The position `id` if the caller owns it (any status), else NOT_FOUND naming `field`. */
const ownPosition = async (tx: DbOrTx, userId: number, id: number, field = 'id') => {
  const [row] = await tx
    .select()
    .from(contractPositions)
    .where(and(eq(contractPositions.id, id), eq(contractPositions.userId, userId)));
  return row ?? fail('NOT_FOUND', { field });
};

/** The caller's position `id`, which must still be open (POSITION_NOT_OPEN: someone or something closed it first). */
export const ownOpenPosition = async (tx: DbOrTx, userId: number, id: number, field = 'id') => {
  const row = await ownPosition(tx, userId, id, field);
  return row.status === ContractPositionStatus.open ? row : fail('POSITION_NOT_OPEN', { field });
};

/**
 * The owner of position `id` while it is open, read without a lock: an engine action uses it to take that owner's
 * account lock, then reads the position again under it. Null when it is gone or closed (nothing to do).
 */
export const openPositionOwner = async (db: DbOrTx, id: number) => {
  const [row] = await db
    .select({ userId: contractPositions.userId, status: contractPositions.status })
    .from(contractPositions)
    .where(eq(contractPositions.id, id));
  return row?.status === ContractPositionStatus.open ? row.userId : null;
};

export const ownOrder = async (db: DbOrTx, userId: number, id: number, field = 'id') => {
  const [row] = await db
    .select()
    .from(contractOrders)
    .where(and(eq(contractOrders.id, id), eq(contractOrders.userId, userId)));
  return row ?? fail('NOT_FOUND', { field });
};

export const toOrder = (row: OrderRow): ContractOrder => ({
  id: row.id,
  no: row.no,
  symbol: row.symbol,
  direction: row.direction,
  action: row.action,
  orderType: row.orderType,
  marginMode: row.marginMode,
  lever: row.lever,
  quantity: new BigNumber(row.quantity).toFixed(),
  price: canonical(row.price),
  dealPrice: canonical(row.dealPrice),
  openPrice: canonical(row.entryPrice),
  earnestMoney: new BigNumber(row.margin).toFixed(),
  fee: new BigNumber(row.fee).toFixed(),
  plAmount: canonical(row.plAmount),
  status: row.status,
  trigger: row.trigger,
  positionId: row.positionId,
  stopProfitPrice: canonical(row.stopProfitPrice),
  stopLossPrice: canonical(row.stopLossPrice),
  createdAt: row.createdAt.getTime(),
  dealTime: row.dealTime?.getTime() ?? null,
});

/**
 * Idempotent contract requests (DESIGN.md §5). Call inside the transaction, after `lockAccount`: no other request of
 * the same user can be between this read and `rememberRequest`, so a repeat finds the first result (returned as it
 * was) and a reused key with another body is 422.
 */
export const previousResult = async <T>(tx: Tx, userId: number, key: string, requestHash: string) => {
  const [row] = await tx
    .select()
    .from(contractRequests)
    .where(and(eq(contractRequests.userId, userId), eq(contractRequests.requestKey, key)));
  if (!row) return undefined;
  if (row.requestHash !== requestHash) return fail('IDEMPOTENCY_MISMATCH', { field: 'Idempotency-Key' });
  return { result: row.result as T };
};

export const rememberRequest = async (
  tx: Tx,
  userId: number,
  key: string,
  requestHash: string,
  result: unknown,
) => {
  await tx.insert(contractRequests).values({ userId, requestKey: key, requestHash, result });
};

export type { PositionRow };
