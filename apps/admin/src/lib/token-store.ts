import { useSyncExternalStore } from 'react';

/**
 * The staff access token. It lives in sessionStorage: a staff session is short (8 h) and ends with the tab, and
 * nothing of it is shared with the user app's localStorage. Screens subscribe to it, so clearing it (logout, a
 * refused session) brings the login screen back.
 */
export const ACCESS_TOKEN_KEY = 'admin.accessToken';

type Listener = () => void;
const listeners = new Set<Listener>();

function readStored(): string | null {
  try {
    return window.sessionStorage.getItem(ACCESS_TOKEN_KEY);
  } catch {
    return null;
  }
}

let accessToken: string | null = readStored();

function emit(): void {
  for (const listener of listeners) listener();
}

export function getAccessToken(): string | null {
  return accessToken;
}

export function setAccessToken(token: string): void {
  accessToken = token;
  window.sessionStorage.setItem(ACCESS_TOKEN_KEY, token);
  emit();
}

export function clearAccessToken(): void {
  accessToken = null;
  window.sessionStorage.removeItem(ACCESS_TOKEN_KEY);
  emit();
}

/** Re-reads sessionStorage (tests reset it between cases). */
export function syncAccessTokenFromStorage(): void {
  accessToken = readStored();
  emit();
}

function subscribe(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useAccessToken(): string | null {
  return useSyncExternalStore(subscribe, getAccessToken, getAccessToken);
}
