/**
 * Session lifecycle events for parts that hold a connection or a cache outside React Query (the data and chat
 * sockets of later issues): they reconnect after a token refresh and close when the session ends.
 */
export type SessionEvent = 'tokensRefreshed' | 'sessionEnded';
type Listener = () => void;

const listeners = new Map<SessionEvent, Set<Listener>>();

export function onSessionEvent(event: SessionEvent, listener: Listener): () => void {
  const set = listeners.get(event) ?? new Set<Listener>();
  set.add(listener);
  listeners.set(event, set);
  return () => set.delete(listener);
}

export function emitSessionEvent(event: SessionEvent): void {
  for (const listener of listeners.get(event) ?? []) listener();
}
