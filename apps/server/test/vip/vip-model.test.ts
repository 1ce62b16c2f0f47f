import { BigNumber } from 'bignumber.js';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { VipDetail } from '@exchange/contracts';
import { queryRows } from '../../src/platform/db/index';
import { effectiveLevelOf, readStates, vipRuntimeOf } from '../../src/modules/vip/vip-runtime';
import { expectCleanLedger } from '../ledger/ledger-fixtures';
import { createTestApp, type TestApp } from '../support/test-app';
import { freshToken, houseVipSales, spotUsdt, vipCall, vipMember } from './vip-fixtures';

/*
 * A model of purchases: a seeded sequence of buys (of every level, some refused) by a few users, each checked against
 * a simple model — who pays what, which level is in effect and until when — and the money conserved; then the ledger
 * auditor.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await expectCleanLedger(t.context.db);
  await t.close();
});

const PRICES: Record<number, string> = { 1: '50', 2: '200', 3: '800' };
const DAY = 86_400_000;

/** A small deterministic generator (no Math.random: a failure replays). */
const generator = (seed: number) => () => {
  seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
  return seed / 2 ** 31;
};

describe('purchases against a model', () => {
  it('every accepted buy moves its price to vip_sales once, and the level in effect is the model’s', async () => {
    const random = generator(19);
    const users = await Promise.all([0, 1, 2].map(() => vipMember(t, '2000')));
    const houseBefore = new BigNumber(await houseVipSales(t.context.db));
    const model = users.map(() => ({
      paid: new BigNumber(0),
      terms: [] as { level: number; endsAt: number }[],
    }));
    for (let step = 0; step < 30; step++) {
      const index = Math.floor(random() * users.length);
      const user = users[index]!;
      const state = model[index]!;
      const level = 1 + Math.floor(random() * 3);
      const nowMs = t.clock.nowMs();
      const active = state.terms.filter((term) => term.endsAt > nowMs);
      const current = active.length ? Math.max(...active.map((term) => term.level)) : 0;
      const sameEnds = active.filter((term) => term.level === level).map((term) => term.endsAt);
      const balance = new BigNumber(2000).minus(state.paid);
      const isExtension = sameEnds.length > 0 && level >= current;
      const expectAccepted = (isExtension || level > current) && balance.gte(PRICES[level]!);
      const token = await freshToken(t, user.userId);
      const bought = await vipCall<{ startsAt: number; endsAt: number }>(
        t,
        token,
        'POST',
        'vip/purchase/buy',
        {
          body: { level, price: PRICES[level], termDays: 30 },
        },
      );
      expect(bought.status === 200, `step ${step}: ${JSON.stringify(bought.body)}`).toBe(expectAccepted);
      if (expectAccepted) {
        const startsAt = isExtension ? Math.max(...sameEnds) : nowMs;
        expect(bought.data.startsAt).toBe(startsAt);
        state.terms.push({ level, endsAt: startsAt + 30 * DAY });
        state.paid = state.paid.plus(PRICES[level]!);
      }
      t.clock.advance(Math.floor(random() * 12 * DAY));
      const after = t.clock.nowMs();
      const modelLevel = Math.max(
        0,
        ...state.terms.filter((term) => term.endsAt > after).map((term) => term.level),
      );
      const stored = (await readStates(t.context.db, user.userId, after)).get(user.userId);
      expect(stored ? effectiveLevelOf(stored, after).level : 0).toBe(modelLevel);
      expect(effectiveLevelOf(vipRuntimeOf(t.context).stateOf(user.userId), after).level).toBe(modelLevel);
    }
    let paid = new BigNumber(0);
    for (const [index, user] of users.entries()) {
      const state = model[index]!;
      expect(await spotUsdt(t.context.db, user.userId)).toBe(new BigNumber(2000).minus(state.paid).toFixed());
      paid = paid.plus(state.paid);
    }
    expect(new BigNumber(await houseVipSales(t.context.db)).minus(houseBefore).toFixed()).toBe(
      paid.toFixed(),
    );
    const [ledger] = await queryRows<{ total: string; count: number }>(
      t.context.db,
      sql`select coalesce(sum(amount), 0)::text as total, count(*)::int as count from ledger_transfers
           where business_type = 1240`,
    );
    expect(new BigNumber(ledger!.total).toFixed()).toBe(paid.toFixed());
    const [rows] = await queryRows<{ count: number }>(
      t.context.db,
      sql`select count(*)::int as count from vip_purchases`,
    );
    expect(rows!.count).toBe(ledger!.count);
    expect(paid.isGreaterThan(0)).toBe(true);
  });

  it('the detail agrees with the memory the fee and the limit read', async () => {
    const user = await vipMember(t, '500');
    user.token = await freshToken(t, user.userId);
    await vipCall(t, user.token, 'POST', 'vip/purchase/buy', {
      body: { level: 2, price: '200', termDays: 30 },
    });
    const detail = await vipCall<VipDetail>(t, user.token, 'GET', 'vip/detail');
    expect(detail.data.benefits).toEqual(vipRuntimeOf(t.context).benefitsFor(user.userId));
  });
});
