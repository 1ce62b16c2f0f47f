import { BigNumber } from 'bignumber.js';
import { inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { InstrumentType } from '@exchange/contracts';
import { contractPositions, queryRows } from '../../src/platform/db/index';
import { CrashRig, priceBatch } from '../support/crash-harness';
import { expectContractInvariants, marketLong, setPrice, trade, trader } from './contract-fixtures';

/*
 * Kill the engine mid-liquidation (PostgreSQL and Redis): the built server runs as a child process with the risk
 * engine leading; this test is the price feed, walking BTC down on the Redis bus through the liquidation prices of
 * 200 isolated and cross positions, and SIGKILLs the server again and again while it liquidates them. Every
 * liquidation is one transaction, so a kill loses or doubles nothing: in the end each position was liquidated exactly
 * once, each holder lost exactly what the rules say, and the auditor is clean after every restart.
 */
const POSITIONS = 200;
const KILLS = 6;
const LEVERS = [10, 20, 25, 40, 50] as const;

const rig = new CrashRig('contract-crash');
const positionIds: number[] = [];
const crossUsers: number[] = [];
const isolatedAvailable = new Map<number, string>();

beforeAll(async () => {
  // The in-process app opens the positions at 60,000 (its own prices, on its own bus; its scheduler timer-driven).
  const setupApp = await rig.setUp({ isSchedulerManual: false });
  await setPrice(setupApp, 'BTCUSDT', '60000');
  for (let index = 0; index < POSITIONS; index += 1) {
    const isCross = index % 5 === 0;
    const user = await trader(setupApp, '1000');
    const placed = await trade<{ positionId: number }>(setupApp, user.token, 'POST', 'create', {
      body: marketLong({
        quantity: '0.1',
        lever: LEVERS[index % LEVERS.length],
        marginMode: isCross ? 1 : 2,
      }),
    });
    if (placed.status !== 200) throw new Error(JSON.stringify(placed.body));
    positionIds.push(placed.data.positionId);
    if (isCross) crossUsers.push(user.userId);
    const [balance] = await queryRows<{ available: string }>(
      rig.db,
      sql`select available::text from ledger_accounts where user_id = ${user.userId} and wallet = 'contract'`,
    );
    if (!isCross) isolatedAvailable.set(user.userId, new BigNumber(balance?.available ?? 0).toFixed());
  }
  await rig.startServer({ hasFeed: true, env: { RISK_ENGINE_ENABLED: 'true' } });
}, 120_000);

afterAll(() => rig.tearDown());

const openCount = async () => {
  const rows = await queryRows<{ count: number }>(
    rig.db,
    sql`select count(*)::int as count from contract_positions where status = 1`,
  );
  return rows[0]?.count ?? 0;
};

describe('crash test: SIGKILL the server while it liquidates (PostgreSQL)', () => {
  it('liquidates every position exactly once across the kills, and loses or doubles nothing', async () => {
    const db = rig.db;
    // The feed: 10 batches a second, 60 down each, to 47,000 (past every liquidation price), then steady there.
    const walk = {
      from: 60_000,
      step: (price: number) => Math.max(47_000, price - 60),
      everyMs: 100,
      batch: (price: number) =>
        priceBatch('BTCUSDT', price, { type: InstrumentType.contract, hasMark: true }),
    };
    /** Open positions just before each kill and just after it: a kill under way while they were falling. */
    const killedAt = await rig.withPriceWalk(walk, async () => {
      const kills = await rig.crashLoop({ kills: KILLS, pauseMs: [700, 1_600], measure: openCount });
      await rig.waitUntil(async () => (await openCount()) === 0, { timeoutMs: 60_000, everyMs: 250 });
      return kills.map((kill) => ({ openBefore: kill.before, openAfterRestart: kill.after }));
    });
    console.warn(`contract crash test: ${JSON.stringify({ positions: POSITIONS, killedAt })}`);
    expect(killedAt).toHaveLength(KILLS);
    expect(rig.audits).toEqual([]);
    expect(await openCount()).toBe(0);
    // The kills came while positions were being liquidated, not only before or after.
    expect(
      killedAt.filter((kill) => kill.openBefore > 0 && kill.openBefore < POSITIONS).length,
    ).toBeGreaterThan(1);

    // Each position closed exactly once, by the liquidation.
    const closes = await queryRows<{ position_id: number; closes: number; liquidations: number }>(
      db,
      sql`select position_id, count(*)::int as closes, count(*) filter (where trigger = 4)::int as liquidations
            from contract_orders where action = 2 group by position_id`,
    );
    expect(closes).toHaveLength(POSITIONS);
    for (const row of closes) expect(row).toMatchObject({ closes: 1, liquidations: 1 });
    const positions = await db
      .select({
        id: contractPositions.id,
        status: contractPositions.status,
        userId: contractPositions.userId,
      })
      .from(contractPositions)
      .where(inArray(contractPositions.id, positionIds));
    expect(positions.every((position) => position.status === 3)).toBe(true);

    // An isolated holder lost the margin and nothing else; a cross holder the whole cross wallet.
    const wallets = await queryRows<{ user_id: string; available: string; margin: string }>(
      db,
      sql`select c.user_id, c.available::text, coalesce(m.available, 0)::text as margin
            from ledger_accounts c left join ledger_accounts m on m.user_id = c.user_id and m.wallet = 'contract_margin'
           where c.wallet = 'contract' and c.user_id in (${sql.join(
             positions.map((position) => sql`${position.userId}`),
             sql`, `,
           )})`,
    );
    expect(wallets).toHaveLength(POSITIONS);
    for (const wallet of wallets) {
      const userId = Number(wallet.user_id);
      expect(new BigNumber(wallet.margin).isZero()).toBe(true);
      const expected = crossUsers.includes(userId) ? '0' : isolatedAvailable.get(userId);
      expect(new BigNumber(wallet.available).toFixed(), `user ${userId}`).toBe(expected);
    }
    await expectContractInvariants(db);
  }, 240_000);
});
