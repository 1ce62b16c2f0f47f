import type { ForceLogoutReason, ServerMessage } from '@exchange/contracts';
import type { AppContext } from '../context';
import { USER_EVENTS_CHANNEL, type UserEvent } from './channels';
import { publishQuietly } from '../bus/index';
import { recordPush } from './push-records';

/**
 * Sends a data-socket message to every connection of a user, on whichever instance it is (bus `user.events`). Call it
 * after the transaction committed. A lost push costs a refetch on the next screen visit, never money: a failed
 * publish is logged, not thrown.
 */
const publishUserEvent = (context: Pick<AppContext, 'bus' | 'logger'>, event: UserEvent) =>
  publishQuietly(context, USER_EVENTS_CHANNEL, event, {
    message: 'user push not published',
    detail: { userId: event.userId },
  });

type PushContext = Pick<AppContext, 'bus' | 'logger'> & Partial<Pick<AppContext, 'modules'>>;

/** A data-socket message for every connection of a user that leaves no record (the notices' own NOTICE badge push). */
export const publishLivePush = (context: PushContext, userId: number, message: ServerMessage) =>
  publishUserEvent(context, { userId, type: 'PUSH', message });

/** A data-socket message for every connection of a user; recorded first as the user's durable message (push-records). */
export const publishUserPush = async (context: PushContext, userId: number, message: ServerMessage) => {
  await recordPush(context, userId, message);
  await publishLivePush(context, userId, message);
};

/**
 * FORCE_LOGOUT with `reason` to the user's open apps: every connection of theirs, or only those of `sessionId` (a
 * session another login replaced).
 */
export const publishForceLogout = async (
  context: PushContext,
  userId: number,
  reason: (typeof ForceLogoutReason)[number],
  sessionId?: string,
) => {
  await recordPush(context, userId, { type: 'FORCE_LOGOUT', data: { reason } });
  await publishUserEvent(context, {
    userId,
    type: 'FORCE_LOGOUT',
    reason,
    ...(sessionId ? { sessionId } : {}),
  });
};
