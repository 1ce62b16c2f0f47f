import { and, eq } from 'drizzle-orm';
import type { DbOrTx, flashExchangeOrders, rechargeOrders, withdrawalOrders } from '../../platform/db/index';
import { fail } from '../../platform/errors';

/** Tables whose rows carry the (user, idempotency key) of the call that made them. */
type KeyedTable = typeof rechargeOrders | typeof withdrawalOrders | typeof flashExchangeOrders;

/** The row an earlier call with this key made, if any. */
export const findByRequestKey = async (db: DbOrTx, table: KeyedTable, userId: number, key: string) => {
  const [row] = await db
    .select({ id: table.id, requestHash: table.requestHash })
    .from(table)
    .where(and(eq(table.userId, userId), eq(table.requestKey, key)));
  return row;
};

/** A repeated call gets the first call's result; the same key with another body is 422. */
export const repeatOf = <T>(
  row: { id: number; requestHash: string },
  requestHash: string,
  load: (id: number) => Promise<T>,
): Promise<T> =>
  row.requestHash === requestHash ? load(row.id) : fail('IDEMPOTENCY_MISMATCH', { field: 'Idempotency-Key' });
