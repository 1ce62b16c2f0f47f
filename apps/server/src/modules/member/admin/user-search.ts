import { and, count, desc, eq, ilike, or, type AnyColumn, type SQL } from 'drizzle-orm';
import type { AdminUser, USER_SORT_COLUMNS } from '@exchange/contracts';
import { users, type DbOrTx } from '../../../platform/db/index';
import { sortOrderBy, type SortQuery } from '../../../platform/db/sorting';
import { fail } from '../../../platform/errors';
import type { UserRow } from '../users-repository';

/** The staff view of a user row: secrets reduced to flags, times in epoch ms. */
export const toAdminUser = (row: UserRow): AdminUser => ({
  id: row.id,
  kind: row.kind,
  status: row.status,
  email: row.email,
  areaCode: row.areaCode,
  phone: row.phone,
  nickname: row.nickname,
  avatar: row.avatar,
  realName: row.realName,
  realNameStatus: row.realNameStatus,
  inviteCode: row.inviteCode,
  invitedByUserId: row.invitedByUserId,
  language: row.language,
  hasPayPassword: row.payPasswordHash !== null,
  isTradingRestricted: row.isTradingRestricted,
  isWithdrawalFrozen: row.isWithdrawalFrozen,
  isOnline: row.isOnline,
  lastOnlineAt: row.lastOnlineAt?.getTime() ?? null,
  createdAt: row.createdAt.getTime(),
});

/** Any user by id (staff may look at every account), or 404 naming `id`. */
export const requireUser = async (db: DbOrTx, id: number): Promise<UserRow> => {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row ?? fail('NOT_FOUND', { field: 'id' });
};

export interface UserSearch {
  keyword?: string | undefined;
  status?: number | undefined;
  realNameStatus?: number | undefined;
  isTradingRestricted?: boolean | undefined;
  isWithdrawalFrozen?: boolean | undefined;
  kind?: number | undefined;
}

/** `%`, `_` and `\` typed by staff are literal characters, not patterns. */
const containing = (keyword: string) => `%${keyword.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;

const keywordCondition = (keyword: string): SQL | undefined => {
  const pattern = containing(keyword);
  const byText = [ilike(users.email, pattern), ilike(users.phone, pattern), ilike(users.nickname, pattern)];
  const id = /^\d{1,15}$/.test(keyword) ? Number(keyword) : null;
  return or(...(id === null ? byText : [eq(users.id, id), ...byText]));
};

const searchWhere = (search: UserSearch) =>
  and(
    search.keyword ? keywordCondition(search.keyword) : undefined,
    search.status === undefined ? undefined : eq(users.status, search.status),
    search.realNameStatus === undefined ? undefined : eq(users.realNameStatus, search.realNameStatus),
    search.isTradingRestricted === undefined
      ? undefined
      : eq(users.isTradingRestricted, search.isTradingRestricted),
    search.isWithdrawalFrozen === undefined
      ? undefined
      : eq(users.isWithdrawalFrozen, search.isWithdrawalFrozen),
    search.kind === undefined ? undefined : eq(users.kind, search.kind),
  );

type UserSortColumn = (typeof USER_SORT_COLUMNS)[number];

/** What staff may sort users by (`sortBy` → column). */
const USER_SORT: Record<UserSortColumn, AnyColumn> = {
  id: users.id,
  nickname: users.nickname,
  status: users.status,
  realNameStatus: users.realNameStatus,
  createdAt: users.createdAt,
};

/**
 * GET user/page: users matching the keyword and filters, newest first unless `sortBy` says otherwise, one page
 * (≤ 200 rows).
 */
export const pageUsers = async (
  db: DbOrTx,
  search: UserSearch,
  page: { pageNo: number; pageSize: number } & SortQuery<UserSortColumn>,
) => {
  const where = searchWhere(search);
  const order = sortOrderBy(USER_SORT, users.id, page, [desc(users.id)]);
  const [total] = await db.select({ value: count() }).from(users).where(where);
  const rows = await db
    .select()
    .from(users)
    .where(where)
    .orderBy(...order)
    .limit(page.pageSize)
    .offset((page.pageNo - 1) * page.pageSize);
  return { list: rows.map(toAdminUser), total: total?.value ?? 0 };
};
