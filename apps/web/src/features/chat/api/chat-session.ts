import { createStore, useStore } from 'zustand';
import type { Operation, OperationResponse } from '@exchange/contracts/http/operation';
import { ApiError, callOperation, presentApiError, refreshSession } from '@/lib/api-client';
import type { OperationInput } from '@/lib/api-client';
import { operations } from '@/lib/operations';
import type { OperationRef } from '@/lib/operations';
import { readLocal, writeLocal } from '@/lib/storage';
import { getAccessToken, tokenStore } from '@/lib/token-store';
import { chatOperations } from './chat-operations';

/**
 * Who the chat speaks as: the member's session when there is one, else a visitor's (spec §6: user kinds anonymous
 * and real). A signed-out user who opens the support screen gets a visitor session from temporary-login, kept in
 * localStorage like the member's tokens but under its own keys: stored as the member session it would make the whole
 * app treat the visitor as signed in (member-only calls refused, /login sending them away). Only the chat uses it.
 */
export const VISITOR_TOKEN_KEYS = {
  accessToken: 'im_visitor_access_token',
  refreshToken: 'im_visitor_refresh_token',
} as const;

interface VisitorTokens {
  accessToken: string | null;
  refreshToken: string | null;
}

export const visitorStore = createStore<VisitorTokens>(() => ({
  accessToken: readLocal(VISITOR_TOKEN_KEYS.accessToken),
  refreshToken: readLocal(VISITOR_TOKEN_KEYS.refreshToken),
}));

function setVisitorTokens(tokens: VisitorTokens): void {
  writeLocal(VISITOR_TOKEN_KEYS.accessToken, tokens.accessToken);
  writeLocal(VISITOR_TOKEN_KEYS.refreshToken, tokens.refreshToken);
  visitorStore.setState(tokens);
}

export type ChatIdentity = 'member' | 'visitor' | 'none';

function identityOf(memberToken: string | null, visitorToken: string | null): ChatIdentity {
  if (memberToken) return 'member';
  return visitorToken ? 'visitor' : 'none';
}

export function chatIdentity(): ChatIdentity {
  return identityOf(getAccessToken(), visitorStore.getState().accessToken);
}

/** The access token the chat connects and calls with. */
export function chatToken(): string | null {
  return getAccessToken() ?? visitorStore.getState().accessToken;
}

export function useChatIdentity(): ChatIdentity {
  const memberToken = useStore(tokenStore, (state) => state.accessToken);
  const visitorToken = useStore(visitorStore, (state) => state.accessToken);
  return identityOf(memberToken, visitorToken);
}

/** Calls `listener` whenever the chat's token may have changed (login, refresh, logout, a visitor session). */
export function onChatTokenChange(listener: () => void): () => void {
  const detachMember = tokenStore.subscribe(listener);
  const detachVisitor = visitorStore.subscribe(listener);
  return () => {
    detachMember();
    detachVisitor();
  };
}

let creatingVisitor: Promise<void> | null = null;

/** Makes sure the chat has a session: a signed-out user becomes a visitor (one per device, kept across visits). */
export function ensureChatSession(): Promise<void> {
  if (chatToken()) return Promise.resolve();
  creatingVisitor ??= callOperation(chatOperations.temporaryLogin, { noMsg: true })
    .then((pair) => setVisitorTokens({ accessToken: pair.accessToken, refreshToken: pair.refreshToken }))
    .finally(() => {
      creatingVisitor = null;
    });
  return creatingVisitor;
}

let refreshingVisitor: Promise<boolean> | null = null;

/** Rotates the visitor's tokens; a refused refresh token ends the visitor session (the next visit starts anew). */
function refreshVisitorSession(): Promise<boolean> {
  const refreshToken = visitorStore.getState().refreshToken;
  if (!refreshToken) return Promise.resolve(false);
  refreshingVisitor ??= callOperation(operations.refreshToken, {
    body: { refreshToken },
    noMsg: true,
    noRefresh: true,
  })
    .then((pair) => {
      setVisitorTokens({ accessToken: pair.accessToken, refreshToken: pair.refreshToken });
      return true;
    })
    .catch((error: unknown) => {
      if (!(error instanceof ApiError && error.isNoResponse))
        setVisitorTokens({ accessToken: null, refreshToken: null });
      return false;
    })
    .finally(() => {
      refreshingVisitor = null;
    });
  return refreshingVisitor;
}

/**
 * A fresh token for the chat socket after `Invalid token`: the member's through the app's one refresh path (which
 * logs out when the session is gone), the visitor's with its own refresh token. Resolves to whether one is stored.
 */
export function refreshChatSession(): Promise<boolean> {
  return chatIdentity() === 'visitor' ? refreshVisitorSession() : refreshSession();
}

/**
 * `callOperation` as the chat's identity: a member's call is the app's own; a visitor's carries the visitor token and
 * is replayed once after a visitor refresh when it gets a 401. Errors are shown as the app shows them (unless
 * `noMsg`).
 */
export async function chatCall<O extends Operation>(
  operation: OperationRef<O>,
  input: OperationInput<O> = {},
): Promise<OperationResponse<O>> {
  const visitorToken = chatIdentity() === 'visitor' ? visitorStore.getState().accessToken : null;
  if (visitorToken === null) return callOperation(operation, input);
  const attempt = (token: string) =>
    callOperation(operation, {
      ...input,
      headers: { ...input.headers, Authorization: `Bearer ${token}` },
      noRefresh: true,
      noMsg: true,
    });
  let failure: unknown;
  try {
    return await attempt(visitorToken);
  } catch (error) {
    failure = error;
  }
  if (failure instanceof ApiError && failure.code === 401 && (await refreshVisitorSession())) {
    const token = visitorStore.getState().accessToken;
    try {
      if (token) return await attempt(token);
    } catch (error) {
      failure = error;
    }
  }
  if (failure instanceof ApiError && !input.noMsg && failure.code !== 401) presentApiError(failure);
  throw failure;
}

/** Forgets the visitor session (logout clears the chat state; tests start clean). */
export function endVisitorSession(): void {
  creatingVisitor = null;
  refreshingVisitor = null;
  setVisitorTokens({ accessToken: null, refreshToken: null });
}
