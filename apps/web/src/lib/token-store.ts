import { createStore, useStore } from 'zustand';
import { readLocal, storageKeys, writeLocal } from './storage';

/**
 * The session tokens, kept in localStorage under `access_token` / `refresh_token` (spec §4) and mirrored in a
 * store so screens re-render when a session starts or ends, in this tab or another one.
 */
export interface TokenPairValues {
  accessToken: string;
  refreshToken: string;
}

interface TokenState {
  accessToken: string | null;
  refreshToken: string | null;
}

export const tokenStore = createStore<TokenState>(() => ({
  accessToken: readLocal(storageKeys.accessToken),
  refreshToken: readLocal(storageKeys.refreshToken),
}));

export function getAccessToken(): string | null {
  return tokenStore.getState().accessToken;
}

export function getRefreshToken(): string | null {
  return tokenStore.getState().refreshToken;
}

export function setTokens(tokens: TokenPairValues): void {
  writeLocal(storageKeys.accessToken, tokens.accessToken);
  writeLocal(storageKeys.refreshToken, tokens.refreshToken);
  tokenStore.setState({ accessToken: tokens.accessToken, refreshToken: tokens.refreshToken });
}

export function clearTokens(): void {
  writeLocal(storageKeys.accessToken, null);
  writeLocal(storageKeys.refreshToken, null);
  tokenStore.setState({ accessToken: null, refreshToken: null });
}

/** Re-reads the tokens from storage (another tab signed in or out). */
export function syncTokensFromStorage(): void {
  tokenStore.setState({
    accessToken: readLocal(storageKeys.accessToken),
    refreshToken: readLocal(storageKeys.refreshToken),
  });
}

/**
 * Tokens handed over in the page URL (`?access_token=…&refresh_token=…`, e.g. from a native shell or the desktop
 * site) are stored, then removed from the address bar so they do not end up in history or shared links.
 * Returns whether any token was taken.
 */
export function consumeUrlTokens(
  location: Location = window.location,
  history: History = window.history,
): boolean {
  const url = new URL(location.href);
  const accessToken = url.searchParams.get(storageKeys.accessToken);
  const refreshToken = url.searchParams.get(storageKeys.refreshToken);
  if (accessToken === null && refreshToken === null) return false;
  if (accessToken) writeLocal(storageKeys.accessToken, accessToken);
  if (refreshToken) writeLocal(storageKeys.refreshToken, refreshToken);
  syncTokensFromStorage();
  url.searchParams.delete(storageKeys.accessToken);
  url.searchParams.delete(storageKeys.refreshToken);
  history.replaceState(history.state, '', `${url.pathname}${url.search}${url.hash}`);
  return true;
}

export function useIsSignedIn(): boolean {
  return useStore(tokenStore, (state) => state.accessToken !== null);
}

/** Both tokens present (spec §2: such a user opening /login is sent home). */
export function hasBothTokens(): boolean {
  const { accessToken, refreshToken } = tokenStore.getState();
  return Boolean(accessToken && refreshToken);
}
