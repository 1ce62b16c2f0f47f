import { and, eq, sql } from 'drizzle-orm';
import { subscriptionOrders, subscriptionProjects, type DbOrTx, type Tx } from '../../platform/db/index';
import { fail } from '../../platform/errors';

/** A project, or 404 naming `field`. */
export const projectById = async (db: DbOrTx, id: number, field = 'id') => {
  const [row] = await db.select().from(subscriptionProjects).where(eq(subscriptionProjects.id, id));
  return row ?? fail('SUBSCRIPTION_PROJECT_NOT_FOUND', { field });
};

/**
 * The project row locked for the rest of `tx`: `share` for a commitment (commitments run side by side, the close
 * waits for them and they wait for the close), `update` for a first-come buy (one at a time against the supply).
 */
export const lockProject = async (tx: Tx, id: number, mode: 'share' | 'update') => {
  const [row] = await tx
    .select()
    .from(subscriptionProjects)
    .where(eq(subscriptionProjects.id, id))
    .for(mode === 'share' ? 'share' : 'update');
  return row ?? fail('SUBSCRIPTION_PROJECT_NOT_FOUND', { field: 'projectId' });
};

/** One of the user's orders, or 404 naming `id` (another user's order is as absent as a missing one). */
export const ownOrder = async (db: DbOrTx, userId: number, id: number) => {
  const [row] = await db
    .select()
    .from(subscriptionOrders)
    .where(and(eq(subscriptionOrders.id, id), eq(subscriptionOrders.userId, userId)));
  return row ?? fail('SUBSCRIPTION_ORDER_NOT_FOUND', { field: 'id' });
};

export const hasOrder = async (db: DbOrTx, projectId: number, userId: number) => {
  const [row] = await db
    .select({ id: subscriptionOrders.id })
    .from(subscriptionOrders)
    .where(and(eq(subscriptionOrders.projectId, projectId), eq(subscriptionOrders.userId, userId)));
  return row !== undefined;
};

/** Adds an order's quantity to the project's running Σ requested. */
export const addRequested = (tx: Tx, projectId: number, quantity: string, now: Date) =>
  tx
    .update(subscriptionProjects)
    .set({ requestedQuantity: sql`${subscriptionProjects.requestedQuantity} + ${quantity}`, updatedAt: now })
    .where(eq(subscriptionProjects.id, projectId));
