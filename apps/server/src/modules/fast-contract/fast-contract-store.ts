import { canonicalDecimal, canonicalDecimalOrNull } from '@exchange/domain';
import { BigNumber } from 'bignumber.js';
import { and, eq, sql } from 'drizzle-orm';
import { FastContractStatus, type FastContractOrder } from '@exchange/contracts';
import {
  fastContractBooks,
  fastContractOrders,
  queryRows,
  type DbOrTx,
  type Tx,
} from '../../platform/db/index';
import { fail } from '../../platform/errors';
import {} from './fast-contract-rules';

export type FastOrderRow = typeof fastContractOrders.$inferSelect;

/** What the user got back: null while open. Profit = payout − stake. */
export const toFastContractOrder = (row: FastOrderRow): FastContractOrder => ({
  id: row.id,
  no: row.no,
  symbol: row.symbol,
  direction: row.direction,
  amount: canonicalDecimal(row.amount),
  periodSeconds: row.periodSeconds,
  payoutRate: canonicalDecimal(row.payoutRate),
  status: row.status,
  openPrice: canonicalDecimal(row.openPrice),
  openPriceAt: row.openPriceAt.getTime(),
  openedAt: row.openedAt.getTime(),
  expiresAt: row.expiresAt.getTime(),
  closePrice: canonicalDecimalOrNull(row.closePrice),
  closePriceAt: row.closePriceAt?.getTime() ?? null,
  payout: canonicalDecimalOrNull(row.payout),
  profit: row.payout === null ? null : new BigNumber(row.payout).minus(row.amount).toFixed(),
  settledAt: row.settledAt?.getTime() ?? null,
});

/** One of the user's orders, or 404 naming `id` (another user's order is as absent as a missing one). */
export const ownFastContract = async (db: DbOrTx, userId: number, id: number) => {
  const [row] = await db
    .select()
    .from(fastContractOrders)
    .where(and(eq(fastContractOrders.id, id), eq(fastContractOrders.userId, userId)));
  return row ?? fail('FAST_CONTRACT_NOT_FOUND', { field: 'id' });
};

/** The user's stakes in open contracts (under the account lock in a buy: nothing of theirs moves meanwhile). */
export const openStakeOf = async (db: DbOrTx, userId: number) => {
  const [row] = await queryRows<{ total: string }>(
    db,
    sql`select coalesce(sum(amount), 0)::text as total from fast_contract_orders
         where user_id = ${userId} and status = ${FastContractStatus.open}`,
  );
  return new BigNumber(row?.total ?? 0).toFixed();
};

/**
 * Locks the instrument's book row for the rest of `tx` (an upsert takes the row lock, and makes the row on the first
 * buy), so exposure checks of one instrument run one at a time.
 */
export const lockBook = async (tx: Tx, instrumentId: number, now: Date) => {
  await tx
    .insert(fastContractBooks)
    .values({ instrumentId, lockedAt: now })
    .onConflictDoUpdate({ target: fastContractBooks.instrumentId, set: { lockedAt: now } });
};

/** What the house would pay in winnings if every open contract of one side of the instrument won: Σ stake × rate. */
export const sideExposureOf = async (db: DbOrTx, instrumentId: number, direction: number) => {
  const [row] = await queryRows<{ total: string }>(
    db,
    sql`select coalesce(sum(amount * payout_rate), 0)::text as total from fast_contract_orders
         where instrument_id = ${instrumentId} and direction = ${direction} and status = ${FastContractStatus.open}`,
  );
  return new BigNumber(row?.total ?? 0).toFixed();
};
