import i18next from 'i18next';
import { notify } from './notify';
import type { Envelope, ShowType as ShowTypeValues } from '@exchange/contracts/envelope';
import type {
  Operation,
  OperationBody,
  OperationQuery,
  OperationResponse,
} from '@exchange/contracts/http/operation';
import type { TokenPair } from '@exchange/contracts/http/system/auth/token-pair';
import { operations } from './operations';
import type { OperationRef } from './operations';
import { emitSessionEvent } from './session-events';
import { clearTokens, getAccessToken, getRefreshToken, setTokens } from './token-store';

/**
 * The one HTTP client of the app (spec §§4, 7, 8): envelope unwrapping, session refresh with queued replay,
 * forced logout on 409, error messages, and a short de-duplication of identical mutating calls.
 */
export const API_BASE = '/api/app-api';
export const REFRESH_THROTTLE_MS = 5_000;
export const SESSION_REPLACED_THROTTLE_MS = 3_000;
export const REQUEST_DEBOUNCE_MS = 300;
/** `code` of an {@link ApiError} when no usable response came back. */
export const NO_RESPONSE_CODE = -1;

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** showType of spec §8, sent by the server with every error (the contract's values, checked at compile time). */
export const ShowType = {
  silent: 0,
  warn: 1,
  error: 2,
  notification: 3,
  redirect: 9,
} as const satisfies typeof ShowTypeValues;
export type ShowType = (typeof ShowType)[keyof typeof ShowType];
export type QueryValue = string | number | boolean | null | undefined;

export interface CallOptions {
  /** Do not show the server's message for a failure; the caller presents it. */
  noMsg?: boolean;
  /** A 401 fails at once instead of refreshing the session (the logout call). */
  noRefresh?: boolean;
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

export interface RequestConfig extends CallOptions {
  method: HttpMethod;
  /** Relative to {@link API_BASE}, e.g. `system/auth/login`. */
  path: string;
  query?: Record<string, QueryValue>;
  /** Sent as JSON (POST, PUT). */
  body?: unknown;
  /** Sent as multipart/form-data instead of `body`. */
  formData?: FormData;
}

export class ApiError extends Error {
  readonly code: number;
  readonly msg: string;
  readonly showType: ShowType;
  readonly data: unknown;

  constructor(code: number, msg: string, showType: ShowType, data: unknown = null) {
    super(msg);
    this.name = 'ApiError';
    this.code = code;
    this.msg = msg;
    this.showType = showType;
    this.data = data;
  }

  get isNoResponse(): boolean {
    return this.code === NO_RESPONSE_CODE;
  }

  /** `data.retryAfterSeconds` of a rate-limit or cooldown answer, if any. */
  get retryAfterSeconds(): number | null {
    const value = (this.data as { retryAfterSeconds?: unknown } | null)?.retryAfterSeconds;
    return typeof value === 'number' && value > 0 ? value : null;
  }
}

export interface SessionHandlers {
  /** The refresh token was refused: end the session (logout). */
  onSessionExpired: () => void;
  /** Code 409: the session was replaced on another device or revoked; `msg` is the server's (translated) text. */
  onSessionReplaced: (msg: string) => void;
}

let handlers: SessionHandlers = {
  onSessionExpired: clearTokens,
  onSessionReplaced: clearTokens,
};

export function configureSessionHandlers(next: SessionHandlers): void {
  handlers = next;
}

const SHOW_TYPES: ReadonlySet<number> = new Set(Object.values(ShowType));

/** The envelope's showType; an error without one (or with an unknown one) is shown as an error. */
function showTypeOf(envelope: Envelope<unknown> | null): ShowType {
  const value = (envelope as { showType?: unknown } | null)?.showType;
  return typeof value === 'number' && SHOW_TYPES.has(value) ? (value as ShowType) : ShowType.error;
}

/** Shows an error the way its showType asks (1-3 show a message; silent and redirect show none). */
export function presentApiError(error: ApiError): void {
  if (error.showType === ShowType.warn) notify.warning(error.msg);
  else if (error.showType === ShowType.error) notify.error(error.msg);
  else if (error.showType === ShowType.notification) notify.info(error.msg);
}

function noResponseError(): ApiError {
  return new ApiError(NO_RESPONSE_CODE, i18next.t('common.noResponse'), ShowType.error);
}

function buildUrl(config: RequestConfig): string {
  const path = config.path.replace(/^\/+/, '');
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(config.query ?? {})) {
    if (value !== undefined && value !== null) search.set(key, String(value));
  }
  const queryString = search.toString();
  return `${API_BASE}/${path}${queryString ? `?${queryString}` : ''}`;
}

function buildInit(config: RequestConfig, accessToken: string | null): RequestInit {
  const headers: Record<string, string> = {
    language: i18next.language || 'en',
    userType: 'main',
    ...(accessToken ? { Authorization: `Bearer ${accessToken}` } : {}),
  };
  let body: BodyInit | undefined;
  if (config.formData) {
    body = config.formData;
  } else if (config.method !== 'GET') {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(config.body ?? {});
  }
  return { method: config.method, headers: { ...headers, ...config.headers }, body, signal: config.signal };
}

function isEnvelope(value: unknown): value is Envelope<unknown> {
  return (
    typeof value === 'object' && value !== null && typeof (value as { code?: unknown }).code === 'number'
  );
}

async function readEnvelope(response: Response): Promise<Envelope<unknown> | null> {
  try {
    const parsed: unknown = await response.json();
    return isEnvelope(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

// ---- session refresh (401) ----------------------------------------------------------------------------------

let refreshInFlight: Promise<boolean> | null = null;
let lastRefreshStartedAt = Number.NEGATIVE_INFINITY;

/**
 * Makes sure the stored access token is fresh after a 401 seen with `tokenUsed`. Concurrent callers share one
 * refresh; a token that already changed since the failed call was sent is simply used; refreshes are at least
 * {@link REFRESH_THROTTLE_MS} apart. Resolves to whether the failed call should be replayed.
 */
function ensureFreshToken(tokenUsed: string | null): Promise<boolean> {
  const current = getAccessToken();
  if (current !== null && current !== tokenUsed) return Promise.resolve(true);
  if (refreshInFlight) return refreshInFlight;
  const storedRefreshToken = getRefreshToken();
  if (!storedRefreshToken) {
    clearTokens();
    return Promise.resolve(false);
  }
  if (Date.now() - lastRefreshStartedAt < REFRESH_THROTTLE_MS) return Promise.resolve(false);
  lastRefreshStartedAt = Date.now();
  refreshInFlight = runRefresh(storedRefreshToken).finally(() => {
    refreshInFlight = null;
  });
  return refreshInFlight;
}

/**
 * Refreshes the session now, the way a 401 does (one shared refresh, at least {@link REFRESH_THROTTLE_MS} apart, the
 * session ended when the refresh token is refused): for a socket whose server said the token is invalid (the chat
 * socket). Resolves to whether a fresh token is stored.
 */
export function refreshSession(): Promise<boolean> {
  return ensureFreshToken(getAccessToken());
}

async function runRefresh(storedRefreshToken: string): Promise<boolean> {
  try {
    const pair = await execute<TokenPair>(
      {
        method: operations.refreshToken.method,
        path: operations.refreshToken.path,
        body: { refreshToken: storedRefreshToken },
        noMsg: true,
      },
      { isReplay: false, isRefresh: true },
    );
    setTokens(pair);
    emitSessionEvent('tokensRefreshed');
    return true;
  } catch (error) {
    // A 409 was already handled as a forced logout; a network failure keeps the session for a later retry.
    const isHandledElsewhere = error instanceof ApiError && (error.code === 409 || error.isNoResponse);
    if (!isHandledElsewhere) handlers.onSessionExpired();
    return false;
  }
}

// ---- session replaced (409) ---------------------------------------------------------------------------------

let lastSessionReplacedAt = Number.NEGATIVE_INFINITY;

function handleSessionReplaced(msg: string): void {
  if (Date.now() - lastSessionReplacedAt < SESSION_REPLACED_THROTTLE_MS) return;
  lastSessionReplacedAt = Date.now();
  handlers.onSessionReplaced(msg);
}

// ---- the request pipeline -----------------------------------------------------------------------------------

interface Attempt {
  isReplay: boolean;
  /** The refresh call itself: sent without Authorization and never refreshed again. */
  isRefresh: boolean;
}

async function execute<T>(config: RequestConfig, attempt: Attempt): Promise<T> {
  const tokenUsed = attempt.isRefresh ? null : getAccessToken();
  let response: Response;
  try {
    response = await fetch(buildUrl(config), buildInit(config, tokenUsed));
  } catch (error) {
    if (config.signal?.aborted) throw error;
    throw failWithoutResponse(config);
  }
  const envelope = await readEnvelope(response);
  const code = envelope?.code ?? (response.status === 401 ? 401 : null);
  if (code === null) throw failWithoutResponse(config);
  if (code === 0) return envelope?.data as T;

  const msg = envelope?.msg ?? '';
  const error = new ApiError(code, msg, showTypeOf(envelope), envelope?.data ?? null);
  if (code === 401 && !attempt.isRefresh && !attempt.isReplay && !config.noRefresh) {
    const shouldReplay = await ensureFreshToken(tokenUsed);
    if (shouldReplay) return execute<T>(config, { isReplay: true, isRefresh: false });
    throw error;
  }
  if (code === 409) {
    handleSessionReplaced(msg);
    throw error;
  }
  if (!config.noMsg && code !== 401) presentApiError(error);
  throw error;
}

function failWithoutResponse(config: RequestConfig): ApiError {
  const error = noResponseError();
  if (!config.noMsg) presentApiError(error);
  return error;
}

const recentMutations = new Map<string, Promise<unknown>>();

/**
 * Sends a request; identical mutating JSON requests of the same session within {@link REQUEST_DEBOUNCE_MS} share one
 * promise. The session is part of "identical": right after a refresh (or as a visitor) a request is the new token's,
 * and what it returns (the chat's socket token, say) must be minted from it, not handed over from the old one's.
 */
export function request<T>(config: RequestConfig): Promise<T> {
  const isDebounced = config.method !== 'GET' && config.formData === undefined;
  const sender = config.headers?.Authorization ?? getAccessToken() ?? '';
  const key = isDebounced
    ? `${config.method} ${buildUrl(config)} ${JSON.stringify(config.body ?? {})} ${sender}`
    : null;
  if (key !== null) {
    const pending = recentMutations.get(key);
    if (pending) return pending as Promise<T>;
  }
  const promise = execute<T>(config, { isReplay: false, isRefresh: false });
  if (key !== null) {
    recentMutations.set(key, promise);
    setTimeout(() => {
      if (recentMutations.get(key) === promise) recentMutations.delete(key);
    }, REQUEST_DEBOUNCE_MS);
  }
  return promise;
}

export type OperationInput<O> = CallOptions & {
  body?: OperationBody<O>;
  query?: OperationQuery<O>;
  formData?: FormData;
};

/** Calls an operation of `@exchange/contracts/http` (see operations.ts), typed by its schemas. */
export function callOperation<O extends Operation>(
  operation: OperationRef<O>,
  input: OperationInput<O> = {},
): Promise<OperationResponse<O>> {
  return request<OperationResponse<O>>({
    ...input,
    method: operation.method,
    path: operation.path,
    query: input.query as Record<string, QueryValue> | undefined,
  });
}

/** Test helper: forget throttles, in-flight refreshes and de-duplicated calls between test cases. */
export function resetApiClientState(): void {
  refreshInFlight = null;
  lastRefreshStartedAt = Number.NEGATIVE_INFINITY;
  lastSessionReplacedAt = Number.NEGATIVE_INFINITY;
  recentMutations.clear();
}
