import { BigNumber } from 'bignumber.js';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminVipApplication, VipApplication, VipPurchase } from '@exchange/contracts';
import { queryRows } from '../../src/platform/db/index';
import { expectCleanLedger } from '../ledger/ledger-fixtures';
import { adminCall, staffLogin } from '../support/staff';
import { createTestApp, type TestApp } from '../support/test-app';
import { buyBody, houseVipSales, spotUsdt, vipCall, vipMember } from './vip-fixtures';

// Races on PostgreSQL (PGlite has one connection, so they cannot happen there).
let t: TestApp;
let staff: string;
beforeAll(async () => {
  t = await createTestApp();
  staff = (await staffLogin(t)).token;
});
afterAll(async () => {
  await expectCleanLedger(t.context.db);
  await t.close();
});

const DAY = 86_400_000;
const buy = (token: string, body = buyBody({ level: 2, price: '200' })) =>
  vipCall<VipPurchase>(t, token, 'POST', 'vip/purchase/buy', { body });

describe('concurrent purchases (PostgreSQL)', () => {
  it('two purchases with different keys at once: two consecutive terms, the money moved twice', async () => {
    const user = await vipMember(t, '100');
    const house = new BigNumber(await houseVipSales(t.context.db));
    const [a, b] = await Promise.all([buy(user.token, buyBody()), buy(user.token, buyBody())]);
    expect([a?.status, b?.status]).toEqual([200, 200]);
    const terms = [a!.data, b!.data].sort((x, y) => x.startsAt - y.startsAt);
    expect(terms[1]!.startsAt).toBe(terms[0]!.endsAt);
    expect(terms[1]!.endsAt - terms[0]!.startsAt).toBe(60 * DAY);
    expect(await spotUsdt(t.context.db, user.userId)).toBe('0');
    expect(new BigNumber(await houseVipSales(t.context.db)).minus(house).toFixed()).toBe('100');
  });

  it('20 purchases at once with money for 2: exactly 2 terms, back to back; the rest refused; money conserved', async () => {
    const user = await vipMember(t, '500');
    const house = new BigNumber(await houseVipSales(t.context.db));
    const answers = await Promise.all(Array.from({ length: 20 }, () => buy(user.token)));
    const accepted = answers.filter((answer) => answer.status === 200).map((answer) => answer.data);
    expect(accepted).toHaveLength(2);
    for (const answer of answers.filter((candidate) => candidate.status !== 200)) {
      expect(answer.status, JSON.stringify(answer.body)).toBe(422);
      expect(answer.body).toMatchObject({ data: { field: 'price' } });
    }
    const [first, second] = accepted.sort((x, y) => x.startsAt - y.startsAt);
    expect(second!.startsAt).toBe(first!.endsAt);
    expect(await spotUsdt(t.context.db, user.userId)).toBe('100');
    expect(new BigNumber(await houseVipSales(t.context.db)).minus(house).toFixed()).toBe('400');
    const [rows] = await queryRows<{ count: number }>(
      t.context.db,
      sql`select count(*)::int as count from vip_purchases where user_id = ${user.userId}`,
    );
    expect(rows!.count).toBe(2);
  });
});

describe('concurrent decisions (PostgreSQL)', () => {
  it('approve vs reject of one application, 15 times: one wins each time, the other is 409, the row says who', async () => {
    for (let round = 0; round < 15; round++) {
      const user = await vipMember(t, '0');
      const applied = await vipCall<VipApplication>(t, user.token, 'POST', 'member/vip/create', {
        body: { level: 2, note: `round ${round}` },
        key: null,
      });
      expect(applied.status).toBe(200);
      const [approve, reject] = await Promise.all([
        adminCall<AdminVipApplication>(t, 'POST', 'vip/applications/approve', staff, {
          body: { id: applied.data.id },
        }),
        adminCall<AdminVipApplication>(t, 'POST', 'vip/applications/reject', staff, {
          body: { id: applied.data.id, remark: 'no' },
        }),
      ]);
      const statuses = [approve!.status, reject!.status].sort();
      expect(statuses).toEqual([200, 409]);
      const winner = approve!.status === 200 ? 1 : -1;
      const [row] = await queryRows<{ status: number }>(
        t.context.db,
        sql`select status from vip_applications where id = ${applied.data.id}`,
      );
      expect(row!.status).toBe(winner);
    }
  });

  it('two applications of one user at once: one is taken, the other is VIP_APPLICATION_PENDING', async () => {
    const user = await vipMember(t, '0');
    const answers = await Promise.all(
      [1, 2, 3].map((level) =>
        vipCall(t, user.token, 'POST', 'member/vip/create', { body: { level, note: '' }, key: null }),
      ),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409, 409]);
  });
});
