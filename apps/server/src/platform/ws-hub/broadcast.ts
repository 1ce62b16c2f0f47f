import type { ServerMessage } from '@exchange/contracts';
import type { AppContext } from '../context';
import { publishQuietly } from '../bus/index';
import { recordPush } from './push-records';

/** Messages for every data-socket connection on every instance (version notices); any instance may publish. */
export const BROADCAST_CHANNEL = 'socket.broadcast';

export interface BroadcastEvent {
  message: ServerMessage;
}

/**
 * Sends a data-socket message to every connected client, signed in or not, on whichever instance it is. Call it
 * after the transaction committed; like user pushes, a lost broadcast is logged, not thrown (clients also read the
 * state on start).
 */
export const publishBroadcast = async (
  context: Pick<AppContext, 'bus' | 'logger'> & Partial<Pick<AppContext, 'modules' | 'db'>>,
  message: ServerMessage,
) => {
  // A broadcast's record has no reader to badge: nothing live comes back for a null user.
  await recordPush(context, null, message);
  await publishQuietly(context, BROADCAST_CHANNEL, { message } satisfies BroadcastEvent, {
    message: 'broadcast not published',
    detail: { type: message.type },
  });
};
