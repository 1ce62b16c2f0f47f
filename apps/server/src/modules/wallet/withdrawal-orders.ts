import { BigNumber } from 'bignumber.js';
import { and, count, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { WithdrawalOrder } from '@exchange/contracts';
import { paymentChannels, withdrawalOrders, type DbOrTx } from '../../platform/db/index';
import { fail } from '../../platform/errors';
import { reviewOrderWhere, type ReviewOrderFilter } from './review-orders';

export type WithdrawalRow = typeof withdrawalOrders.$inferSelect;

const decimal = (value: string) => new BigNumber(value).toFixed();

export const toWithdrawalOrder = (row: WithdrawalRow, channelName: string): WithdrawalOrder => ({
  id: row.id,
  no: row.no,
  userId: row.userId,
  channelId: row.channelId,
  channelName,
  methodType: row.methodType,
  coin: row.coin,
  chain: row.chain,
  amount: decimal(row.amount),
  fee: decimal(row.fee),
  arrivalAmount: decimal(row.arrivalAmount),
  destination: row.destination,
  status: row.status as WithdrawalOrder['status'],
  remark: row.remark,
  payoutRef: row.payoutRef,
  createdAt: row.createdAt.getTime(),
  reviewedAt: row.reviewedAt?.getTime() ?? null,
});

/**
 * Withdrawal rows with their channel's name, newest first unless `orderBy` says otherwise (staff sorting); without a
 * page at most 200.
 */
export const selectWithdrawalRows = async (
  db: DbOrTx,
  where: SQL | undefined,
  page?: { pageNo: number; pageSize: number },
  orderBy: readonly SQL[] = [desc(withdrawalOrders.id)],
) => {
  const query = db
    .select({ row: withdrawalOrders, channelName: paymentChannels.name })
    .from(withdrawalOrders)
    .innerJoin(paymentChannels, eq(paymentChannels.id, withdrawalOrders.channelId))
    .where(where)
    .orderBy(...orderBy);
  return page ? query.limit(page.pageSize).offset((page.pageNo - 1) * page.pageSize) : query.limit(200);
};

export const selectWithdrawals = async (
  db: DbOrTx,
  where: SQL | undefined,
  page?: { pageNo: number; pageSize: number },
) =>
  (await selectWithdrawalRows(db, where, page)).map(({ row, channelName }) =>
    toWithdrawalOrder(row, channelName),
  );

/** A page of withdrawals: the caller's own (filter.userId = the caller) or, for staff, anyone's. */
export const pageWithdrawals = async (
  db: DbOrTx,
  filter: ReviewOrderFilter,
  page: { pageNo: number; pageSize: number },
) => {
  const where = reviewOrderWhere(withdrawalOrders, filter);
  const [total] = await db.select({ value: count() }).from(withdrawalOrders).where(where);
  return { list: await selectWithdrawals(db, where, page), total: total?.value ?? 0 };
};

export const requireWithdrawal = async (db: DbOrTx, where: SQL | undefined, field = 'id') => {
  const [order] = await selectWithdrawals(db, where);
  return order ?? fail('NOT_FOUND', { field });
};

export const listOwnWithdrawals = (db: DbOrTx, userId: number, ids: number[]) =>
  selectWithdrawals(db, and(eq(withdrawalOrders.userId, userId), inArray(withdrawalOrders.id, ids)));
