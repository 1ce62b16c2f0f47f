import { and, desc, eq, ne, sql } from 'drizzle-orm';
import { VerificationPurpose } from '@exchange/contracts';
import { realNameSubmissions, users, type DbOrTx } from '../../platform/db/index';
import type { AppContext } from '../../platform/context';
import { consumeVerificationCode, type Account } from '../auth/index';
import { fail } from '../../platform/errors';
import { announceMemberChanged } from './member-cache';

export type UserRow = typeof users.$inferSelect;

const userByIdStatements = new WeakMap<DbOrTx, ReturnType<typeof prepareUserById>>();
const prepareUserById = (db: DbOrTx) =>
  db
    .select()
    .from(users)
    .where(eq(users.id, sql.placeholder('userId')))
    .prepare('member_user_by_id');

/**
 * Every read here is by the caller's own user id: the id comes from the verified token, never from the request.
 * The by-id read runs on almost every signed-in request, so it is a prepared statement (built once per database).
 */
export const requireActiveUser = async (db: DbOrTx, userId: number): Promise<UserRow> => {
  let statement = userByIdStatements.get(db);
  if (!statement) {
    statement = prepareUserById(db);
    userByIdStatements.set(db, statement);
  }
  const [user] = await statement.execute({ userId });
  // A valid token for a vanished row is as good as no token; a disabled or deleted account gets told so.
  if (!user) return fail('UNAUTHENTICATED');
  if (user.status !== 1) return fail('ACCOUNT_DISABLED');
  return user;
};

/** Whether another account (not `userId`) already uses this e-mail address. */
export const isEmailTakenByOther = async (db: DbOrTx, userId: number, email: string) => {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.email, email), ne(users.id, userId)))
    .limit(1);
  return row !== undefined;
};

/** Whether another account (not `userId`) already uses this phone number. */
export const isPhoneTakenByOther = async (
  db: DbOrTx,
  userId: number,
  phone: { areaCode: string; phone: string },
) => {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.areaCode, phone.areaCode), eq(users.phone, phone.phone), ne(users.id, userId)))
    .limit(1);
  return row !== undefined;
};

export const latestRealNameSubmission = async (db: DbOrTx, userId: number) => {
  const [row] = await db
    .select()
    .from(realNameSubmissions)
    .where(eq(realNameSubmissions.userId, userId))
    .orderBy(desc(realNameSubmissions.createdAt), desc(realNameSubmissions.id))
    .limit(1);
  return row ?? null;
};

/**
 * Applies `changes` to the caller's own row in the transaction that consumes their purpose-3 (update profile)
 * code, so a failed change leaves the code usable and a used code always means the change happened. Every instance
 * forgets the cached member once it committed.
 */
export const updateUserWithProfileCode = async (
  context: AppContext,
  input: {
    userId: number;
    target: Account;
    code: string;
    changes: Partial<Pick<UserRow, 'email' | 'areaCode' | 'phone' | 'payPasswordHash'>>;
  },
) => {
  await consumeVerificationCode(
    context,
    { target: input.target, purpose: VerificationPurpose.updateProfile, code: input.code },
    async (tx) => {
      await tx
        .update(users)
        .set({ ...input.changes, updatedAt: new Date(context.clock.nowMs()) })
        .where(eq(users.id, input.userId));
    },
  );
  await announceMemberChanged(context, input.userId);
};
