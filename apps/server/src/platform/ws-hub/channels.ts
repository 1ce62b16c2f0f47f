/** Bus channels the data socket forwards to clients; any instance may publish, every instance delivers. */

import type { ServerMessage } from '@exchange/contracts';

/** Per-user pushes: forced logout, and any data-socket message for the user's connections (wallet, notices). */
export const USER_EVENTS_CHANNEL = 'user.events';

export type UserEvent =
  | {
      userId: number;
      /** Only this session's connections, when set (a replaced session), else all of the user's. */
      sessionId?: string;
      type: 'FORCE_LOGOUT';
      reason: 'otherLogin' | 'accountDeleted';
    }
  | { userId: number; type: 'PUSH'; message: ServerMessage };
