import type { AppContext, Caller } from '../../platform/context';
import { fail } from '../../platform/errors';
import { hashPassword } from '../../platform/auth/passwords';
import { ownCodeTarget } from '../auth/index';
import { requireActiveUser, updateUserWithProfileCode } from './users-repository';

/**
 * Sets or replaces the 6-digit pay password. The code (purpose 3) went to the user's OWN e-mail or phone
 * (send-captcha without a target), the same place ownCodeTarget picks here. Stored as argon2id like the login one.
 */
export const updatePayPassword = async (
  context: AppContext,
  caller: Caller,
  body: { code: string; payPassword: string },
) => {
  const user = await requireActiveUser(context.db, caller.userId);
  const target = ownCodeTarget(user);
  if (!target) return fail('NO_CONTACT_FOR_CODE');
  // Hashed before the transaction: argon2 takes tens of milliseconds, too long to hold a transaction open for.
  const payPasswordHash = await hashPassword(body.payPassword);
  await updateUserWithProfileCode(context, {
    userId: caller.userId,
    target,
    code: body.code,
    changes: { payPasswordHash },
  });
  return true as const;
};
