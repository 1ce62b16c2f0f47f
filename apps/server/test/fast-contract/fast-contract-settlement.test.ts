import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastContractOrder } from '@exchange/contracts';
import { queryRows } from '../../src/platform/db/index';
import { USER_EVENTS_CHANNEL, type UserEvent } from '../../src/platform/ws-hub/channels';
import { SETTLE_GRACE_MS } from '../../src/modules/fast-contract/index';
import {
  settleDueFastContracts,
  settleFastContract,
} from '../../src/modules/fast-contract/settle-fast-contracts';
import { createTestApp, type TestApp } from '../support/test-app';
import {
  advanceAndSettle,
  buy,
  buyBody,
  expectFastInvariants,
  fastBalance,
  fastGet,
  fastTrader,
  houseBookBalance,
  recordPrice,
  setFastPrice,
} from './fast-fixtures';

/*
 * Settlement (issue 18 §3) as given/when/then: a contract bought at 60,000 for 60 s, the prices recorded around its
 * expiry, the job run after the grace — the outcome, the recorded close, the wallet and the house book. The job is the
 * scheduler's `fast-contract.settle`, run by hand on a ManualClock.
 */
let t: TestApp;
const pushes: UserEvent[] = [];
beforeAll(async () => {
  t = await createTestApp();
  await t.context.bus.subscribe(USER_EVENTS_CHANNEL, (message) => pushes.push(message as UserEvent));
});
afterAll(async () => {
  await expectFastInvariants(t.context.db);
  await t.close();
});

interface Scenario {
  name: string;
  direction: 0 | 1;
  /** Recorded ticks: ms relative to the expiry, and the price. */
  recorded: [number, string][];
  status: number;
  closePrice: string | null;
  /** The recorded tick the close is, relative to the expiry. */
  closeAt: number | null;
  available: string;
  payout: string;
  profit: string;
}

// Stake 100 at 0.85 from a 1,000 wallet: a win returns 185, a loss nothing, a refund the 100.
const SCENARIOS: Scenario[] = [
  {
    name: 'up, close above the open: won',
    direction: 0,
    recorded: [[0, '60010']],
    status: 1,
    closePrice: '60010',
    closeAt: 0,
    available: '1085',
    payout: '185',
    profit: '85',
  },
  {
    name: 'up, close below the open: lost',
    direction: 0,
    recorded: [[0, '59990']],
    status: 2,
    closePrice: '59990',
    closeAt: 0,
    available: '900',
    payout: '0',
    profit: '-100',
  },
  {
    name: 'down, close below the open: won',
    direction: 1,
    recorded: [[0, '59990.5']],
    status: 1,
    closePrice: '59990.5',
    closeAt: 0,
    available: '1085',
    payout: '185',
    profit: '85',
  },
  {
    name: 'down, close above the open: lost',
    direction: 1,
    recorded: [[0, '60000.01']],
    status: 2,
    closePrice: '60000.01',
    closeAt: 0,
    available: '900',
    payout: '0',
    profit: '-100',
  },
  {
    name: 'close equal to the open: tie, refunded',
    direction: 0,
    recorded: [[0, '60000']],
    status: 3,
    closePrice: '60000',
    closeAt: 0,
    available: '1000',
    payout: '100',
    profit: '0',
  },
  {
    name: 'the latest tick within 2 s before expiry is the close',
    direction: 0,
    recorded: [
      [-1900, '59000'],
      [-700, '60500'],
    ],
    status: 1,
    closePrice: '60500',
    closeAt: -700,
    available: '1085',
    payout: '185',
    profit: '85',
  },
  {
    name: 'a tick after the expiry is not the close',
    direction: 0,
    recorded: [
      [-1500, '59000'],
      [600, '61000'],
    ],
    status: 2,
    closePrice: '59000',
    closeAt: -1500,
    available: '900',
    payout: '0',
    profit: '-100',
  },
  {
    name: 'stale at expiry (last tick over 2 s before): void, refunded',
    direction: 0,
    recorded: [
      [-2001, '61000'],
      [900, '61000'],
    ],
    status: 4,
    closePrice: null,
    closeAt: null,
    available: '1000',
    payout: '100',
    profit: '0',
  },
  {
    name: 'missing second (nothing recorded): void, refunded',
    direction: 1,
    recorded: [],
    status: 4,
    closePrice: null,
    closeAt: null,
    available: '1000',
    payout: '100',
    profit: '0',
  },
];

/** Each scenario on its own instrument-free timeline: the clock moves on, so scenarios never share recorded seconds. */
describe('settlement: given the recorded prices, when the job runs after expiry, then', () => {
  it.each(SCENARIOS)('$name', async (scenario) => {
    t.clock.advance(10_000);
    await setFastPrice(t, 'BTCUSDT', '60000');
    const user = await fastTrader(t, '1000');
    const bookBefore = await houseBookBalance(t.context.db);
    const bought = await buy(t, user.token, buyBody({ direction: scenario.direction }));
    expect(bought.status, JSON.stringify(bought.body)).toBe(200);
    const { expiresAt } = bought.data;
    for (const [offset, price] of scenario.recorded)
      await recordPrice(t, 'BTCUSDT', expiresAt + offset, price);

    // Not before expiry + grace: the tick of the expiry second may still be on its way.
    t.clock.advance(expiresAt + SETTLE_GRACE_MS - 1 - t.clock.nowMs());
    expect(await settleDueFastContracts(t.context)).toEqual({ due: 0, settled: 0, failed: 0 });

    pushes.length = 0;
    await advanceAndSettle(t, 1);
    const settled = (await fastGet<FastContractOrder>(t, user.token, 'detail', { id: bought.data.id })).data;
    expect(settled).toMatchObject({
      status: scenario.status,
      openPrice: '60000',
      closePrice: scenario.closePrice,
      closePriceAt: scenario.closeAt === null ? null : expiresAt + scenario.closeAt,
      payout: scenario.payout,
      profit: scenario.profit,
      settledAt: t.clock.nowMs(),
    });
    expect(await fastBalance(t.context.db, user.userId)).toEqual({
      available: scenario.available,
      frozen: '0',
    });
    // The house book is the other side: what the user gained, it lost, and the other way round.
    const bookAfter = Number(await houseBookBalance(t.context.db));
    expect(bookAfter - Number(bookBefore)).toBeCloseTo(-Number(scenario.profit), 8);
    const userPushes = pushes.filter((push) => push.userId === user.userId);
    expect(userPushes.map((push) => (push.type === 'PUSH' ? push.message : null))).toEqual([
      {
        type: 'FAST_CONTRACT_ORDER',
        data: {
          orderId: bought.data.id,
          symbol: 'BTCUSDT',
          status: scenario.status,
          openPrice: '60000',
          closePrice: scenario.closePrice,
          payout: scenario.payout,
        },
      },
      { type: 'WALLET_UPDATE', data: { wallets: ['fast_contract'], coin: 'USDT' } },
    ]);
    await expectFastInvariants(t.context.db);
  });
});

describe('exactly once', () => {
  it('a second settlement of the same order (a repeat, a second leader) changes nothing', async () => {
    t.clock.advance(10_000);
    await setFastPrice(t, 'BTCUSDT', '60000');
    const user = await fastTrader(t, '1000');
    const bought = await buy(t, user.token, buyBody());
    await recordPrice(t, 'BTCUSDT', bought.data.expiresAt, '61000');
    t.clock.advance(62_000);
    const [first, second] = await Promise.all([
      settleFastContract(t.context, bought.data.id, user.userId),
      settleFastContract(t.context, bought.data.id, user.userId),
    ]);
    expect([first?.status, second?.status].sort()).toEqual([1, undefined]);
    expect(await settleFastContract(t.context, bought.data.id, user.userId)).toBeNull();
    await t.context.scheduler.runDue();
    expect(await fastBalance(t.context.db, user.userId)).toEqual({ available: '1085', frozen: '0' });
    const transfers = await queryRows<{ id: string }>(
      t.context.db,
      sql`select id from ledger_transfers where id like ${`fast:${bought.data.no}:%`} order by id`,
    );
    expect(transfers.map((row) => row.id)).toEqual([
      `fast:${bought.data.no}:hold`,
      `fast:${bought.data.no}:release`,
      `fast:${bought.data.no}:win`,
    ]);
  });

  it('settles every due order of many users in one run, and the open page empties', async () => {
    t.clock.advance(10_000);
    await setFastPrice(t, 'ETHUSDT', '3000');
    const traders = await Promise.all([1, 2, 3].map(() => fastTrader(t, '1000')));
    const orders: FastContractOrder[] = [];
    for (const [index, trader] of traders.entries())
      for (const direction of [0, 1] as const) {
        const bought = await buy(
          t,
          trader.token,
          buyBody({ symbol: 'ETHUSDT', direction, amount: String(10 * (index + 1)), periodSeconds: 30 }),
        );
        orders.push(bought.data);
      }
    await recordPrice(t, 'ETHUSDT', t.clock.nowMs() + 30_000, '3001');
    await advanceAndSettle(t, 32_000);
    for (const trader of traders) {
      const open = await fastGet<{ total: number }>(t, trader.token, 'page', { scope: 'open' });
      expect(open.data.total).toBe(0);
    }
    const statuses = await queryRows<{ status: number; count: number }>(
      t.context.db,
      sql`select status, count(*)::int as count from fast_contract_orders
           where id in (${sql.join(
             orders.map((order) => sql`${order.id}`),
             sql`, `,
           )}) group by status order by status`,
    );
    expect(statuses).toEqual([
      { status: 1, count: 3 },
      { status: 2, count: 3 },
    ]);
  });
});

describe('the per-second price record', () => {
  it('the leader records the first tick of each second from the feed; the close of a live-bought contract comes from it', async () => {
    t.clock.advance(10_000 - (t.clock.nowMs() % 1000));
    await setFastPrice(t, 'XRPUSDT', '0.5');
    const user = await fastTrader(t, '1000');
    const bought = await buy(t, user.token, buyBody({ symbol: 'XRPUSDT', periodSeconds: 30 }));
    expect(bought.data.openPrice).toBe('0.5');
    t.clock.advance(30_000);
    await setFastPrice(t, 'XRPUSDT', '0.51');
    t.clock.advance(400);
    await setFastPrice(t, 'XRPUSDT', '0.49'); // the same second: not recorded, the first tick of it stays
    const recorded = await queryRows<{ price: string; tick_at_ms: string }>(
      t.context.db,
      sql`select price::text, tick_at_ms::text from fast_contract_prices
           where symbol = 'XRPUSDT' and second_ms = ${bought.data.expiresAt}`,
    );
    expect(recorded).toHaveLength(1);
    expect(Number(recorded[0]?.price)).toBe(0.51);
    await advanceAndSettle(t, 2_000);
    const settled = (await fastGet<FastContractOrder>(t, user.token, 'detail', { id: bought.data.id })).data;
    expect(settled).toMatchObject({
      status: 1,
      closePrice: '0.51',
      closePriceAt: bought.data.expiresAt,
      payout: '185',
    });
  });

  it('the pruning job deletes recorded seconds older than six hours', async () => {
    await recordPrice(t, 'SOLUSDT', t.clock.nowMs() - 7 * 3_600_000, '100');
    await recordPrice(t, 'SOLUSDT', t.clock.nowMs() - 5 * 3_600_000, '101');
    const runs = await advanceAndSettle(t, 10 * 60_000);
    expect(runs.find((run) => run.key === 'fast-contract.prune-prices')).toMatchObject({
      result: 'finished',
    });
    const left = await queryRows<{ price: string }>(
      t.context.db,
      sql`select price::text from fast_contract_prices where symbol = 'SOLUSDT' order by second_ms`,
    );
    expect(left.map((row) => Number(row.price))).toEqual([101]);
  });

  it('an instance that does not lead the scheduler records nothing', async () => {
    t.clock.advance(5_000);
    await t.context.scheduler.stop();
    await setFastPrice(t, 'BNBUSDT', '600');
    const rows = await queryRows(
      t.context.db,
      sql`select 1 from fast_contract_prices where symbol = 'BNBUSDT' and second_ms = ${Math.floor(t.clock.nowMs() / 1000) * 1000}`,
    );
    expect(rows).toEqual([]);
  });
});
