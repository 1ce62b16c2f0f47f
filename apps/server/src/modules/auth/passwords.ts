import { eq } from 'drizzle-orm';
import { VerificationPurpose } from '@exchange/contracts';
import { users } from '../../platform/db/index';
import type { AppContext, Caller } from '../../platform/context';
import { fail } from '../../platform/errors';
import { hashPassword, verifyPassword } from '../../platform/auth/passwords';
import { findRegisteredUser, parseAccount } from './accounts';
import { consumeVerificationCode } from './verification-codes';
import { revokeSessions } from './sessions';

/** Forgotten password: a purpose-2 code proves control of the account's contact; every session ends. */
export const resetPassword = async (
  context: AppContext,
  body: { account: string; areaCode?: string; code: string; password: string },
) => {
  const account = parseAccount(body.account, body.areaCode, 'account');
  const user = await findRegisteredUser(context.db, account);
  // No account: answer exactly like a wrong code, so the endpoint does not reveal who is registered.
  if (!user) return fail('CODE_INVALID', { field: 'code' });
  const passwordHash = await hashPassword(body.password);
  const announce = await consumeVerificationCode(
    context,
    { target: account, purpose: VerificationPurpose.resetPassword, code: body.code },
    async (tx) => {
      await tx
        .update(users)
        .set({ passwordHash, updatedAt: new Date(context.clock.nowMs()) })
        .where(eq(users.id, user.id));
      return revokeSessions(context, { userId: user.id }, 'password', tx);
    },
  );
  await announce();
  return true as const;
};

/** Signed-in password change: needs the current password; the current session stays. */
export const updatePassword = async (
  context: AppContext,
  caller: Caller,
  body: { oldPassword: string; newPassword: string },
) => {
  const [user] = await context.db
    .select({ passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.id, caller.userId));
  if (!(await verifyPassword(user?.passwordHash ?? null, body.oldPassword)))
    fail('OLD_PASSWORD_WRONG', { field: 'oldPassword' });
  await context.db
    .update(users)
    .set({ passwordHash: await hashPassword(body.newPassword), updatedAt: new Date(context.clock.nowMs()) })
    .where(eq(users.id, caller.userId));
  return true as const;
};
