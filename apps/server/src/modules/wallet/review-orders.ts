import { and, eq } from 'drizzle-orm';
import type { rechargeOrders, withdrawalOrders } from '../../platform/db/index';

/** The two kinds of reviewed request. */
export type ReviewTable = typeof rechargeOrders | typeof withdrawalOrders;

export interface ReviewOrderFilter {
  /** The owner: the caller on the app API, any user (or none) for staff. */
  userId?: number | undefined;
  status?: number | undefined;
  coin?: string | undefined;
}

/** The WHERE of every deposit and withdrawal page, the owner's (app API) and staff's queues alike. */
export const reviewOrderWhere = (table: ReviewTable, filter: ReviewOrderFilter) =>
  and(
    filter.userId === undefined ? undefined : eq(table.userId, filter.userId),
    filter.status === undefined ? undefined : eq(table.status, filter.status),
    filter.coin === undefined ? undefined : eq(table.coin, filter.coin),
  );
