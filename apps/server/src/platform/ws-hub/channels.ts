/** Bus channels the data socket forwards to clients; any instance may publish, every instance delivers. */

/** Per-user pushes (forced logout today; wallet and order events later). */
export const USER_EVENTS_CHANNEL = 'user.events';

export interface UserEvent {
  userId: number;
  /** Only this session's connections, when set (a replaced session), else all of the user's. */
  sessionId?: string;
  type: 'FORCE_LOGOUT';
  reason: 'otherLogin' | 'accountDeleted';
}
