import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { auditLedger } from '../../src/modules/ledger/index';
import { queryRows } from '../../src/platform/db/index';
import { freshIp } from '../support/api';
import { INTERNALS, operationsOf, variantsOf, type SweptOperation } from '../support/openapi-sweep';
import { staffLogin } from '../support/staff';
import { createTestApp, type TestApp } from '../support/test-app';
import { createUser } from '../member/member-fixtures';

/*
 * The probe's method, kept in CI (issue 15): every operation in the OpenAPI document gets malformed bodies, queries,
 * path parameters, headers and multipart forms from a signed-in caller, and must answer 4xx with nothing internal in
 * the answer — and the whole sweep must leave the database as it found it (the ledger auditor clean).
 */

/** Rows a refused request may still write: the staff audit trail records refused staff calls by design. */
const WRITTEN_BY_REFUSALS = new Set(['staff_audit_log']);

let t: TestApp;
let operations: SweptOperation[];
let memberToken: string;
let staffToken: string;

const tableFingerprints = async () => {
  const tables = await queryRows<{ table_name: string }>(
    t.context.db,
    sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  const prints: Record<string, string> = {};
  for (const { table_name: table } of tables) {
    if (WRITTEN_BY_REFUSALS.has(table)) continue;
    const [result] = await queryRows<{ print: string | null; count: number }>(
      t.context.db,
      sql`select md5(string_agg(row_text, '|' order by row_text)) as print, count(*)::int as count
          from (select t::text as row_text from ${sql.identifier(table)} t) rows`,
    );
    prints[table] = `${result?.count}:${result?.print}`;
  }
  return prints;
};

let before: Record<string, string>;

/** What is wrong with the answer to a malformed request, or null when it is the refusal it should be. */
const problemWith = (response: { statusCode: number; body: string }, field: string): string | null => {
  const { statusCode, body } = response;
  if (statusCode < 400 || statusCode >= 500) return `${statusCode} ${body.slice(0, 200)}`;
  if (INTERNALS.test(body)) return `internals in ${body.slice(0, 300)}`;
  if (statusCode === 401) return "401 — the sweep's caller was not accepted";
  let envelope: {
    code?: unknown;
    msg?: unknown;
    data?: { field?: string; issues?: Array<{ field: string }> } | null;
  };
  try {
    envelope = JSON.parse(body) as typeof envelope;
  } catch {
    return `not the JSON envelope: ${body.slice(0, 120)}`;
  }
  if (typeof envelope.code !== 'number' || typeof envelope.msg !== 'string')
    return `not the envelope: ${body.slice(0, 120)}`;
  // A refusal names what it refused: the broken field is the one named, or among the issues listed.
  if (statusCode === 400 && field !== 'body') {
    const named = [envelope.data?.field, ...(envelope.data?.issues ?? []).map((issue) => issue.field)].map(
      (name) => name?.toLowerCase(),
    );
    const wanted = field.toLowerCase();
    if (
      !named.some(
        (name) => name === wanted || name?.startsWith(`${wanted}.`) || name?.split(',').includes(wanted),
      )
    )
      return `names ${named.join(', ')} instead of ${field}`;
  }
  return null;
};

beforeAll(async () => {
  t = await createTestApp();
  operations = operationsOf(t.app.swagger());
  memberToken = (await createUser(t)).token;
  staffToken = (await staffLogin(t)).token;
  before = await tableFingerprints();
});
afterAll(async () => t?.close());

const tokenFor = (operation: SweptOperation) =>
  operation.isSecured ? (operation.isStaff ? staffToken : memberToken) : null;

describe('every OpenAPI operation refuses malformed input', () => {
  test('the document lists the whole API', () => {
    expect(operations.length).toBeGreaterThanOrEqual(164);
  });

  test('each malformed request answers 4xx, names what is wrong and shows nothing internal', async () => {
    const failures: string[] = [];
    let sent = 0;
    for (const operation of operations) {
      const token = tokenFor(operation);
      const headers: Record<string, string> = {
        userType: 'main',
        'idempotency-key': `sweep-${operation.method}-${sent}`,
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      };
      for (const variant of variantsOf(operation, headers)) {
        sent += 1;
        const response = await t.app.inject({ ...variant.request, remoteAddress: freshIp() });
        const label = `${operation.method} ${operation.path} [${variant.name} → ${variant.field}]`;
        const problem = problemWith(response, variant.field);
        if (problem) failures.push(`${label}: ${problem}`);
      }
    }
    expect(sent).toBeGreaterThan(1000);
    expect(failures, failures.join('\n')).toEqual([]);
  }, 300_000);

  test('the sweep changed nothing and the ledger is clean', async () => {
    expect(await tableFingerprints()).toEqual(before);
    const audit = await auditLedger(t.context.db);
    expect(audit.isClean, JSON.stringify(audit)).toBe(true);
  });
});

describe('the document says which operations need a token', () => {
  test('an operation without `security` answers without one; one with it answers 401 without one', async () => {
    const wrong: string[] = [];
    for (const operation of operations) {
      const url = operation.path.replace(/\{\w+\}/g, '1');
      const response = await t.app.inject({
        method: operation.method as 'GET',
        url,
        remoteAddress: freshIp(),
      });
      const isRefused = response.statusCode === 401;
      if (operation.isSecured !== isRefused)
        wrong.push(
          `${operation.method} ${operation.path}: secured=${operation.isSecured}, status ${response.statusCode}`,
        );
    }
    expect(wrong, wrong.join('\n')).toEqual([]);
  });
});
