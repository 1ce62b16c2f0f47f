import type { AppContext } from '../../platform/context';
import { publishQuietly } from '../../platform/bus/index';
import type { WireMessage } from './im-views';

/**
 * The bus channel of chat: any instance publishes after its commit, every instance hands the event to the sockets it
 * holds. At most once (the bus): a socket that misses one sees the gap in the offsets and reads it back over HTTP,
 * and a reconnect pushes what its member has not read.
 */
export const IM_EVENTS_CHANNEL = 'im.events';

/** What an unread-count frame names of its group. */
export interface UnreadGroup {
  id: number;
  type: number;
  channelId: number | null;
}
/** The member key every connected agent listens on: conversations they may take. */
export const INBOX_KEY = 'inbox';

export type ImEvent =
  /** A new message or a change to one, for the group's members (party keys). */
  | { type: 'message'; members: string[]; message: WireMessage }
  /** A member's unread count may have changed (they read, on another device): refresh theirs. */
  | { type: 'read'; member: string; group: UnreadGroup }
  /** These members joined a group or a group of theirs changed (finished, assigned): send them the group list. */
  | { type: 'groups'; members: string[] };

export const publishImEvent = (context: Pick<AppContext, 'bus' | 'logger'>, event: ImEvent) =>
  publishQuietly(context, IM_EVENTS_CHANNEL, event, {
    message: 'chat event not published',
    detail: { type: event.type },
  });
