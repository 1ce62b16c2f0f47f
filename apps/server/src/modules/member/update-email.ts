import { eq } from 'drizzle-orm';
import { VerificationPurpose } from '@exchange/contracts';
import { users } from '../../platform/db/index';
import type { AppContext, Caller } from '../../platform/context';
import { fail } from '../../platform/errors';
import { consumeVerificationCode, isUniqueViolation } from '../auth/index';
import { isEmailTakenByOther, requireActiveUser } from './users-repository';

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
    await consumeVerificationCode(
      context,
      { target, purpose: VerificationPurpose.updateProfile, code: body.code },
      async (tx) => {
        await tx
          .update(users)
          .set({ email: body.email, updatedAt: new Date(context.clock.nowMs()) })
          .where(eq(users.id, caller.userId));
      },
    );
  } catch (error) {
    if (isUniqueViolation(error)) fail('EMAIL_TAKEN', { field: 'email' });
    throw error;
  }
  return true as const;
};
