import type { ForceLogoutReason, ServerMessage } from '@exchange/contracts';
import type { AppContext } from '../context';
import { USER_EVENTS_CHANNEL, type UserEvent } from './channels';
import { publishQuietly } from '../bus/index';
import type { Tx } from '../db/index';
import { recordPush, writePushRecords, type LivePush } from './push-records';

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

type PushContext = Pick<AppContext, 'bus' | 'logger'> & Partial<Pick<AppContext, 'modules' | 'db'>>;

/** A data-socket message for every connection of a user that leaves no record (the notices' own NOTICE badge push). */
export const publishLivePush = (context: PushContext, userId: number, message: ServerMessage) =>
  publishUserEvent(context, { userId, type: 'PUSH', message });

const publishLivePushes = async (context: PushContext, pushes: readonly LivePush[]) => {
  for (const push of pushes) await publishLivePush(context, push.userId, push.message);
};

/**
 * A data-socket message for every connection of a user, after the change it reports committed; recorded first as the
 * user's durable message (push-records). A change made in a transaction stages its pushes instead (below), so the
 * message cannot be lost between the commit and the push.
 */
export const publishUserPush = async (context: PushContext, userId: number, message: ServerMessage) => {
  await publishLivePushes(context, await recordPush(context, userId, message));
  await publishLivePush(context, userId, message);
};

/** A push whose durable message is written; `send` delivers it live once its transaction has committed. */
export interface StagedPush {
  send(): Promise<void>;
}

/**
 * Writes a push's durable message in `tx`, the transaction of the change it reports, so the message commits or rolls
 * back with the change (a crash after the commit loses only the live frame, which the app's next read makes good);
 * call `send` on the result after the commit.
 */
export const stageUserPush = async (
  context: PushContext,
  tx: Tx,
  userId: number,
  message: ServerMessage,
): Promise<StagedPush> => {
  const lives = await writePushRecords(context, tx, userId, message);
  return {
    send: async () => {
      await publishLivePushes(context, lives);
      await publishLivePush(context, userId, message);
    },
  };
};

/** Sends staged pushes in order (after their transaction committed). */
export const sendStagedPushes = async (pushes: readonly StagedPush[]) => {
  for (const push of pushes) await push.send();
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
  await publishLivePushes(
    context,
    await recordPush(context, userId, { type: 'FORCE_LOGOUT', data: { reason } }),
  );
  await publishUserEvent(context, {
    userId,
    type: 'FORCE_LOGOUT',
    reason,
    ...(sessionId ? { sessionId } : {}),
  });
};
