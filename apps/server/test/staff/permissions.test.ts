import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, count, sql } from 'drizzle-orm';
import * as contracts from '@exchange/contracts';
import { ADMIN_API_PREFIX, STAFF_ROLES, staffCan, type Operation } from '@exchange/contracts';
import { staffAuditLog } from '../../src/platform/db/index';
import { createUser } from '../member/member-fixtures';
import { call, freshIp } from '../support/api';
import { staffLogin } from '../support/staff';
import { createTestApp, type TestApp } from '../support/test-app';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** Every staff operation the contracts define, by `METHOD /api/admin-api/path`. */
const staffOperations = new Map(
  (Object.values(contracts) as unknown[])
    .filter(
      (value): value is Operation =>
        typeof value === 'object' && value !== null && 'auth' in value && value.auth === 'staff',
    )
    .map((operation) => [`${operation.method} ${ADMIN_API_PREFIX}${operation.path}`, operation]),
);

interface AdminRoute {
  method: Method;
  url: string;
  key: string;
}

/** Every route the running server has under the admin API (from its OpenAPI document), login and logout aside. */
const adminRoutes = (t: TestApp): AdminRoute[] => {
  const document = t.app.swagger() as { paths: Record<string, Record<string, unknown>> };
  return Object.entries(document.paths)
    .filter(([path]) => path.startsWith(`${ADMIN_API_PREFIX}/`))
    .flatMap(([path, methods]) =>
      Object.keys(methods).map((method) => {
        const upper = method.toUpperCase() as Method;
        const template = path.replace(/\{(\w+)\}/g, ':$1');
        return { method: upper, url: path.replace(/\{\w+\}/g, '1'), key: `${upper} ${template}` };
      }),
    )
    .filter(({ key }) => !key.endsWith('/auth/login') && !key.endsWith('/auth/logout'));
};

/** A deliberately empty request: an allowed caller gets past the guard (and usually a 400), a refused one a 403. */
const probe = (t: TestApp, route: AdminRoute, token: string | null) =>
  call(t.app, route.method, route.url, {
    ...(token ? { token } : {}),
    ...(route.method === 'GET' ? {} : { body: {} }),
    ip: freshIp(),
  });

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('the permission table', () => {
  it('is what every admin route checks: each role × route, an app user and no token — only the allowed pass', async () => {
    const routes = adminRoutes(t);
    expect(routes.length).toBeGreaterThan(10);
    for (const route of routes) expect(staffOperations.has(route.key), route.key).toBe(true);
    const tokens = new Map<string, string>();
    for (const role of STAFF_ROLES) tokens.set(role, (await staffLogin(t, role)).token);
    const member = await createUser(t);

    const mismatches: string[] = [];
    for (const route of routes) {
      const permission = staffOperations.get(route.key)?.permission;
      if (!permission) throw new Error(`${route.key} names no permission`);
      const anonymous = await probe(t, route, null);
      if (anonymous.status !== 401) mismatches.push(`${route.key} without a token: ${anonymous.status}`);
      const app = await probe(t, route, member.token);
      if (app.status !== 403) mismatches.push(`${route.key} with an app token: ${app.status}`);
      for (const role of STAFF_ROLES) {
        const result = await probe(t, route, tokens.get(role) ?? '');
        const isRefused = result.status === 403 && result.code === 403;
        if (isRefused === staffCan(role, permission))
          mismatches.push(`${route.key} as ${role}: ${result.status} ${String(result.code)} ${result.msg}`);
      }
    }
    expect(mismatches).toEqual([]);
  });

  it('refuses a staff token on the app API', async () => {
    const { token } = await staffLogin(t, 'auditor');
    expect((await call(t.app, 'GET', 'member/get-current-member', { token })).status).toBe(403);
  });
});

describe('the audit log', () => {
  it('gets exactly one entry per mutating admin call, success or refusal, and no route can change it', async () => {
    const admin = await staffLogin(t);
    const before = await t.context.db.select().from(staffAuditLog).orderBy(asc(staffAuditLog.id));
    const mutating = adminRoutes(t).filter((route) => route.method !== 'GET');
    expect(mutating.length).toBeGreaterThan(5);
    for (const route of mutating) {
      const [{ entries: start } = { entries: 0 }] = await t.context.db
        .select({ entries: count() })
        .from(staffAuditLog);
      const result = await probe(t, route, admin.token);
      const [{ entries: end } = { entries: 0 }] = await t.context.db
        .select({ entries: count() })
        .from(staffAuditLog);
      expect(end - start, `${route.key} (${result.status})`).toBe(1);
      const [last] = await t.context.db
        .select()
        .from(staffAuditLog)
        .orderBy(sql`${staffAuditLog.id} desc`)
        .limit(1);
      expect(last).toMatchObject({
        staffId: admin.staffId,
        action:
          route.key.slice(0, route.key.indexOf(' ') + 1) +
          route.key.slice(route.key.indexOf('/api/admin-api') + ADMIN_API_PREFIX.length),
        status: result.status,
      });
    }
    // Reads write nothing; the earlier entries are all still there, unchanged.
    const [{ entries } = { entries: 0 }] = await t.context.db
      .select({ entries: count() })
      .from(staffAuditLog);
    await call(t.app, 'GET', `${ADMIN_API_PREFIX}/audit/page`, { token: admin.token, ip: freshIp() });
    const [{ entries: afterRead } = { entries: 0 }] = await t.context.db
      .select({ entries: count() })
      .from(staffAuditLog);
    expect(afterRead).toBe(entries);
    const still = await t.context.db
      .select()
      .from(staffAuditLog)
      .where(sql`${staffAuditLog.id} <= ${before.at(-1)?.id ?? 0}`)
      .orderBy(asc(staffAuditLog.id));
    expect(still).toEqual(before);
    // Not even the database's own user can rewrite history.
    for (const statement of [
      sql`update staff_audit_log set action = 'x'`,
      sql`delete from staff_audit_log`,
      sql`truncate staff_audit_log`,
    ]) {
      const error = await t.context.db.execute(statement).then(
        () => null,
        (failure: unknown) => failure as { cause?: { message?: string } },
      );
      expect(error?.cause?.message).toMatch(/append-only/);
    }
  });

  it('records who, what, the target, before and after, the IP and secrets redacted; and is searchable', async () => {
    const admin = await staffLogin(t);
    const created = await call<{ account: { id: number }; oneTimePassword: string }>(
      t.app,
      'POST',
      `${ADMIN_API_PREFIX}/staff/create`,
      { token: admin.token, body: { username: 'audited-one', role: 'support' }, ip: '127.0.0.9' },
    );
    expect(created.code).toBe(0);
    const id = created.data.account.id;
    await call(t.app, 'PUT', `${ADMIN_API_PREFIX}/staff/update`, {
      token: admin.token,
      body: { id, role: 'finance' },
      ip: freshIp(),
    });
    const page = await call<{ list: Record<string, unknown>[]; total: number }>(
      t.app,
      'GET',
      `${ADMIN_API_PREFIX}/audit/page`,
      { token: admin.token, query: { target: `staff:${id}` }, ip: freshIp() },
    );
    expect(page.data.total).toBe(2);
    expect(page.data.list[0]).toMatchObject({
      staffId: admin.staffId,
      staffUsername: admin.username,
      role: 'super_admin',
      action: 'PUT /staff/update',
      before: { role: 'support' },
      after: { role: 'finance' },
      status: 200,
      error: null,
    });
    expect(page.data.list[1]).toMatchObject({ action: 'POST /staff/create', ip: '127.0.0.9' });
    expect(JSON.stringify(page.data.list)).not.toContain(created.data.oneTimePassword);

    const login = await call(t.app, 'POST', `${ADMIN_API_PREFIX}/auth/login`, {
      body: { username: admin.username, password: 'wrong-password-1' },
      ip: freshIp(),
    });
    expect(login.status).toBe(401);
    const failures = await call<{ list: Record<string, unknown>[] }>(
      t.app,
      'GET',
      `${ADMIN_API_PREFIX}/audit/page`,
      { token: admin.token, query: { action: 'POST /auth/login', pageSize: 1 }, ip: freshIp() },
    );
    expect(failures.data.list[0]).toMatchObject({
      status: 401,
      error: 'STAFF_LOGIN_FAILED',
      request: { username: admin.username, password: '[redacted]' },
    });
  });
});
