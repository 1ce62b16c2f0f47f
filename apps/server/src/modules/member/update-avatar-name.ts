import { eq } from 'drizzle-orm';
import { users } from '../../platform/db/index';
import type { AppContext, Caller } from '../../platform/context';
import { fail } from '../../platform/errors';
import { ownAvatarKey } from './avatar-keys';
import { announceMemberChanged } from './member-cache';
import { requireActiveUser } from './users-repository';

/**
 * Changes the nickname and/or avatar. The avatar must be a file this user uploaded (its folder carries the user id
 * and the file must exist), so nobody can point their profile at another user's upload or at an arbitrary URL.
 */
export const updateAvatarName = async (
  context: AppContext,
  caller: Caller,
  body: { nickname?: string; avatar?: string },
) => {
  await requireActiveUser(context.db, caller.userId);
  if (body.avatar !== undefined) {
    const key = ownAvatarKey(caller.userId, body.avatar);
    if (!key || !(await context.blobs.get(key)))
      fail('BAD_REQUEST', { field: 'avatar', values: { reason: 'must be an image you uploaded' } });
  }
  await context.db
    .update(users)
    .set({
      ...(body.nickname !== undefined ? { nickname: body.nickname } : {}),
      ...(body.avatar !== undefined ? { avatar: body.avatar } : {}),
      updatedAt: new Date(context.clock.nowMs()),
    })
    .where(eq(users.id, caller.userId));
  await announceMemberChanged(context, caller.userId);
  return true as const;
};
