import { randomInt } from 'node:crypto';
import { BigNumber } from 'bignumber.js';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SubscriptionProject } from '@exchange/contracts';
import { queryRows, type Database } from '../../src/platform/db/index';
import { allotProRata } from '../../src/modules/subscription/index';
import { CrashRig } from '../support/crash-harness';
import { staffLogin } from '../support/staff';
import {
  buy,
  createProject,
  expectSubscriptionInvariants,
  openWindow,
  subscriber,
} from './subscription-fixtures';

/*
 * Kill the allotting and distributing server (PostgreSQL and Redis): an IEO with 300 commitments, 3× over-subscribed,
 * closes a few seconds into the run; the built server runs as a child process leading the scheduler — it runs
 * `subscription.allot`, `subscription.distribute` and `subscription.list` — and this test SIGKILLs it again and
 * again. Each order's allotment and distribution is one transaction guarded on its status, so a kill loses or doubles
 * nothing: in the end every user is allotted and distributed exactly once, at the pro-rata rule's numbers, each wallet
 * holds exactly 1,000 − cost USDT and the allotted tokens, and the auditor is clean after every kill.
 */
const USERS = 300;
const KILLS = 8;
const SUPPLY = '20000';
const PRICE = '0.5';

const rig = new CrashRig('subscription-crash');
let project: SubscriptionProject;
const commitments: { orderId: number; userId: number; quantity: string }[] = [];

beforeAll(async () => {
  const app = await rig.setUp();
  const staff = await staffLogin(app);
  project = await createProject(app, staff.token, {
    totalSupply: SUPPLY,
    price: PRICE,
    precision: 2,
    minPerUser: '10',
    maxPerUser: '2000',
  });
  openWindow(app, project);
  for (let index = 0; index < USERS; index += 1) {
    const user = await subscriber(app, '1000');
    const quantity = String(10 + randomInt(1991));
    const committed = await buy(app, user.token, 'order/buy', {
      projectId: project.id,
      quantity,
      price: PRICE,
    });
    if (committed.status !== 200) throw new Error(JSON.stringify(committed.body));
    commitments.push({ orderId: committed.data.id, userId: user.userId, quantity });
  }
  // The window (set on the manual clock) moves to the real time of the run: it closes in 2 s, tokens go out at 6 s.
  await rig.db.execute(
    sql`update subscription_projects set start_at = now() - interval '1 minute', end_at = now() + interval '2 seconds',
          distribute_at = now() + interval '6 seconds', list_at = now() + interval '8 seconds'
        where id = ${project.id}`,
  );
  await rig.startServer();
}, 300_000);

afterAll(() => rig.tearDown());

const statusCounts = async (db: Database['db']) => {
  const rows = await queryRows<{ status: number; count: number }>(
    db,
    sql`select status, count(*)::int as count from subscription_orders where project_id = ${project.id} group by status`,
  );
  return Object.fromEntries(rows.map((row) => [row.status, row.count])) as Record<number, number>;
};

const projectStatus = async (db: Database['db']) => {
  const [row] = await queryRows<{ status: number }>(
    db,
    sql`select status from subscription_projects where id = ${project.id}`,
  );
  return row?.status ?? -1;
};

describe('crash test: SIGKILL the server while it allots and distributes (PostgreSQL)', () => {
  it('allots and distributes every user exactly once across the kills, by the pro-rata rule, losing or doubling nothing', async () => {
    const db = rig.db;
    const measure = async () => ({ status: await projectStatus(db), counts: await statusCounts(db) });
    const kills = (await rig.crashLoop({ kills: KILLS, pauseMs: [700, 2_200], measure })).map(
      (kill) => kill.down,
    );
    await rig.waitUntil(async () => (await projectStatus(db)) >= 4, { timeoutMs: 90_000, everyMs: 250 });
    console.warn(`subscription crash test: ${JSON.stringify({ users: USERS, kills })}`);
    expect(kills).toHaveLength(KILLS);
    expect(rig.audits).toEqual([]);
    expect(await projectStatus(db)).toBe(4);
    // At least one kill landed inside a job's run (some orders done, some not).
    const isMidway = (counts: Record<number, number>) =>
      ((counts[0] ?? 0) > 0 && (counts[0] ?? 0) < USERS) || ((counts[1] ?? 0) > 0 && (counts[2] ?? 0) > 0);
    expect(kills.some((kill) => isMidway(kill.counts))).toBe(true);

    const expected = allotProRata(
      commitments.map((entry) => ({
        orderId: entry.orderId,
        userId: entry.userId,
        quantity: entry.quantity,
      })),
      SUPPLY,
      2,
    );
    const rows = await queryRows<{
      id: number;
      no: string;
      status: number;
      allotted_quantity: string;
      user_id: number;
      usdt: string;
      frozen: string;
      tokens: string | null;
    }>(
      db,
      sql`select o.id::int, o.no, o.status, o.allotted_quantity::text, o.user_id::int,
                 a.available::text as usdt, a.frozen::text,
                 (select t.available::text from ledger_accounts t
                   where t.user_id = o.user_id and t.wallet = 'spot' and t.asset = ${project.symbol}) as tokens
            from subscription_orders o
            join ledger_accounts a on a.user_id = o.user_id and a.wallet = 'spot' and a.asset = 'USDT'
           where o.project_id = ${project.id}`,
    );
    expect(rows).toHaveLength(USERS);
    let total = new BigNumber(0);
    for (const row of rows) {
      const allotted = new BigNumber(expected.get(row.id) ?? 'NaN');
      total = total.plus(allotted);
      expect(new BigNumber(row.allotted_quantity).toFixed(), `order ${row.id}`).toBe(allotted.toFixed());
      expect(row.status, `order ${row.id}`).toBe(allotted.isZero() ? 3 : 2);
      expect(new BigNumber(row.usdt).toFixed()).toBe(
        new BigNumber(1000).minus(allotted.times(PRICE)).toFixed(),
      );
      expect(new BigNumber(row.frozen).isZero()).toBe(true);
      expect(new BigNumber(row.tokens ?? 0).toFixed()).toBe(allotted.toFixed());
      const [moves] = await queryRows<{ count: number }>(
        db,
        sql`select count(*)::int as count from ledger_transfers where id like ${`subscription:${row.no}:%`}`,
      );
      // commit + (allot and/or refund) + distribute: 2 to 4, never a repeat (ids are unique).
      expect(moves?.count).toBeGreaterThanOrEqual(2);
    }
    expect(total.isLessThanOrEqualTo(SUPPLY)).toBe(true);
    await expectSubscriptionInvariants(db);
  }, 240_000);
});
