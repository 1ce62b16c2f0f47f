import type { CurrentMember } from '@exchange/contracts';
import type { AppContext, Caller } from '../../platform/context';
import { requireActiveUser } from './users-repository';

/** The signed-in user or visitor as the app shows it; secrets are reduced to flags (hasPayPassword). */
export const getCurrentMember = async (context: AppContext, caller: Caller): Promise<CurrentMember> => {
  const user = await requireActiveUser(context.db, caller.userId);
  return {
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
  };
};
