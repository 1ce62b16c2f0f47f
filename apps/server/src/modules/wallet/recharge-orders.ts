import { BigNumber } from 'bignumber.js';
import { and, count, desc, eq, inArray, type AnyColumn, type SQL } from 'drizzle-orm';
import type { RechargeOrder, RECHARGE_SORT_COLUMNS } from '@exchange/contracts';
import { paymentChannels, rechargeOrders, type DbOrTx } from '../../platform/db/index';
import { sortOrderBy, type SortQuery } from '../../platform/db/sorting';
import { fail } from '../../platform/errors';
import { reviewOrderWhere, type ReviewOrderFilter } from './review-orders';

export type RechargeRow = typeof rechargeOrders.$inferSelect;

/** Where the owner (app API) and staff (admin API) fetch a deposit's proof; files themselves are never public. */
export const rechargeProofPath = (id: number) => `/api/app-api/recharge/proof?id=${id}`;

export const toRechargeOrder = (row: RechargeRow, channelName: string): RechargeOrder => ({
  id: row.id,
  no: row.no,
  userId: row.userId,
  channelId: row.channelId,
  channelName,
  methodType: row.methodType,
  coin: row.coin,
  chain: row.chain,
  amount: new BigNumber(row.amount).toFixed(),
  status: row.status as RechargeOrder['status'],
  remark: row.remark,
  proofUrl: row.proofUrl ? rechargeProofPath(row.id) : null,
  txId: row.txId,
  createdAt: row.createdAt.getTime(),
  reviewedAt: row.reviewedAt?.getTime() ?? null,
});

type RechargeSortColumn = (typeof RECHARGE_SORT_COLUMNS)[number];

/** What staff may sort deposits by (`sortBy` → column). */
const RECHARGE_SORT: Record<RechargeSortColumn, AnyColumn> = {
  id: rechargeOrders.id,
  userId: rechargeOrders.userId,
  amount: rechargeOrders.amount,
  status: rechargeOrders.status,
  createdAt: rechargeOrders.createdAt,
};

/** Deposit rows with their channel's name, newest first unless a page's `sortBy` says otherwise. */
export const selectRecharges = async (
  db: DbOrTx,
  where: SQL | undefined,
  page?: { pageNo: number; pageSize: number } & SortQuery<RechargeSortColumn>,
) => {
  const order = sortOrderBy(RECHARGE_SORT, rechargeOrders.id, page ?? {}, [desc(rechargeOrders.id)]);
  const query = db
    .select({ row: rechargeOrders, channelName: paymentChannels.name })
    .from(rechargeOrders)
    .leftJoin(paymentChannels, eq(paymentChannels.id, rechargeOrders.channelId))
    .where(where)
    .orderBy(...order);
  const rows = page
    ? await query.limit(page.pageSize).offset((page.pageNo - 1) * page.pageSize)
    : await query.limit(200);
  return rows.map(({ row, channelName }) => toRechargeOrder(row, channelName ?? row.coin));
};

/** A page of deposits: the caller's own (filter.userId = the caller) or, for staff, anyone's. */
export const pageRecharges = async (
  db: DbOrTx,
  filter: ReviewOrderFilter,
  page: { pageNo: number; pageSize: number } & SortQuery<RechargeSortColumn>,
) => {
  const where = reviewOrderWhere(rechargeOrders, filter);
  const [total] = await db.select({ value: count() }).from(rechargeOrders).where(where);
  return { list: await selectRecharges(db, where, page), total: total?.value ?? 0 };
};

/** One of the user's deposits, or 404 naming `field`. */
export const requireOwnRecharge = async (db: DbOrTx, userId: number, condition: SQL, field: string) => {
  const [order] = await selectRecharges(db, and(eq(rechargeOrders.userId, userId), condition));
  return order ?? fail('NOT_FOUND', { field });
};

export const listOwnRecharges = (db: DbOrTx, userId: number, ids: number[]) =>
  selectRecharges(db, and(eq(rechargeOrders.userId, userId), inArray(rechargeOrders.id, ids)));
