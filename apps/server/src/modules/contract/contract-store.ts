import { canonicalDecimalOrNull } from '@exchange/domain';
import { BigNumber } from 'bignumber.js';
import { and, asc, eq } from 'drizzle-orm';
import { ContractOrderStatus, ContractPositionStatus, type ContractOrder } from '@exchange/contracts';
import { contractOrders, contractPositions, type DbOrTx } from '../../platform/db/index';
import { fail } from '../../platform/errors';
import { userBalance, Wallet } from '../ledger/index';
import { type ContractBalance, type PositionRow } from './account-valuation';

export type OrderRow = typeof contractOrders.$inferSelect;

/** Contract accounts are margined in USDT. */
export const MARGIN_ASSET = 'USDT';

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
  price: canonicalDecimalOrNull(row.price),
  dealPrice: canonicalDecimalOrNull(row.dealPrice),
  openPrice: canonicalDecimalOrNull(row.entryPrice),
  earnestMoney: new BigNumber(row.margin).toFixed(),
  fee: new BigNumber(row.fee).toFixed(),
  plAmount: canonicalDecimalOrNull(row.plAmount),
  status: row.status,
  trigger: row.trigger,
  positionId: row.positionId,
  stopProfitPrice: canonicalDecimalOrNull(row.stopProfitPrice),
  stopLossPrice: canonicalDecimalOrNull(row.stopLossPrice),
  createdAt: row.createdAt.getTime(),
  dealTime: row.dealTime?.getTime() ?? null,
});

export type { PositionRow };
