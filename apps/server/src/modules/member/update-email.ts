import type { AppContext, Caller } from '../../platform/context';
import { fail } from '../../platform/errors';
import { isUniqueViolation } from '../../platform/db/index';
import { isEmailTakenByOther, requireActiveUser, updateUserWithProfileCode } from './users-repository';

/**
 * Moves the account to a new e-mail address. The code (purpose 3) was sent to the NEW address, so consuming it
 * proves the caller controls that address. The uniqueness check comes first so a typo'd taken address does not
 * spend a code attempt; the unique index still decides a race between two accounts, mapped to the same error.
 */
export const updateEmail = async (
  context: AppContext,
  caller: Caller,
  body: { email: string; code: string },
) => {
  await requireActiveUser(context.db, caller.userId);
  if (await isEmailTakenByOther(context.db, caller.userId, body.email))
    fail('EMAIL_TAKEN', { field: 'email' });
  const target = { channel: 'email' as const, address: body.email };
  try {
    // The code is marked used in the same transaction as the change, so a failed change leaves it usable.
    await updateUserWithProfileCode(context, {
      userId: caller.userId,
      target,
      code: body.code,
      changes: { email: body.email },
    });
  } catch (error) {
    if (isUniqueViolation(error)) fail('EMAIL_TAKEN', { field: 'email' });
    throw error;
  }
  return true as const;
};
