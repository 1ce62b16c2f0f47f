import { eq } from 'drizzle-orm';
import type { AppContext } from '../../platform/context';
import { users, type Tx } from '../../platform/db/index';
import { fail } from '../../platform/errors';
import { ExtensionPoint } from '../../platform/modules/index';

/** Whom a registration's invite code names: the inviter, and the code as its owner module knows it. */
export interface InviteResolution {
  inviterId: number;
  code: string;
}

/**
 * A module that keeps invite codes of its own (the invite module: more codes per user, suspension by staff). Asked
 * first: `resolve` answers for a code it knows — the inviter, or `'refused'` for one that may not be used (suspended)
 * — and null for one it does not. `registered` runs in the transaction that creates every user: the new user's own
 * code, and the invite the registration came with (null without one).
 */
export interface InviteCodeSource {
  name: string;
  resolve(context: AppContext, code: string): Promise<InviteResolution | 'refused' | null>;
  registered(
    tx: Tx,
    context: AppContext,
    user: { id: number; inviteCode: string },
    invite: InviteResolution | null,
  ): Promise<void>;
}
export const INVITE_CODE_SOURCES = new ExtensionPoint<InviteCodeSource>('auth.inviteCodeSources');

/**
 * The inviter of a registration's optional code: the first source that knows it, else the user whose own code it is
 * (`users.invite_code`). An unknown or refused code is INVITE_CODE_INVALID (field inviteCode).
 */
export const resolveInviteCode = async (
  context: AppContext,
  inviteCode: string | undefined,
): Promise<InviteResolution | null> => {
  if (!inviteCode) return null;
  const code = inviteCode.toUpperCase();
  for (const source of context.modules.contributions(INVITE_CODE_SOURCES)) {
    const found = await source.resolve(context, code);
    if (found === 'refused') return fail('INVITE_CODE_INVALID', { field: 'inviteCode' });
    if (found) return found;
  }
  const [inviter] = await context.db.select({ id: users.id }).from(users).where(eq(users.inviteCode, code));
  if (!inviter) fail('INVITE_CODE_INVALID', { field: 'inviteCode' });
  return { inviterId: inviter!.id, code };
};

/** Tells every source about a new user, in the transaction that creates it. */
export const announceRegistration = async (
  tx: Tx,
  context: AppContext,
  user: { id: number; inviteCode: string },
  invite: InviteResolution | null,
) => {
  for (const source of context.modules.contributions(INVITE_CODE_SOURCES))
    await source.registered(tx, context, user, invite);
};
