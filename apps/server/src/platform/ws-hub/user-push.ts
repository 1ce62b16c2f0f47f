import type { ForceLogoutReason, ServerMessage } from '@exchange/contracts';
import type { AppContext } from '../context';
import { USER_EVENTS_CHANNEL, type UserEvent } from './channels';
import { publishQuietly } from '../bus/index';

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

export const publishUserPush = (
  context: Pick<AppContext, 'bus' | 'logger'>,
  userId: number,
  message: ServerMessage,
) => publishUserEvent(context, { userId, type: 'PUSH', message });

/**
 * FORCE_LOGOUT with `reason` to the user's open apps: every connection of theirs, or only those of `sessionId` (a
 * session another login replaced).
 */
export const publishForceLogout = (
  context: Pick<AppContext, 'bus' | 'logger'>,
  userId: number,
  reason: (typeof ForceLogoutReason)[number],
  sessionId?: string,
) => publishUserEvent(context, { userId, type: 'FORCE_LOGOUT', reason, ...(sessionId ? { sessionId } : {}) });
