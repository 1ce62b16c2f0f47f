import type { FastifyInstance, FastifyRequest } from 'fastify';
import { staffAuditLog, type Db } from '../db/index';

/** What a staff handler adds to its audit entry; the hook fills in who, what route, the outcome, IP and time. */
export interface AuditTrail {
  /** What was acted on, e.g. `withdrawal:12`, `user:100001`. */
  target?: string;
  before?: unknown;
  after?: unknown;
  /** Who, when the staff guard did not run (the login route names the account it signed in). */
  actor?: { staffId: number; username: string; role: string };
}

declare module 'fastify' {
  interface FastifyRequest {
    auditTrail?: AuditTrail;
  }
}

/** Adds to this request's audit entry (merged; later calls win per field). */
export const recordAudit = (request: FastifyRequest, trail: AuditTrail) => {
  request.auditTrail = { ...request.auditTrail, ...trail };
};

const SECRET_KEY = /password|secret|token|^code$|^totpCode$/i;

/** The body as recorded: secrets dropped, nested objects kept. */
const redact = (value: unknown): unknown => {
  if (Array.isArray(value)) return value.map(redact);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, inner]) => [key, SECRET_KEY.test(key) ? '[redacted]' : redact(inner)]),
  );
};

const targetFromBody = (body: unknown): string | undefined => {
  if (body && typeof body === 'object' && 'id' in body && typeof body.id === 'number') return `id:${body.id}`;
  return undefined;
};

/**
 * One audit entry for every mutating call on the admin API (everything but GET), written before the reply leaves,
 * whatever the outcome: a refusal is recorded with its status and error name. Nothing updates or deletes entries
 * (the table's triggers refuse it). If the entry cannot be written the caller gets a 500: an action is not
 * acknowledged unaudited.
 */
export const registerStaffAudit = (admin: FastifyInstance, db: Db, prefix: string) => {
  admin.addHook('onSend', async (request, reply, payload) => {
    if (request.method === 'GET' || request.method === 'HEAD' || request.method === 'OPTIONS') return payload;
    const route = request.routeOptions.url;
    if (!route) return payload;
    const trail = request.auditTrail ?? {};
    const staff = request.staff;
    const actor = trail.actor;
    await db.insert(staffAuditLog).values({
      staffId: staff?.staffId ?? actor?.staffId ?? null,
      staffUsername: staff?.username ?? actor?.username ?? null,
      role: staff?.role ?? actor?.role ?? null,
      action: `${request.method} ${route.slice(prefix.length)}`,
      target: trail.target ?? targetFromBody(request.body) ?? null,
      before: trail.before ?? null,
      after: trail.after ?? null,
      request: request.body === undefined ? null : redact(request.body),
      status: reply.statusCode,
      error: reply.statusCode >= 400 ? (request.failure ?? 'UNKNOWN') : null,
      ip: request.ip,
    });
    return payload;
  });
};
