import type { FastifyInstance, FastifyRequest } from 'fastify';
import { staffAuditLog, type Db, type Tx } from '../db/index';
import { AppError, assert } from '../errors';

/** What a staff handler adds to its audit entry; the writer fills in who, what route, the outcome, IP and time. */
export interface AuditTrail {
  /** What was acted on, e.g. `withdrawal:12`, `user:100001`. */
  target?: string;
  before?: unknown;
  after?: unknown;
  /** Who, when the staff guard did not run (the login route names the account it signed in). */
  actor?: { staffId: number; username: string; role: string };
}

/** Set on every admin request by `registerStaffAudit`. */
interface AuditState {
  /** Where the admin API is mounted (the action is recorded relative to it). */
  prefix: string;
  /** The call's entry is written (in the action's transaction) or the hook has tried: never a second one. */
  isSettled: boolean;
}

declare module 'fastify' {
  interface FastifyRequest {
    auditTrail?: AuditTrail;
    auditState?: AuditState;
  }
}

/** Adds to this request's audit entry (merged; later calls win per field). */
export const recordAudit = (request: FastifyRequest, trail: AuditTrail) => {
  request.auditTrail = { ...request.auditTrail, ...trail };
};

const SECRET_KEY = /password|secret|token|^code$|^totpCode$/i;

/**
 * What PostgreSQL refuses in text and jsonb: NUL, and UTF-16 halves without their pair (jsonb rejects the `\ud800`
 * escape JSON.stringify writes for one). Each becomes U+FFFD, so a hostile string is recorded, not a failed insert.
 */
const UNPAIRED_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

const storable = (text: string) => text.replaceAll('\u0000', '\uFFFD').replace(UNPAIRED_SURROGATE, '\uFFFD');

const storableOrNull = (text: string | null | undefined) => (text == null ? null : storable(text));

/**
 * A value as the jsonb columns keep it: what JSON.stringify makes of it (dates as ISO strings, no functions),
 * with every string and key storable, big integers as decimal strings and the secrets of a request body dropped.
 */
const toStoredJson = (value: unknown, options: { isRedacted: boolean }): unknown => {
  if (value === undefined || value === null) return null;
  const json = JSON.stringify(value, (key, inner: unknown) => {
    if (options.isRedacted && key !== '' && SECRET_KEY.test(key)) return '[redacted]';
    if (typeof inner === 'string') return storable(inner);
    if (typeof inner === 'bigint') return inner.toString();
    if (inner === null || typeof inner !== 'object' || Array.isArray(inner)) return inner;
    return Object.fromEntries(Object.entries(inner).map(([name, field]) => [storable(name), field]));
  });
  return json === undefined ? null : (JSON.parse(json) as unknown);
};

const targetFromBody = (body: unknown): string | undefined => {
  if (body && typeof body === 'object' && 'id' in body && typeof body.id === 'number') return `id:${body.id}`;
  return undefined;
};

/** The row for this request's call with its outcome: the guard's staff (or the trail's actor), route, trail, body. */
const auditRow = (
  request: FastifyRequest,
  prefix: string,
  outcome: { status: number; error: string | null },
) => {
  const trail = request.auditTrail ?? {};
  const staff = request.staff;
  const actor = trail.actor;
  const route = request.routeOptions.url ?? request.url;
  return {
    staffId: staff?.staffId ?? actor?.staffId ?? null,
    staffUsername: storableOrNull(staff?.username ?? actor?.username),
    role: storableOrNull(staff?.role ?? actor?.role),
    action: storable(`${request.method} ${route.slice(prefix.length)}`),
    target: storableOrNull(trail.target ?? targetFromBody(request.body)),
    before: toStoredJson(trail.before, { isRedacted: false }),
    after: toStoredJson(trail.after, { isRedacted: false }),
    request: toStoredJson(request.body, { isRedacted: true }),
    status: outcome.status,
    error: storableOrNull(outcome.error),
    ip: storable(request.ip),
  };
};

/** The status a staff call answers when its handler returns (registerOperation's envelope). */
const SUCCESS_STATUS = 200;

/**
 * Runs a staff action's change and writes its audit entry (status 200, the trail recorded so far — `recordAudit`
 * inside `work` adds before/after known only there) in the same transaction: an action that cannot be audited does
 * not happen. The reply hook then writes nothing more for this call. A refusal thrown by `work` rolls everything
 * back and the hook records it. Pushes and bus messages belong after this returns (after the commit).
 */
export const auditedTransaction = async <T>(
  db: Db,
  request: FastifyRequest,
  work: (tx: Tx) => Promise<T>,
): Promise<T> => {
  const state = request.auditState;
  assert(state, `${request.method} ${request.url} is not an admin route behind registerStaffAudit`);
  assert(!state.isSettled, `${request.method} ${request.url} ran a second audited transaction`);
  const result = await db.transaction(async (tx) => {
    const value = await work(tx);
    await tx
      .insert(staffAuditLog)
      .values(auditRow(request, state.prefix, { status: SUCCESS_STATUS, error: null }));
    return value;
  });
  state.isSettled = true;
  return result;
};

const isReadOnly = (method: string) => method === 'GET' || method === 'HEAD' || method === 'OPTIONS';

/**
 * One audit entry for every mutating call on the admin API (everything but GET). A handler that changes data
 * writes it inside its own transaction (`auditedTransaction`); for every other call — refusals, with their status
 * and error name, and the few calls that change nothing or sign in — this hook writes it before the reply leaves.
 * Nothing updates or deletes entries (the table's triggers refuse it). If the hook's entry cannot be written the
 * caller gets a 500 (never the failed query, which holds the entry); that reply is not written a second time.
 */
export const registerStaffAudit = (admin: FastifyInstance, db: Db, prefix: string) => {
  admin.addHook('onRequest', async (request) => {
    request.auditState = { prefix, isSettled: false };
  });
  admin.addHook('onSend', async (request, reply, payload) => {
    if (isReadOnly(request.method) || !request.routeOptions.url) return payload;
    // A call refused before this plugin's onRequest (the app-wide guards) has no state yet.
    const state = (request.auditState ??= { prefix, isSettled: false });
    if (state.isSettled) return payload;
    state.isSettled = true;
    const error = reply.statusCode >= 400 ? (request.failure ?? 'UNKNOWN') : null;
    try {
      await db.insert(staffAuditLog).values(auditRow(request, prefix, { status: reply.statusCode, error }));
    } catch (failure) {
      request.log.error({ err: failure }, 'staff audit entry not written');
      // Already the error handler's 500 (an audited transaction that failed): keep it. Otherwise a plain 500 —
      // rethrowing the driver's error would put the failed query, body and all, in the reply.
      if (reply.statusCode >= 500) return payload;
      reply.code(500);
      throw new AppError('INTERNAL');
    }
    return payload;
  });
};
