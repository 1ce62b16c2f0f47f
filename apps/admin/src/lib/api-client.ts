import i18next from 'i18next';
import { ADMIN_API_PREFIX } from '@exchange/contracts/http/admin/index';
import type { Envelope } from '@exchange/contracts/envelope';
import type {
  Operation,
  OperationBody,
  OperationQuery,
  OperationResponse,
} from '@exchange/contracts/http/operation';
import { staffErrors } from '@exchange/contracts/staff-errors';
import { notify } from './notify';
import { clearAccessToken, getAccessToken } from './token-store';

/**
 * The back office's one HTTP client: `/api/admin-api` with the staff token, the `{code, data, msg}` envelope
 * unwrapped, the server's (translated) `msg` shown as a toast on errors. A 401 or 409 means the staff session is
 * gone: the token is dropped and the login screen comes back. Paths and methods always come from the contract.
 */
export const API_BASE = ADMIN_API_PREFIX;
/** `code` of an {@link ApiError} when no usable response came back. */
export const NO_RESPONSE_CODE = -1;
/** Envelope codes that end the staff session (UNAUTHENTICATED, SESSION_REVOKED / SESSION_REPLACED). */
const SESSION_ENDED_CODES: ReadonlySet<number> = new Set([401, 409]);
const SETUP_REQUIRED_CODES: ReadonlySet<number> = new Set([
  staffErrors.PASSWORD_CHANGE_REQUIRED.code,
  staffErrors.STAFF_TOTP_ENROLMENT_REQUIRED.code,
]);

export type QueryValue = string | number | boolean | null | undefined;

export class ApiError extends Error {
  readonly code: number;
  readonly msg: string;
  readonly data: unknown;

  constructor(code: number, msg: string, data: unknown = null) {
    super(msg);
    this.name = 'ApiError';
    this.code = code;
    this.msg = msg;
    this.data = data;
  }

  /** `data.field` of a validation or state error, if any. */
  get field(): string | null {
    const value = (this.data as { field?: unknown } | null)?.field;
    return typeof value === 'string' ? value : null;
  }
}

export interface CallOptions {
  /** Codes the caller presents itself (no toast for them). */
  quietCodes?: readonly number[];
}

export type OperationInput<O> = CallOptions & {
  body?: OperationBody<O>;
  query?: OperationQuery<O>;
};

export interface SessionHandlers {
  /** The session is gone (the token was already dropped): forget what it loaded. */
  onSessionEnded: () => void;
  /** The server asks for a password change or TOTP enrolment first: re-read the caller's state. */
  onSetupRequired: () => void;
}

let handlers: SessionHandlers = { onSessionEnded: () => undefined, onSetupRequired: () => undefined };

export function configureSessionHandlers(next: SessionHandlers): void {
  handlers = next;
}

export function buildUrl(path: string, query: unknown): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries((query ?? {}) as object) as [string, QueryValue][]) {
    if (value !== undefined && value !== null && value !== '') search.set(key, String(value));
  }
  const queryString = search.toString();
  return `${API_BASE}/${path.replace(/^\/+/, '')}${queryString ? `?${queryString}` : ''}`;
}

function headers(hasBody: boolean): Record<string, string> {
  const token = getAccessToken();
  return {
    language: i18next.language || 'en',
    ...(token ? { Authorization: `Bearer ${token}` } : {}),
    ...(hasBody ? { 'Content-Type': 'application/json' } : {}),
  };
}

async function readEnvelope(response: Response): Promise<Envelope<unknown> | null> {
  try {
    const parsed: unknown = await response.json();
    const isEnvelope =
      typeof parsed === 'object' &&
      parsed !== null &&
      typeof (parsed as { code?: unknown }).code === 'number';
    return isEnvelope ? (parsed as Envelope<unknown>) : null;
  } catch {
    return null;
  }
}

function fail(error: ApiError, options: CallOptions): never {
  if (SESSION_ENDED_CODES.has(error.code) && getAccessToken() !== null) {
    clearAccessToken();
    handlers.onSessionEnded();
  }
  if (SETUP_REQUIRED_CODES.has(error.code)) handlers.onSetupRequired();
  const isQuiet = options.quietCodes?.includes(error.code) ?? false;
  if (!isQuiet && error.msg) notify.error(error.msg);
  throw error;
}

async function send(method: Operation['method'], url: string, body: unknown): Promise<Response> {
  const hasBody = method !== 'GET';
  return fetch(url, {
    method,
    headers: headers(hasBody),
    body: hasBody ? JSON.stringify(body ?? {}) : undefined,
  });
}

/** Calls a staff operation of `@exchange/contracts/http/admin`, typed by its schemas. */
export async function callOperation<O extends Operation>(
  operation: O,
  input: OperationInput<O> = {},
): Promise<OperationResponse<O>> {
  let response: Response;
  try {
    response = await send(operation.method, buildUrl(operation.path, input.query), input.body);
  } catch {
    return fail(new ApiError(NO_RESPONSE_CODE, i18next.t('common.noResponse')), input);
  }
  const envelope = await readEnvelope(response);
  const code = envelope?.code ?? (response.status === 401 ? 401 : null);
  if (code === null) return fail(new ApiError(NO_RESPONSE_CODE, i18next.t('common.noResponse')), input);
  if (code === 0) return envelope?.data as OperationResponse<O>;
  return fail(new ApiError(code, envelope?.msg ?? '', envelope?.data ?? null), input);
}

/** Fetches a binary answer (an image) with the staff token; errors arrive as an envelope. */
export async function fetchBlob<O extends Operation>(operation: O, query: OperationQuery<O>): Promise<Blob> {
  let response: Response;
  try {
    response = await send(operation.method, buildUrl(operation.path, query), undefined);
  } catch {
    return fail(new ApiError(NO_RESPONSE_CODE, i18next.t('common.noResponse')), {});
  }
  const type = response.headers.get('content-type') ?? '';
  // Rebuilt from the bytes so the Blob is the page's own class (a test DOM's FileReader refuses fetch's).
  if (response.ok && !type.includes('application/json'))
    return new Blob([await response.arrayBuffer()], { type });
  const envelope = await readEnvelope(response);
  return fail(new ApiError(envelope?.code ?? response.status, envelope?.msg ?? '', envelope?.data), {});
}
