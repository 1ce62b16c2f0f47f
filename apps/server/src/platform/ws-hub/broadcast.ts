import type { ServerMessage } from '@exchange/contracts';
import type { AppContext } from '../context';

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
  context: Pick<AppContext, 'bus' | 'logger'>,
  message: ServerMessage,
) => {
  try {
    await context.bus.publish(BROADCAST_CHANNEL, { message } satisfies BroadcastEvent);
  } catch (error) {
    context.logger.warn({ err: error, type: message.type }, 'broadcast not published');
  }
};
