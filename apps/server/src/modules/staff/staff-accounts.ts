import { and, eq, gt, isNull, ne } from 'drizzle-orm';
import { StaffRole } from '@exchange/contracts';
import { staffAccounts, staffSessions, type DbOrTx } from '../../platform/db/index';
import type { AppContext } from '../../platform/context';
import { hashPassword } from '../../platform/auth/passwords';

export const SUPER_ADMIN_USERNAME = 'admin';
/** A staff session lasts a working day (users' last weeks); its access tokens are the usual 30 minutes. */
export const STAFF_SESSION_TTL_MS = 8 * 60 * 60 * 1000;

export interface NewStaffAccount {
  username: string;
  password: string;
  role: string;
  mustChangePassword: boolean;
}

/** Creates a staff account unless the username exists; returns the new id, or null when it existed. */
export const createStaffAccount = async (db: DbOrTx, account: NewStaffAccount) => {
  const passwordHash = await hashPassword(account.password);
  const [inserted] = await db
    .insert(staffAccounts)
    .values({
      username: account.username,
      passwordHash,
      role: account.role,
      mustChangePassword: account.mustChangePassword,
    })
    .onConflictDoNothing()
    .returning({ id: staffAccounts.id });
  return inserted?.id ?? null;
};

/**
 * First start: when no staff account exists, creates the super admin with a random one-time password and returns
 * it so server.ts can print it once. It is never stored in clear, never logged, and must be changed at first login,
 * after which TOTP must be enrolled. Several instances starting together race on the unique username: only the
 * winner gets (and prints) a password.
 */
export const seedSuperAdmin = async (
  context: AppContext,
): Promise<{ username: string; password: string } | null> => {
  const [any] = await context.db.select({ id: staffAccounts.id }).from(staffAccounts).limit(1);
  if (any) return null;
  const password = context.ids.token(18);
  const id = await createStaffAccount(context.db, {
    username: SUPER_ADMIN_USERNAME,
    password,
    role: StaffRole.superAdmin,
    mustChangePassword: true,
  });
  return id === null ? null : { username: SUPER_ADMIN_USERNAME, password };
};

/** The live session of a staff token: unrevoked, unexpired, its account active. */
export const liveStaffSession = async (db: DbOrTx, sessionId: string, nowMs: number) => {
  const [row] = await db
    .select({
      staffId: staffAccounts.id,
      username: staffAccounts.username,
      role: staffAccounts.role,
      mustChangePassword: staffAccounts.mustChangePassword,
      isTotpVerified: staffSessions.isTotpVerified,
      expiresAt: staffSessions.expiresAt,
    })
    .from(staffSessions)
    .innerJoin(staffAccounts, eq(staffAccounts.id, staffSessions.staffId))
    .where(
      and(
        eq(staffSessions.id, sessionId),
        isNull(staffSessions.revokedAt),
        gt(staffSessions.expiresAt, new Date(nowMs)),
        eq(staffAccounts.status, 1),
      ),
    );
  return row;
};

/** Ends every live session of an account (password reset, disable, TOTP reset); `exceptSessionId` keeps one. */
export const revokeStaffSessions = async (
  db: DbOrTx,
  staffId: number,
  nowMs: number,
  exceptSessionId?: string,
) =>
  db
    .update(staffSessions)
    .set({ revokedAt: new Date(nowMs) })
    .where(
      and(
        eq(staffSessions.staffId, staffId),
        isNull(staffSessions.revokedAt),
        exceptSessionId === undefined ? undefined : ne(staffSessions.id, exceptSessionId),
      ),
    );
