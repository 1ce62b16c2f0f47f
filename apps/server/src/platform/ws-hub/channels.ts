/** Bus channels the data socket forwards to clients; any instance may publish, every instance delivers. */

import type { ForceLogoutReason, ServerMessage } from '@exchange/contracts';

/** Per-user pushes: forced logout, and any data-socket message for the user's connections (wallet, notices). */
export const USER_EVENTS_CHANNEL = 'user.events';

export type UserEvent =
  | {
      userId: number;
      /** Only this session's connections, when set (a replaced session), else all of the user's. */
      sessionId?: string;
      type: 'FORCE_LOGOUT';
      reason: (typeof ForceLogoutReason)[number];
    }
  | { userId: number; type: 'PUSH'; message: ServerMessage };

/**
 * Who is connected: every instance announces the users with a signed-in data socket on it, at once when one connects
 * and every PRESENCE_INTERVAL_MS; an announcement is good for PRESENCE_TTL_MS. Singletons that push per user (the risk
 * engine's live account summaries) push only to these.
 */
export const USER_PRESENCE_CHANNEL = 'user.presence';
export const PRESENCE_INTERVAL_MS = 5_000;
export const PRESENCE_TTL_MS = 15_000;
export interface UserPresence {
  userIds: number[];
}
