import { BigNumber } from 'bignumber.js';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { InstrumentType } from '@exchange/contracts';
import { loanHourlyInterest, loanLiquidationSplit, loanLtv } from '@exchange/domain';
import { queryRows } from '../../src/platform/db/index';
import { auditLedger } from '../../src/modules/ledger/index';
import { CrashRig, priceBatch } from '../support/crash-harness';
import { balancesOf, borrow, borrowBody, borrower, expectLoanInvariants, setPrice } from './loan-fixtures';

/*
 * Kill the loan jobs mid-work (PostgreSQL and Redis): 30 loans of 1 BTC, borrowed at 60,000 between 36 and 3 hours
 * ago (the in-process app's clock), so the built server — a child process leading the scheduler — starts with ~600
 * hours of interest to catch up (`loan.accrue-interest`, one transaction per loan and hour, run again by every new
 * leader); this test is the price feed, walking BTC down from 45,000 to 36,000 on the Redis bus so that loans cross
 * their margin-call and liquidation LTVs (`loan.watch`, every second), and SIGKILLs the server again and again, each
 * time a moment after it is at work again (hours accrued or loans liquidated since its restart). Every
 * accrued hour and every liquidation is one transaction, so a kill loses or doubles nothing: in the end exactly the
 * loans whose LTV reached 90 % are liquidated, each once (its 1233/1234/1231 moves once, at the split its price and
 * debt give), no balance is negative, each loan's interest hours are unique, contiguous and add up to what it owes,
 * and the auditor is clean after every kill.
 */
const HOUR = 3_600_000;
const LOANS = 30;
const KILLS = 5;
const FLOOR = 36_000;
/** Liquidated at the floor (debt ≥ 32,400); margin-called only (28,800 ≤ debt < 32,400); neither. */
const LIQUIDATED = ['38500', '37000', '35500', '34000', '33000'];
const MARGIN_CALLED = ['31500', '30000', '29200'];
const QUIET = ['27000', '24000'];
const AMOUNTS = [...LIQUIDATED, ...MARGIN_CALLED, ...QUIET];

const rig = new CrashRig('loan-crash');
const opened: { id: number; userId: number; amount: string; hoursBehind: number }[] = [];

beforeAll(async () => {
  const app = await rig.setUp();
  // Oldest first, so the manual clock only moves forward after the first step back.
  for (let index = 0; index < LOANS; index += 1) {
    const hoursBehind = 36 - Math.floor((index * 34) / LOANS);
    app.clock.advance(Date.now() - hoursBehind * HOUR - app.clock.nowMs());
    await setPrice(app, 'BTC', '60000');
    const user = await borrower(app);
    const amount = AMOUNTS[index % AMOUNTS.length] as string;
    const loan = await borrow(app, user.token, borrowBody({ loanAmount: amount }));
    if (loan.status !== 200) throw new Error(JSON.stringify(loan.body));
    opened.push({ id: loan.data.id, userId: user.userId, amount, hoursBehind });
  }
  await rig.startServer({ hasFeed: true });
}, 120_000);

afterAll(() => rig.tearDown());

interface LoanRow {
  id: number;
  no: string;
  status: number;
  user_id: number;
  borrowed: string;
  hourly_rate: string;
  liquidation_ltv: string;
  fee_rate: string;
  accrued: string;
  total: string;
  called: boolean;
  borrowed_at: number;
  last_hour: number;
  price: string | null;
  sold: string | null;
  fee: string | null;
  returned: string | null;
  shortfall: string | null;
}

/** A timestamp as epoch milliseconds (a number, not the driver's text). */
const ms = (column: string) => sql.raw(`(extract(epoch from ${column}) * 1000)::float8`);

const loanRows = () =>
  queryRows<LoanRow>(
    rig.db,
    sql`select id::int, no, status, user_id::int, borrowed_amount::text as borrowed, hourly_rate::text,
               liquidation_ltv::text, liquidation_fee_rate::text as fee_rate, accrued_interest::text as accrued,
               total_interest::text as total, is_margin_called as called, ${ms('borrowed_at')} as borrowed_at,
               ${ms('last_accrued_hour')} as last_hour,
               liquidation_price::text as price, sold_collateral::text as sold, fee_collateral::text as fee,
               returned_collateral::text as returned, shortfall::text
          from loans order by id`,
  );

/** Liquidated loans, and hours of interest the open ones are still behind. */
const progress = async () => {
  const [row] = await queryRows<{ liquidated: number; behind: number }>(
    rig.db,
    sql`select count(*) filter (where status = 2)::int as liquidated,
               coalesce(sum(extract(epoch from date_trunc('hour', now()) - last_accrued_hour) / 3600)
                 filter (where status = 0), 0)::int as behind
          from loans`,
  );
  return row ?? { liquidated: -1, behind: -1 };
};

const groupOf = (amount: string) =>
  LIQUIDATED.includes(amount) ? 'liquidated' : MARGIN_CALLED.includes(amount) ? 'called' : 'quiet';

/** Every loan where the floor puts it, every open one's interest caught up to this hour. */
const isSettled = async () => {
  const hour = Math.floor(Date.now() / HOUR) * HOUR;
  const rows = await loanRows();
  return rows.every((row) => {
    const group = groupOf(opened.find((loan) => loan.id === row.id)?.amount ?? '');
    if (group === 'liquidated') return row.status === 2;
    return row.status === 0 && row.last_hour >= hour && row.called === (group === 'called');
  });
};

describe('crash test: SIGKILL the server while it accrues interest and liquidates loans (PostgreSQL)', () => {
  it('liquidates exactly the loans past the LTV, each once, and counts every hour of interest once', async () => {
    const db = rig.db;
    const hoursAtStart = opened.reduce((sum, loan) => sum + loan.hoursBehind, 0);
    const liquidatedCount = opened.filter((loan) => groupOf(loan.amount) === 'liquidated').length;
    // The feed: 4 ticks a second, 150 down each, from 45,000 to the floor (15 s), then steady there.
    const walk = {
      from: 45_150,
      step: (price: number) => Math.max(FLOOR, price - 150),
      everyMs: 250,
      batch: (price: number) => priceBatch('BTCUSDT', price, { type: InstrumentType.coin, hasDepth: true }),
    };
    const kills = await rig.withPriceWalk(walk, async () => {
      // Each kill 0.2 to 1.2 s into the restarted server's work (hours accrued or loans liquidated since it came up).
      const measured = await rig.crashLoop({
        kills: KILLS,
        pauseMs: [200, 1_200],
        measure: progress,
        untilMoved: {
          isMoved: (since, now) =>
            now.behind < since.behind ||
            now.liquidated > since.liquidated ||
            (now.behind === 0 && now.liquidated >= liquidatedCount),
          timeoutMs: 8_000,
        },
      });
      await rig.waitUntil(isSettled, { timeoutMs: 30_000, everyMs: 250 });
      return measured;
    });
    console.warn(
      `loan crash test: ${JSON.stringify({ loans: LOANS, hoursAtStart, kills, restartMs: rig.restartMs })}`,
    );
    expect(kills).toHaveLength(KILLS);
    expect(rig.audits).toEqual([]);
    expect(await isSettled()).toBe(true);
    // The kills came while hours were being caught up and while loans were being liquidated, not only after.
    expect(kills.some((kill) => kill.before.behind > 0 && kill.before.behind < hoursAtStart)).toBe(true);
    expect(kills.some((kill) => kill.before.liquidated > 0 && kill.before.liquidated < liquidatedCount)).toBe(
      true,
    );

    const rows = await loanRows();
    expect(rows).toHaveLength(LOANS);
    const moves = await queryRows<{ ref: string; business_type: number; moves: number; amount: string }>(
      db,
      sql`select ref, business_type, count(*)::int as moves, sum(amount)::text as amount from ledger_transfers
           where business_type in (1231, 1233, 1234) group by ref, business_type`,
    );
    const events = await queryRows<{
      loan_id: number;
      kind: number;
      events: number;
      hours: number;
      first_hour: number | null;
      last_hour: number | null;
    }>(
      db,
      sql`select loan_id::int, kind, count(*)::int as events, count(distinct hour_at)::int as hours,
                 ${ms('min(hour_at)')} as first_hour, ${ms('max(hour_at)')} as last_hour
            from loan_events group by loan_id, kind`,
    );
    const eventsOf = (loanId: number, kind: number) =>
      events.find((row) => row.loan_id === loanId && row.kind === kind);
    for (const row of rows) {
      const loan = opened.find((entry) => entry.id === row.id);
      const label = `loan ${row.id} (${loan?.amount}, ${loan?.hoursBehind} h behind)`;
      const group = groupOf(loan?.amount ?? '');
      // Interest: one row per hour, contiguous from the borrow's hour to the last accrued one, adding up to the total.
      const interest = eventsOf(row.id, 2);
      const hourly = loanHourlyInterest(row.borrowed, row.hourly_rate);
      const borrowHour = Math.floor(row.borrowed_at / HOUR) * HOUR;
      expect(
        {
          hours: interest?.hours,
          first: interest?.first_hour,
          last: interest?.last_hour,
          total: new BigNumber(row.total).toFixed(),
        },
        label,
      ).toEqual({
        hours: interest?.events,
        first: borrowHour,
        last: row.last_hour,
        total: new BigNumber(hourly).times(interest?.events ?? 0).toFixed(),
      });
      expect(interest?.events, label).toBe((row.last_hour - borrowHour) / HOUR + 1);
      // The price only falls and the debt only grows: a margin-called loan is warned exactly once (the flag and its
      // log row commit together), a liquidated one at most once (the price may have jumped past the margin call).
      if (group === 'called') expect(eventsOf(row.id, 6)?.events, label).toBe(1);
      else expect(eventsOf(row.id, 6)?.events ?? 0, label).toBeLessThanOrEqual(1);
      const movesOf = (type: number) =>
        moves.find((entry) => entry.ref === `loan:${row.no}` && entry.business_type === type);
      const balances = await balancesOf(db, row.user_id);
      if (group !== 'liquidated') {
        expect({ status: row.status, called: row.called }, label).toEqual({
          status: 0,
          called: group === 'called',
        });
        expect(new BigNumber(row.accrued).toFixed(), label).toBe(new BigNumber(row.total).toFixed());
        expect(row.last_hour, label).toBeGreaterThanOrEqual(borrowHour + (loan?.hoursBehind ?? 0) * HOUR);
        expect([movesOf(1233), movesOf(1234), movesOf(1231), eventsOf(row.id, 5)], label).toEqual([
          undefined,
          undefined,
          undefined,
          undefined,
        ]);
        expect(balances, label).toEqual({
          'loan_collateral:BTC': '1',
          'spot:USDT': new BigNumber(row.borrowed).toFixed(),
        });
        continue;
      }
      // Liquidated once, at the split its price and its debt then (principal + every accrued hour) give.
      expect(row.status, label).toBe(2);
      const price = row.price ?? '0';
      const debt = new BigNumber(row.borrowed).plus(row.total).toFixed();
      expect(
        new BigNumber(loanLtv(debt, '1', price) ?? 0).isGreaterThanOrEqualTo(row.liquidation_ltv),
        label,
      ).toBe(true);
      expect(new BigNumber(price).isGreaterThanOrEqualTo(FLOOR), label).toBe(true);
      expect(new BigNumber(price).isLessThan(45_000), label).toBe(true);
      const split = loanLiquidationSplit('1', debt, row.fee_rate, price);
      const stored = { sold: row.sold, fee: row.fee, returned: row.returned, shortfall: row.shortfall };
      expect(
        Object.fromEntries(
          Object.entries(stored).map(([name, value]) => [name, new BigNumber(value ?? -1).toFixed()]),
        ),
        label,
      ).toEqual(split);
      const leg = (amount: string) =>
        new BigNumber(amount).isZero() ? undefined : { moves: 1, amount: new BigNumber(amount).toFixed() };
      const asLeg = (entry: { moves: number; amount: string } | undefined) =>
        entry && { moves: entry.moves, amount: new BigNumber(entry.amount).toFixed() };
      expect([asLeg(movesOf(1233)), asLeg(movesOf(1234)), asLeg(movesOf(1231))], label).toEqual([
        leg(split.sold),
        leg(split.fee),
        leg(split.returned),
      ]);
      expect(eventsOf(row.id, 5)?.events, label).toBe(1);
      expect(balances, label).toEqual({
        'spot:USDT': new BigNumber(row.borrowed).toFixed(),
        ...(new BigNumber(split.returned).isZero() ? {} : { 'spot:BTC': split.returned }),
      });
    }
    expect(events.filter((row) => row.kind === 6).length).toBeGreaterThan(0);
    const [negative] = await queryRows<{ count: number }>(
      db,
      sql`select count(*)::int as count from ledger_accounts where not is_house and (available < 0 or frozen < 0)`,
    );
    expect(negative?.count).toBe(0);
    await expectLoanInvariants(db);
    expect((await auditLedger(db)).isClean).toBe(true);
  }, 120_000);
});
