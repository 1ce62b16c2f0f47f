import { asc, count, eq, type AnyColumn } from 'drizzle-orm';
import type { STAFF_SORT_COLUMNS } from '@exchange/contracts';
import type { FastifyRequest } from 'fastify';
import { staffAccounts, type DbOrTx } from '../../platform/db/index';
import type { AppContext, StaffCaller } from '../../platform/context';
import { sortOrderBy, type SortQuery } from '../../platform/db/sorting';
import { fail } from '../../platform/errors';
import { hashPassword } from '../../platform/auth/passwords';
import { auditedTransaction, recordAudit } from '../../platform/http/staff-audit';
import { createStaffAccount, revokeStaffSessions } from './staff-accounts';

type StaffAccountRow = typeof staffAccounts.$inferSelect;

/** The public view of a staff account: never its hashes or secrets. */
export const toStaffAccount = (row: StaffAccountRow) => ({
  id: row.id,
  username: row.username,
  role: row.role,
  status: row.status,
  isTotpEnrolled: row.totpSecret !== null,
  mustChangePassword: row.mustChangePassword,
  createdAt: row.createdAt.getTime(),
  lastLoginAt: row.lastLoginAt?.getTime() ?? null,
});

const accountFor = async (db: DbOrTx, id: number, staff: StaffCaller) => {
  if (id === staff.staffId) return fail('STAFF_SELF_CHANGE', { field: 'id' });
  const [row] = await db.select().from(staffAccounts).where(eq(staffAccounts.id, id)).for('update');
  return row ?? fail('NOT_FOUND', { field: 'id' });
};

type StaffSortColumn = (typeof STAFF_SORT_COLUMNS)[number];

/** What the staff list may be sorted by (`sortBy` → column). */
const STAFF_SORT: Record<StaffSortColumn, AnyColumn> = {
  id: staffAccounts.id,
  username: staffAccounts.username,
  role: staffAccounts.role,
  status: staffAccounts.status,
  createdAt: staffAccounts.createdAt,
};

/** Staff accounts, oldest first unless `sortBy` says otherwise. */
export const pageStaff = async (
  context: AppContext,
  query: { pageNo: number; pageSize: number; role?: string | undefined } & SortQuery<StaffSortColumn>,
) => {
  const where = query.role ? eq(staffAccounts.role, query.role) : undefined;
  const order = sortOrderBy(STAFF_SORT, staffAccounts.id, query, [asc(staffAccounts.id)]);
  const [rows, [total]] = await Promise.all([
    context.db
      .select()
      .from(staffAccounts)
      .where(where)
      .orderBy(...order)
      .limit(query.pageSize)
      .offset((query.pageNo - 1) * query.pageSize),
    context.db.select({ total: count() }).from(staffAccounts).where(where),
  ]);
  return { list: rows.map(toStaffAccount), total: total?.total ?? 0 };
};

/** A new account with a one-time password (shown once), created together with its audit entry. */
export const createStaff = async (
  context: AppContext,
  request: FastifyRequest,
  body: { username: string; role: string },
) => {
  const oneTimePassword = context.ids.token(18);
  const account = await auditedTransaction(context.db, request, async (tx) => {
    const id = await createStaffAccount(tx, {
      username: body.username,
      password: oneTimePassword,
      role: body.role,
      mustChangePassword: true,
    });
    if (id === null)
      return fail('BAD_REQUEST', {
        field: 'username',
        values: { reason: 'is taken by another staff account' },
      });
    const [row] = await tx.select().from(staffAccounts).where(eq(staffAccounts.id, id));
    if (!row) return fail('INTERNAL');
    const created = toStaffAccount(row);
    recordAudit(request, { target: `staff:${id}`, after: created });
    return created;
  });
  return { account, oneTimePassword };
};

type StaffAccountChange = Partial<
  Pick<
    StaffAccountRow,
    | 'role'
    | 'status'
    | 'passwordHash'
    | 'mustChangePassword'
    | 'totpSecret'
    | 'totpPendingSecret'
    | 'totpLastStep'
  >
>;

/**
 * One change to ANOTHER staff account, audited with its before and after in the same transaction: under the
 * account's row lock, and ending its sessions when `endsSessions` (a disable or a reset must take effect at once).
 */
const changeStaffAccount = async (
  context: AppContext,
  request: FastifyRequest,
  staff: StaffCaller,
  id: number,
  change: StaffAccountChange,
  endsSessions: boolean,
) =>
  auditedTransaction(context.db, request, async (tx) => {
    const before = await accountFor(tx, id, staff);
    const [after] = await tx.update(staffAccounts).set(change).where(eq(staffAccounts.id, id)).returning();
    if (!after) return fail('INTERNAL');
    if (endsSessions) await revokeStaffSessions(tx, id, context.clock.nowMs());
    const account = toStaffAccount(after);
    recordAudit(request, { target: `staff:${id}`, before: toStaffAccount(before), after: account });
    return account;
  });

export const updateStaff = (
  context: AppContext,
  request: FastifyRequest,
  staff: StaffCaller,
  body: { id: number; role?: string | undefined; status?: 0 | 1 | undefined },
) =>
  changeStaffAccount(
    context,
    request,
    staff,
    body.id,
    {
      ...(body.role ? { role: body.role } : {}),
      ...(body.status === undefined ? {} : { status: body.status }),
    },
    body.status === 0,
  );

export const resetStaffPassword = async (
  context: AppContext,
  request: FastifyRequest,
  staff: StaffCaller,
  body: { id: number },
) => {
  const oneTimePassword = context.ids.token(18);
  const passwordHash = await hashPassword(oneTimePassword);
  const account = await changeStaffAccount(
    context,
    request,
    staff,
    body.id,
    { passwordHash, mustChangePassword: true },
    true,
  );
  return { account, oneTimePassword };
};

export const resetStaffTotp = (
  context: AppContext,
  request: FastifyRequest,
  staff: StaffCaller,
  body: { id: number },
) =>
  changeStaffAccount(
    context,
    request,
    staff,
    body.id,
    { totpSecret: null, totpPendingSecret: null, totpLastStep: null },
    true,
  );
