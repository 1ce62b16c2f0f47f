import { BigNumber } from 'bignumber.js';
import { and, eq, gte, inArray, isNotNull, sql } from 'drizzle-orm';
import { MerchantStatus, RealNameStatus, type Merchant, type MerchantStats } from '@exchange/contracts';
import { c2cMerchants, c2cOrders, users, type DbOrTx } from '../../platform/db/index';
import type { AppContext, Caller } from '../../platform/context';
import { fail } from '../../platform/errors';

export type MerchantRow = typeof c2cMerchants.$inferSelect;

const STATS_WINDOW_MS = 30 * 24 * 60 * 60 * 1000;
const EMPTY_STATS: MerchantStats = { orders30d: 0, completionRate: null, avgReleaseSeconds: null };

/**
 * Each merchant's public figures over the 30 days before `nowMs`, from the orders on their ads: released orders,
 * released ÷ ended, and the mean seconds from "paid" to the seller's own release. One query for the whole list.
 */
export const merchantStatsOf = async (
  db: DbOrTx,
  userIds: readonly number[],
  nowMs: number,
): Promise<Map<number, MerchantStats>> => {
  const stats = new Map<number, MerchantStats>();
  if (userIds.length === 0) return stats;
  const rows = await db
    .select({
      makerId: c2cOrders.makerId,
      released: sql<number>`count(*) filter (where ${c2cOrders.status} = 3)::int`,
      ended: sql<number>`count(*) filter (where ${c2cOrders.status} in (3, 4))::int`,
      avgRelease: sql<
        string | null
      >`avg(extract(epoch from ${c2cOrders.endedAt} - ${c2cOrders.paidAt})) filter (where ${c2cOrders.ending} = 'seller_released' and ${c2cOrders.sellerId} = ${c2cOrders.makerId})`,
    })
    .from(c2cOrders)
    .where(
      and(
        inArray(c2cOrders.makerId, [...userIds]),
        gte(c2cOrders.createdAt, new Date(nowMs - STATS_WINDOW_MS)),
        isNotNull(c2cOrders.makerId),
      ),
    )
    .groupBy(c2cOrders.makerId);
  for (const row of rows)
    stats.set(Number(row.makerId), {
      orders30d: row.released,
      completionRate:
        row.ended === 0 ? null : new BigNumber(row.released).dividedBy(row.ended).decimalPlaces(4).toFixed(),
      avgReleaseSeconds: row.avgRelease === null ? null : Math.round(Number(row.avgRelease)),
    });
  return stats;
};

export const statsOr = (stats: Map<number, MerchantStats>, userId: number) =>
  stats.get(userId) ?? EMPTY_STATS;

export const toMerchant = (row: MerchantRow, stats: MerchantStats): Merchant => ({
  userId: row.userId,
  nickname: row.nickname,
  status: row.status,
  remark: row.remark,
  appliedAt: row.appliedAt.getTime(),
  decidedAt: row.decidedAt?.getTime() ?? null,
  stats,
});

export const merchantRowOf = async (db: DbOrTx, userId: number) => {
  const [row] = await db.select().from(c2cMerchants).where(eq(c2cMerchants.userId, userId));
  return row;
};

/** The caller as an approved merchant (C2C_NOT_MERCHANT otherwise). */
export const requireMerchant = async (db: DbOrTx, userId: number) => {
  const row = await merchantRowOf(db, userId);
  if (row?.status !== MerchantStatus.approved) return fail('C2C_NOT_MERCHANT');
  return row;
};

/** `GET c2c/merchant/me`. */
export const getMyMerchant = async (context: AppContext, caller: Caller) => {
  const row = await merchantRowOf(context.db, caller.userId);
  if (!row) return null;
  const stats = await merchantStatsOf(context.db, [row.userId], context.clock.nowMs());
  return toMerchant(row, statsOr(stats, row.userId));
};

/**
 * `POST c2c/merchant/apply`: a verified real name is required; one application per account (a rejected one may apply
 * again, which replaces it). Nicknames are unique regardless of case.
 */
export const applyMerchant = async (context: AppContext, caller: Caller, body: { nickname: string }) => {
  const now = new Date(context.clock.nowMs());
  const row = await context.db.transaction(async (tx) => {
    const [user] = await tx
      .select({ realNameStatus: users.realNameStatus })
      .from(users)
      .where(eq(users.id, caller.userId));
    if (user?.realNameStatus !== RealNameStatus.verified) fail('C2C_NOT_VERIFIED');
    const [existing] = await tx
      .select()
      .from(c2cMerchants)
      .where(eq(c2cMerchants.userId, caller.userId))
      .for('update');
    if (existing && existing.status !== MerchantStatus.rejected) fail('C2C_MERCHANT_EXISTS');
    const [taken] = await tx
      .select({ userId: c2cMerchants.userId })
      .from(c2cMerchants)
      .where(sql`lower(${c2cMerchants.nickname}) = lower(${body.nickname})`);
    if (taken && taken.userId !== caller.userId) fail('C2C_NICKNAME_TAKEN', { field: 'nickname' });
    const values = {
      nickname: body.nickname,
      status: MerchantStatus.applied,
      remark: null,
      appliedAt: now,
      decidedAt: null,
      decidedBy: null,
    };
    const [saved] = await tx
      .insert(c2cMerchants)
      .values({ userId: caller.userId, ...values })
      .onConflictDoUpdate({ target: c2cMerchants.userId, set: values })
      .returning();
    return saved!;
  });
  return toMerchant(row, statsOr(new Map(), row.userId));
};
