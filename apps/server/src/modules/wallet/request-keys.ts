import { createHash, randomInt } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { DbOrTx, flashExchangeOrders, rechargeOrders, withdrawalOrders } from '../../platform/db/index';
import { fail } from '../../platform/errors';

/** A digest of what a request asked for, so a key reused with another body is told apart (422). */
export const requestDigest = (body: Record<string, unknown>) =>
  createHash('sha256')
    .update(JSON.stringify(Object.entries(body).sort(([left], [right]) => left.localeCompare(right))))
    .digest('hex');

/**
 * An order number: a letter for the kind, the UTC time to the second and ten random digits
 * (`W202611231430001234567890`). Ten digits keep a clash between orders of the same second negligible; the unique
 * index would still refuse one rather than let two orders share a number.
 */
export const orderNumber = (prefix: 'R' | 'W' | 'S', nowMs: number) => {
  const stamp = new Date(nowMs).toISOString().replace(/\D/g, '').slice(0, 14);
  return `${prefix}${stamp}${String(randomInt(0, 10_000_000_000)).padStart(10, '0')}`;
};

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
