import { BigNumber } from 'bignumber.js';
import { and, count, desc, eq, isNull, ne, or, type AnyColumn, type SQL } from 'drizzle-orm';
import type { AdminWithdrawalOrder, WITHDRAWAL_SORT_COLUMNS } from '@exchange/contracts';
import { withdrawalOrders, type DbOrTx, type Tx } from '../../../platform/db/index';
import type { AppContext } from '../../../platform/context';
import { sortOrderBy, type SortQuery } from '../../../platform/db/sorting';
import { fail } from '../../../platform/errors';
import { assetPriceUsdt } from '../../market/index';
import { reviewOrderWhere, type ReviewOrderFilter } from '../review-orders';
import { selectWithdrawalRows, toWithdrawalOrder, type WithdrawalRow } from '../withdrawal-orders';

/** Live spot quotes only: a stale price could understate a withdrawal that should have taken two people. */
const LIVE = 1;

/**
 * Whether a withdrawal is large enough for two approvers: worth at least `WITHDRAWAL_DUAL_APPROVAL_USDT` at the live
 * spot price. Without a live price it counts as large — the safe side of not knowing.
 */
const isLargeWithdrawal = (context: AppContext, row: Pick<WithdrawalRow, 'coin' | 'amount'>) => {
  const price = assetPriceUsdt(context, row.coin);
  if (!price || price.status !== LIVE) return true;
  return new BigNumber(row.amount)
    .times(price.price)
    .isGreaterThanOrEqualTo(context.config.WITHDRAWAL_DUAL_APPROVAL_USDT);
};

/** A waiting withdrawal that takes two approvers: large now, or its first approval is already recorded. */
const needsSecondApproval = (context: AppContext, row: WithdrawalRow) =>
  row.status === 2 && (row.firstApprovedBy !== null || isLargeWithdrawal(context, row));

const toAdminWithdrawal = (
  context: AppContext,
  row: WithdrawalRow,
  channelName: string,
): AdminWithdrawalOrder => ({
  ...toWithdrawalOrder(row, channelName),
  firstApprovedBy: row.firstApprovedBy,
  firstApprovedAt: row.firstApprovedAt?.getTime() ?? null,
  needsSecondApproval: needsSecondApproval(context, row),
});

type WithdrawalSortColumn = (typeof WITHDRAWAL_SORT_COLUMNS)[number];
type WithdrawalPage = { pageNo: number; pageSize: number } & SortQuery<WithdrawalSortColumn>;

/** What staff may sort withdrawals by (`sortBy` → column). */
const WITHDRAWAL_SORT: Record<WithdrawalSortColumn, AnyColumn> = {
  id: withdrawalOrders.id,
  userId: withdrawalOrders.userId,
  amount: withdrawalOrders.amount,
  status: withdrawalOrders.status,
  createdAt: withdrawalOrders.createdAt,
};

const selectAdminWithdrawals = async (
  context: AppContext,
  db: DbOrTx,
  where: SQL | undefined,
  page: WithdrawalPage,
) => {
  const order = sortOrderBy(WITHDRAWAL_SORT, withdrawalOrders.id, page, [desc(withdrawalOrders.id)]);
  const rows = await selectWithdrawalRows(db, where, page, order);
  return rows.map(({ row, channelName }) => toAdminWithdrawal(context, row, channelName));
};

/** The staff queue: anyone's withdrawals with the two-approver state, newest first unless `sortBy` says otherwise. */
export const pageAdminWithdrawals = async (
  context: AppContext,
  filter: ReviewOrderFilter,
  page: WithdrawalPage,
) => {
  const where = reviewOrderWhere(withdrawalOrders, filter);
  const [total] = await context.db.select({ value: count() }).from(withdrawalOrders).where(where);
  return { list: await selectAdminWithdrawals(context, context.db, where, page), total: total?.value ?? 0 };
};

/** One withdrawal as staff see it (read through `db`, e.g. the reviewing transaction), or NOT_FOUND naming `id`. */
export const adminWithdrawal = async (context: AppContext, id: number, db: DbOrTx = context.db) => {
  const [order] = await selectAdminWithdrawals(context, db, eq(withdrawalOrders.id, id), {
    pageNo: 1,
    pageSize: 1,
  });
  return order ?? fail('NOT_FOUND', { field: 'id' });
};

/**
 * Staff approval of a waiting withdrawal, as guarded UPDATEs in the caller's transaction. A large one: the first
 * approval only records its approver (`first_approved_by IS NULL` in the WHERE, so of two racing first approvals one
 * counts); the next, by a different account, moves it on (2 → 0). A small one moves on at once, unless a first
 * approval was recorded (the price moved under the threshold) — then that approver still cannot be the second.
 */
export const approveByGuard = async (
  tx: Tx,
  change: { id: number; actor: string; isLarge: boolean },
  nowMs: number,
) => {
  const at = new Date(nowMs);
  const waiting = and(eq(withdrawalOrders.id, change.id), eq(withdrawalOrders.status, 2));
  if (change.isLarge) {
    const [first] = await tx
      .update(withdrawalOrders)
      .set({ firstApprovedBy: change.actor, firstApprovedAt: at, updatedAt: at })
      .where(and(waiting, isNull(withdrawalOrders.firstApprovedBy)))
      .returning({ id: withdrawalOrders.id });
    if (first) return;
  }
  const otherApprover = ne(withdrawalOrders.firstApprovedBy, change.actor);
  const [moved] = await tx
    .update(withdrawalOrders)
    .set({ status: 0, reviewedBy: change.actor, reviewedAt: at, updatedAt: at })
    .where(
      and(
        waiting,
        change.isLarge ? otherApprover : or(isNull(withdrawalOrders.firstApprovedBy), otherApprover),
      ),
    )
    .returning({ id: withdrawalOrders.id });
  if (moved) return;
  const [row] = await tx
    .select({ status: withdrawalOrders.status, firstApprovedBy: withdrawalOrders.firstApprovedBy })
    .from(withdrawalOrders)
    .where(eq(withdrawalOrders.id, change.id));
  if (!row) return fail('NOT_FOUND', { field: 'id' });
  if (row.status === 2 && row.firstApprovedBy === change.actor)
    return fail('SECOND_APPROVER_REQUIRED', { field: 'id' });
  return fail('REVIEW_STATE_CHANGED', { field: 'id' });
};
