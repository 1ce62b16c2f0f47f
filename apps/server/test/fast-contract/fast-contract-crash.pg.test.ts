import { randomInt } from 'node:crypto';
import { BigNumber } from 'bignumber.js';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { InstrumentType, type FastContractOrder } from '@exchange/contracts';
import { fastContractOutcome, fastContractPayoutOf, type FastContractSide } from '@exchange/domain';
import { queryRows } from '../../src/platform/db/index';
import { CrashRig, priceBatch } from '../support/crash-harness';
import { staffLogin } from '../support/staff';
import {
  buy,
  buyBody,
  expectFastInvariants,
  fastTrader,
  putSettings,
  setFastPrice,
  settingsBody,
} from './fast-fixtures';

/*
 * Kill the settler mid-settlement (PostgreSQL and Redis): the built server runs as a child process leading the
 * scheduler — it records the per-second prices and runs `fast-contract.settle`; this test is the price feed, walking
 * BTC on the Redis bus, and SIGKILLs the server again and again while contracts expire. Every settlement is one
 * transaction, so a kill loses or doubles nothing: in the end each contract settled exactly once, at the outcome the
 * recorded prices give, each wallet holds exactly 1,000 − stake + payout, and the auditor is clean after every kill.
 */
const CONTRACTS = 120;
const KILLS = 7;
const STAKE = '100';
/** Eight periods from 20 s to 55 s, so expiries spread over the whole run instead of arriving in one burst. */
const PERIODS = [20, 25, 30, 35, 40, 45, 50, 55];

const rig = new CrashRig('fast-crash');
const orders: { order: FastContractOrder; userId: number }[] = [];

beforeAll(async () => {
  // The in-process app buys the contracts at the real time (its own prices, on its own bus).
  const app = await rig.setUp();
  const staff = await staffLogin(app);
  const instruments = settingsBody().instruments.map((offer) => ({
    ...offer,
    periods: PERIODS.map((periodSeconds) => ({ periodSeconds, payoutRate: '0.85' })),
  }));
  expect((await putSettings(app, staff.token, settingsBody({ instruments }))).status).toBe(200);
  for (let index = 0; index < CONTRACTS; index += 1) {
    app.clock.advance(Date.now() - app.clock.nowMs());
    await setFastPrice(app, 'BTCUSDT', '60000');
    const user = await fastTrader(app, '1000');
    const periodSeconds = PERIODS[index % PERIODS.length] as number;
    const bought = await buy(
      app,
      user.token,
      buyBody({ direction: index % 2, amount: STAKE, periodSeconds }),
    );
    if (bought.status !== 200) throw new Error(JSON.stringify(bought.body));
    orders.push({ order: bought.data, userId: user.userId });
  }
  await rig.startServer({ hasFeed: true });
}, 180_000);

afterAll(() => rig.tearDown());

const openCount = async () => {
  const [row] = await queryRows<{ count: number }>(
    rig.db,
    sql`select count(*)::int as count from fast_contract_orders where status = 0`,
  );
  return row?.count ?? 0;
};

describe('crash test: SIGKILL the server while it settles fast contracts (PostgreSQL)', () => {
  it('settles every contract exactly once across the kills, at the recorded prices, and loses or doubles nothing', async () => {
    const db = rig.db;
    // The feed: 4 ticks a second, a step of −1, 0 or +1 each (ties happen).
    const walk = {
      from: 60_000,
      step: (price: number) => price + randomInt(3) - 1,
      everyMs: 250,
      batch: (price: number) => priceBatch('BTCUSDT', price, { type: InstrumentType.fastContract }),
    };
    const killedAt = await rig.withPriceWalk(walk, async () => {
      const kills = await rig.crashLoop({ kills: KILLS, pauseMs: [3_000, 7_000], measure: openCount });
      await rig.waitUntil(async () => (await openCount()) === 0, { timeoutMs: 90_000, everyMs: 250 });
      return kills.map((kill) => ({ openBefore: kill.before, openAfterRestart: kill.after }));
    });
    console.warn(`fast-contract crash test: ${JSON.stringify({ contracts: CONTRACTS, killedAt })}`);
    expect(killedAt).toHaveLength(KILLS);
    expect(rig.audits).toEqual([]);
    expect(await openCount()).toBe(0);
    expect(
      killedAt.filter((kill) => kill.openBefore > 0 && kill.openBefore < CONTRACTS).length,
    ).toBeGreaterThan(1);

    // Each contract at the outcome its recorded prices give (the latest tick within 2 s before expiry, else void),
    // and each wallet at 1,000 − stake + payout.
    const rows = await queryRows<{
      id: number;
      status: number;
      payout: string;
      close_price: string | null;
      user_id: number;
      available: string;
      frozen: string;
    }>(
      db,
      sql`select o.id::int, o.status, o.payout::text, o.close_price::text, o.user_id::int, a.available::text, a.frozen::text
            from fast_contract_orders o
            join ledger_accounts a on a.user_id = o.user_id and a.wallet = 'fast_contract' and a.asset = 'USDT'`,
    );
    expect(rows).toHaveLength(CONTRACTS);
    const byId = new Map(rows.map((row) => [row.id, row]));
    for (const { order } of orders) {
      const [close] = await queryRows<{ price: string }>(
        db,
        sql`select price::text from fast_contract_prices
             where symbol = 'BTCUSDT' and tick_at_ms <= ${order.expiresAt} and tick_at_ms >= ${order.expiresAt - 2_000}
             order by tick_at_ms desc limit 1`,
      );
      const outcome = fastContractOutcome(
        order.direction as FastContractSide,
        order.openPrice,
        close?.price ?? null,
      );
      const payout = fastContractPayoutOf(outcome, STAKE, '0.85');
      const row = byId.get(order.id);
      expect(
        { status: row?.status, payout: new BigNumber(row?.payout ?? -1).toFixed() },
        `order ${order.id}`,
      ).toEqual({
        status: { won: 1, lost: 2, tie: 3, void: 4 }[outcome],
        payout,
      });
      expect(new BigNumber(row?.available ?? 0).toFixed()).toBe(
        new BigNumber(1000).minus(STAKE).plus(payout).toFixed(),
      );
      expect(new BigNumber(row?.frozen ?? 1).isZero()).toBe(true);
    }
    // Most expiries fell while a leader was recording: the kills did not turn everything into refunds.
    expect(rows.filter((row) => row.status !== 4).length).toBeGreaterThan(CONTRACTS / 2);
    await expectFastInvariants(db);
  }, 300_000);
});
