import { notify } from './notify';
import { paths } from '@/config/paths';
import { callOperation, configureSessionHandlers } from './api-client';
import { currentPathname, navigateTo } from './navigation';
import { operations } from './operations';
import { USER_QUERY_SCOPE, queryClient } from './query-client';
import { emitSessionEvent } from './session-events';
import { SESSION_LOCAL_KEYS, clearSessionStorage, writeLocal } from './storage';
import { clearTokens, getAccessToken } from './token-store';

/** Pages that stay where they are when the session is replaced (spec §4): they work without a session. */
const PAGES_THAT_STAY_ON_REPLACED_SESSION: readonly string[] = [
  paths.home.path,
  paths.pcHome.path,
  paths.proxy.path,
];

/**
 * Drops everything that belongs to the signed-in user: tokens, session storage, the user's local keys and cached
 * queries. Preferences (language, theme, colours, currency, time zone) stay: they belong to the device.
 */
function clearSessionData(): void {
  clearTokens();
  clearSessionStorage();
  for (const key of SESSION_LOCAL_KEYS) writeLocal(key, null);
  queryClient.removeQueries({ queryKey: [USER_QUERY_SCOPE] });
  emitSessionEvent('sessionEnded');
}

/** Ends the session on the server (best effort) and clears the user's data, staying on the current route. */
export async function endSession(): Promise<void> {
  if (getAccessToken()) {
    await callOperation(operations.logout, { noMsg: true, noRefresh: true }).catch(() => undefined);
  }
  clearSessionData();
}

/** Logout (spec §4): ends the session, clears the user's data and goes to /login. */
export async function logout(): Promise<void> {
  await endSession();
  navigateTo(paths.login.path, { replace: true });
}

/**
 * The session was replaced on another device or revoked (code 409): no logout call (the session is already gone),
 * the server's message is shown, and the user goes to /login unless on a page that works without a session.
 */
export function forceLogout(msg: string): void {
  if (msg) notify.error(msg);
  clearSessionData();
  if (!PAGES_THAT_STAY_ON_REPLACED_SESSION.includes(currentPathname())) {
    navigateTo(paths.login.path, { replace: true });
  }
}

/** Connects the API client's session failures to logout and forced logout. */
export function installSessionHandlers(): void {
  configureSessionHandlers({
    onSessionExpired: () => void logout(),
    onSessionReplaced: forceLogout,
  });
}
