import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import { ErrorCodes, StaffRole } from '@exchange/contracts';
import { staffAccounts, staffAuditLog, users } from '../../src/platform/db/index';
import { call } from '../support/api';
import { adminCall, staffLogin } from '../support/staff';
import { createTestApp, type TestApp } from '../support/test-app';
import { createUser } from '../member/member-fixtures';

let t: TestApp;
let compliance: string;
let support: string;
let superAdmin: string;
beforeAll(async () => {
  t = await createTestApp();
  compliance = (await staffLogin(t, StaffRole.compliance)).token;
  support = (await staffLogin(t, StaffRole.support)).token;
  superAdmin = (await staffLogin(t)).token;
});
afterAll(async () => {
  await t.close();
});

const entriesFor = (action: string, target: string) =>
  t.context.db
    .select()
    .from(staffAuditLog)
    .where(and(eq(staffAuditLog.action, action), eq(staffAuditLog.target, target)))
    .orderBy(desc(staffAuditLog.id));

const isTradingRestricted = async (userId: number) => {
  const [row] = await t.context.db
    .select({ isTradingRestricted: users.isTradingRestricted })
    .from(users)
    .where(eq(users.id, userId));
  return row?.isTradingRestricted;
};

const auditEntryCount = async () => {
  const [row] = await t.context.db.select({ entries: count() }).from(staffAuditLog);
  return row?.entries ?? 0;
};

/** Every insert into the audit log fails while `work` runs (as a full disk or a lost grant would), then works again. */
const withAuditRefused = async (work: () => Promise<void>) => {
  await t.context.db.execute(
    sql.raw(`create or replace function test_refuse_audit() returns trigger language plpgsql as $$
      begin raise exception 'audit log refused (test)'; end $$`),
  );
  await t.context.db.execute(
    sql.raw(`create trigger test_refuse_audit before insert on staff_audit_log
      for each row execute function test_refuse_audit()`),
  );
  try {
    await work();
  } finally {
    await t.context.db.execute(sql.raw('drop trigger test_refuse_audit on staff_audit_log'));
    await t.context.db.execute(sql.raw('drop function test_refuse_audit()'));
  }
};

describe('a NUL byte in a staff request', () => {
  it('never leaves a restriction applied without its audit entry, nor an entry without the restriction', async () => {
    const { userId } = await createUser(t);
    const result = await adminCall(t, 'POST', 'user/restrict-trading', compliance, {
      body: { id: userId, isRestricted: true, remark: 'Chargeback\u0000probe' },
    });
    const isApplied = await isTradingRestricted(userId);
    const succeeded = (await entriesFor('POST /user/restrict-trading', `user:${userId}`)).filter(
      (entry) => entry.status === 200,
    );
    expect(succeeded.length, JSON.stringify(result.body)).toBe(isApplied ? 1 : 0);
    if (isApplied) {
      expect(result.status).toBe(200);
      // Recorded, with the NUL made visible rather than refused by the database.
      expect(succeeded[0]).toMatchObject({
        before: { isTradingRestricted: false },
        after: { isTradingRestricted: true, remark: 'Chargeback\uFFFDprobe' },
        request: { id: userId, isRestricted: true, remark: 'Chargeback\uFFFDprobe' },
      });
    } else expect(result.status).toBe(400);
  });

  it('records a refusal whose body holds NUL bytes and broken UTF-16 with its status, not a 500', async () => {
    const refused = await adminCall(t, 'POST', 'user/restrict-trading', compliance, {
      body: { id: 999_999_999, isRestricted: true, remark: 'a\u0000b\ud800c' },
    });
    // The remark's control characters are refused before any lookup (issue 15). The refusal is still recorded; no
    // handler ran to name the target, so the entry carries the body's id.
    expect(refused.status).toBe(400);
    const [entry] = await entriesFor('POST /user/restrict-trading', 'id:999999999');
    expect(entry).toMatchObject({ status: 400, error: 'BAD_REQUEST:remark' });
    expect(entry?.request).toMatchObject({ remark: 'a\uFFFDb\uFFFDc' });
  });
});

describe('an action that cannot be audited', () => {
  it('does not happen: restricting trading answers 5xx and the flag stays as it was', async () => {
    const { userId } = await createUser(t);
    const entriesBefore = await auditEntryCount();
    await withAuditRefused(async () => {
      const result = await adminCall(t, 'POST', 'user/restrict-trading', compliance, {
        body: { id: userId, isRestricted: true, remark: 'Chargeback under investigation' },
      });
      expect(result.status).toBeGreaterThanOrEqual(500);
      // The catalogue's error, not the failed query (which would show the entry, body included).
      expect(result.code).toBe(ErrorCodes.INTERNAL.code);
      expect(JSON.stringify(result.body)).not.toMatch(/staff_audit_log|Chargeback/);
    });
    expect(await isTradingRestricted(userId)).toBe(false);
    expect(await auditEntryCount()).toBe(entriesBefore);
  });

  it('does not happen: a forced logout answers 5xx and the session still works', async () => {
    const user = await createUser(t);
    await withAuditRefused(async () => {
      const result = await adminCall(t, 'POST', 'user/force-logout', support, { body: { id: user.userId } });
      expect(result.status).toBeGreaterThanOrEqual(500);
    });
    expect((await call(t.app, 'GET', 'member/get-current-member', { token: user.token })).code).toBe(0);
  });

  it('does not happen: creating a staff account answers 5xx and no account exists', async () => {
    const username = `unaudited-${randomBytes(4).toString('hex')}`;
    await withAuditRefused(async () => {
      const result = await adminCall(t, 'POST', 'staff/create', superAdmin, {
        body: { username, role: StaffRole.support },
      });
      expect(result.status).toBeGreaterThanOrEqual(500);
    });
    const created = await t.context.db
      .select({ id: staffAccounts.id })
      .from(staffAccounts)
      .where(eq(staffAccounts.username, username));
    expect(created).toEqual([]);
  });

  it('answers a refusal it cannot record with a 500 that does not show the failed query', async () => {
    await withAuditRefused(async () => {
      const refused = await adminCall(t, 'POST', 'user/restrict-trading', compliance, {
        body: { id: 999_999_998, isRestricted: true, remark: 'Chargeback under investigation' },
      });
      expect(refused.status).toBe(500);
      expect(JSON.stringify(refused.body)).not.toMatch(/staff_audit_log|Chargeback/);
    });
  });

  it('writes one entry, in the action’s transaction, once the log accepts entries again', async () => {
    const { userId } = await createUser(t);
    const result = await adminCall(t, 'POST', 'user/restrict-trading', compliance, {
      body: { id: userId, isRestricted: true, remark: 'Chargeback under investigation' },
    });
    expect(result.status).toBe(200);
    expect(await isTradingRestricted(userId)).toBe(true);
    expect(await entriesFor('POST /user/restrict-trading', `user:${userId}`)).toMatchObject([
      {
        status: 200,
        error: null,
        before: { isTradingRestricted: false },
        after: { isTradingRestricted: true, remark: 'Chargeback under investigation' },
      },
    ]);
  });
});
