import { BigNumber } from 'bignumber.js';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/platform/db/index';
import { expectCleanLedger } from '../ledger/ledger-fixtures';
import { createTestApp, type TestApp } from '../support/test-app';
import { inviteCall, member, payFee, runNextDayRebates, spotBalance } from './invite-fixtures';

// Races on PostgreSQL (PGlite has one connection, so they cannot happen there).
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await expectCleanLedger(t.context.db);
  await t.close();
});

describe('the daily rebate job run several times at once', () => {
  it('computes each fee’s rebates once and pays each beneficiary once', async () => {
    const inviters = await Promise.all(Array.from({ length: 5 }, () => member(t)));
    const friends = [];
    for (const inviter of inviters)
      for (let index = 0; index < 4; index += 1) friends.push(await member(t, inviter.code));
    for (const friend of friends) {
      await payFee(t, friend.userId, '1.5');
      await payFee(t, friend.userId, '2.5');
    }
    const runs = await Promise.all(Array.from({ length: 4 }, () => runNextDayRebates(t)));
    for (const run of runs) expect(run.isFinished).toBe(true);
    // Each friend paid 4 in fees: the inviter gets 20 % of 16 from four friends.
    for (const inviter of inviters) expect(await spotBalance(t.context.db, inviter.userId)).toBe('3.2');
    const payers = sql.raw(friends.map((friend) => friend.userId).join(', '));
    const [counts] = await queryRows<{ details: number; payouts: number; paid: string }>(
      t.context.db,
      sql`select (select count(*)::int from rebate_details where payer_id in (${payers})) as details,
                 (select count(*)::int from rebate_details d where d.payer_id in (${payers})
                     and d.status = 1) as payouts,
                 (select coalesce(sum(paid_amount), 0)::text from rebate_details
                   where payer_id in (${payers})) as paid`,
    );
    expect([counts?.details, counts?.payouts, new BigNumber(counts?.paid ?? 0).toFixed()]).toEqual([
      40,
      40,
      '16',
    ]);
    const [transfers] = await queryRows<{ n: number }>(
      t.context.db,
      sql`select count(*)::int as n from ledger_transfers t join ledger_accounts a on a.id = t.credit_account_id
           where t.business_type = 500 and a.user_id in (${sql.raw(inviters.map((inviter) => inviter.userId).join(', '))})`,
    );
    expect(transfers?.n).toBe(5);
  });
});

describe('code creations at once', () => {
  it('never take a user past 20 codes', async () => {
    const owner = await member(t);
    const results = await Promise.all(
      Array.from({ length: 30 }, (_, index) =>
        inviteCall(t, owner.token, 'POST', 'member/invite-code/create', {
          body: { label: `c${index}`, kickbackRate: '0.1' },
        }),
      ),
    );
    // The registration code is the first of the 20.
    expect(results.filter((result) => result.status === 200)).toHaveLength(19);
    expect(results.filter((result) => result.status === 422)).toHaveLength(11);
  });
});
