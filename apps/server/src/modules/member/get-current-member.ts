import type { CurrentMember } from '@exchange/contracts';
import type { AppContext, Caller } from '../../platform/context';
import { memberCacheOf } from './member-cache';
import { requireActiveUser, type UserRow } from './users-repository';

const toCurrentMember = (user: UserRow): CurrentMember => ({
  id: user.id,
  userId: user.id,
  email: user.email,
  phone: user.phone,
  areaCode: user.areaCode,
  nickname: user.nickname,
  avatar: user.avatar,
  realName: user.realName,
  realnameStatus: user.realNameStatus,
  hasPayPassword: user.payPasswordHash !== null,
  userKind: user.kind,
  inviteCode: user.inviteCode,
  createdAt: user.createdAt.getTime(),
});

/**
 * The signed-in user or visitor as the app shows it; secrets are reduced to flags (hasPayPassword). Served from this
 * instance's member cache, which every write to these fields empties for the user on all instances (member-cache.ts).
 */
export const getCurrentMember = (context: AppContext, caller: Caller): Promise<CurrentMember> =>
  memberCacheOf(context).get(caller.userId, async () =>
    toCurrentMember(await requireActiveUser(context.db, caller.userId)),
  );
