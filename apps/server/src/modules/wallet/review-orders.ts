import { and, count, eq, inArray } from 'drizzle-orm';
import { ReviewStatus } from '@exchange/contracts';
import { rechargeOrders, withdrawalOrders, type DbOrTx } from '../../platform/db/index';

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

/** Withdrawals still holding money (waiting, or approved and not yet paid) and deposits waiting for staff. */
const HELD_WITHDRAWAL_STATUSES = [ReviewStatus.waitingForReview, ReviewStatus.underReview];

/** A user's requests still in review: money an account deletion would strand. */
export const pendingReviewCounts = async (db: DbOrTx, userId: number) => {
  const [withdrawals] = await db
    .select({ value: count() })
    .from(withdrawalOrders)
    .where(
      and(eq(withdrawalOrders.userId, userId), inArray(withdrawalOrders.status, HELD_WITHDRAWAL_STATUSES)),
    );
  const [deposits] = await db
    .select({ value: count() })
    .from(rechargeOrders)
    .where(and(eq(rechargeOrders.userId, userId), eq(rechargeOrders.status, ReviewStatus.waitingForReview)));
  return { pendingWithdrawalCount: withdrawals?.value ?? 0, pendingDepositCount: deposits?.value ?? 0 };
};
