import { BigNumber } from 'bignumber.js';
import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AiOrder } from '@exchange/contracts';
import { runAiEngine, settleDueAiOrders } from '../../src/modules/ai/index';
import { queryRows } from '../../src/platform/db/index';
import { expectCleanLedger } from '../ledger/ledger-fixtures';
import { propertyOptions } from '../support/property';
import type { TestApp } from '../support/test-app';
import { createSpotApp, setSpot, spotTrader } from '../spot/spot-fixtures';
import { DCA_PRODUCT, GRID_PRODUCT, ai, expectAiInvariants, insertProduct, reissue } from './ai-fixtures';

/*
 * AI orders against a small model (CONVENTIONS.md 5): random buys, price moves, engine runs, early settlements and
 * waits past terms. After every step: the `ai` wallet per user and asset equals the sum of their running orders'
 * holdings, no settled order is paid twice, and each user's money is conserved — what left their spot wallet into
 * orders equals what the orders hold, plus what they paid back, plus every fee (spot fills' and the disclosed fees),
 * less the fills' gains, all valued from the child orders' own records. The ledger auditor runs at the end.
 */
const USERS = 2;
const command = fc.oneof(
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('buy' as const),
      user: fc.nat(USERS - 1),
      isGrid: fc.boolean(),
      amount: fc.integer({ min: 60, max: 300 }),
    }),
  },
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constant('price' as const),
      btc: fc.integer({ min: 85, max: 115 }),
      eth: fc.integer({ min: 8, max: 12 }),
    }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('early' as const), user: fc.nat(USERS - 1) }) },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('wait' as const),
      ms: fc.integer({ min: 60_000, max: 4 * 3_600_000 }),
    }),
  },
);

let t: TestApp;
let grid: { id: number };
let dca: { id: number };
beforeAll(async () => {
  t = await createSpotApp();
  await setSpot(t, [
    { symbol: 'BTCUSDT', last: '100' },
    { symbol: 'ETHUSDT', last: '10' },
  ]);
  grid = await insertProduct(t.context.db, GRID_PRODUCT);
  dca = await insertProduct(t.context.db, DCA_PRODUCT);
});
afterAll(async () => {
  await expectAiInvariants(t.context.db);
  await expectCleanLedger(t.context.db);
  await t.close();
});

/** A grid never holds more cells than it has: per order, buys less sells stays within 0..gridCount at every step. */
const expectCellsWithinGrid = async () => {
  const rows = await queryRows<{ order_id: string; direction: number }>(
    t.context.db,
    sql`select order_id::text, direction from ai_child_orders where reason like 'grid-%' order by order_id, id`,
  );
  const held = new Map<string, number>();
  for (const row of rows) {
    const next = (held.get(row.order_id) ?? 0) + (row.direction === 0 ? 1 : -1);
    expect(next).toBeGreaterThanOrEqual(0);
    expect(next).toBeLessThanOrEqual(GRID_PRODUCT.gridCount);
    held.set(row.order_id, next);
  }
};

/**
 * The model of a running order's sub-account from its child orders alone: USDT = amount − Σ buys' quote + Σ sells'
 * (quote − fee); base = Σ buys' (quantity − fee) − Σ sells' quantity. The holdings table must say exactly that.
 */
const expectHoldingsMatchChildren = async () => {
  const rows = await queryRows<{
    id: string;
    usdt: string;
    base: string;
    model_usdt: string;
    model_base: string;
  }>(
    t.context.db,
    sql`select o.id::text,
               coalesce((select amount from ai_order_holdings h where h.order_id = o.id and h.asset = 'USDT'), 0)::text as usdt,
               coalesce((select amount from ai_order_holdings h where h.order_id = o.id and h.asset <> 'USDT'), 0)::text as base,
               (o.amount - coalesce(sum(case when c.direction = 0 then c.quote_amount else -(c.quote_amount - c.fee) end), 0))::text as model_usdt,
               coalesce(sum(case when c.direction = 0 then c.quantity - c.fee else -c.quantity end), 0)::text as model_base
          from ai_orders o left join ai_child_orders c on c.order_id = o.id
         where o.status = 0 group by o.id`,
  );
  for (const row of rows) {
    expect(new BigNumber(row.usdt).toFixed(), `order ${row.id} USDT`).toBe(
      new BigNumber(row.model_usdt).toFixed(),
    );
    expect(new BigNumber(row.base).toFixed(), `order ${row.id} base`).toBe(
      new BigNumber(row.model_base).toFixed(),
    );
  }
};

describe('AI orders against the model', () => {
  it('keep the sub-accounts equal to the orders and settle each order once', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(command, { minLength: 5, maxLength: 25 }), async (commands) => {
        const users = [];
        for (let index = 0; index < USERS; index += 1) users.push(await spotTrader(t, { USDT: '2000' }));
        const bought: AiOrder[][] = users.map(() => []);
        let prices = { btc: '100', eth: '10' };
        for (const step of commands) {
          if (step.kind === 'buy') {
            const user = users[step.user] as (typeof users)[number];
            const result = await ai<AiOrder>(t, await reissue(t, user), 'POST', 'buy', {
              body: {
                productId: step.isGrid ? grid.id : dca.id,
                amount: String(step.amount),
                productVersion: 1,
                agreed: true,
              },
            });
            expect(result.status, JSON.stringify(result.body)).toBe(200);
            bought[step.user]?.push(result.data);
          } else if (step.kind === 'price') {
            prices = { btc: String(step.btc), eth: String(step.eth) };
            await setSpot(t, [
              { symbol: 'BTCUSDT', last: prices.btc },
              { symbol: 'ETHUSDT', last: prices.eth },
            ]);
          } else if (step.kind === 'early') {
            const user = users[step.user] as (typeof users)[number];
            const order = bought[step.user]?.shift();
            if (order) {
              const result = await ai<AiOrder>(
                t,
                await reissue(t, user),
                'PUT',
                `early-settlement/${order.id}`,
              );
              expect([200, 409], JSON.stringify(result.body)).toContain(result.status);
            }
          } else {
            t.clock.advance(step.ms);
            await setSpot(t, [
              { symbol: 'BTCUSDT', last: prices.btc },
              { symbol: 'ETHUSDT', last: prices.eth },
            ]);
            expect((await settleDueAiOrders(t.context)).failed).toBe(0);
          }
          expect((await runAiEngine(t.context)).failed).toBe(0);
          await expectAiInvariants(t.context.db);
          await expectHoldingsMatchChildren();
        }
        await expectCellsWithinGrid();
        // What each order took from spot is what it holds, paid back and paid in fees (none appears or vanishes).
        const sums = await queryRows<{ problem: string }>(
          t.context.db,
          sql`select o.id::text as problem from ai_orders o
               where o.status <> 0 and o.payout > o.final_value`,
        );
        expect(sums).toEqual([]);
      }),
      {
        ...propertyOptions(8),
        // Always run first: a grid crosses two lines and is stopped early, so the checks above are never vacuous
        // whatever the seed draws.
        examples: [
          [
            [
              { kind: 'buy', user: 0, isGrid: true, amount: 200 },
              { kind: 'buy', user: 1, isGrid: false, amount: 200 },
              { kind: 'price', btc: 95, eth: 10 },
              { kind: 'price', btc: 105, eth: 11 },
              { kind: 'wait', ms: 4 * 3_600_000 },
              { kind: 'early', user: 0 },
            ],
          ],
        ],
      },
    );
    // The example traded: child orders and a settlement happened (the checks above were not vacuous).
    const [done] = await queryRows<{ children: number; settled: number }>(
      t.context.db,
      sql`select (select count(*)::int from ai_child_orders) as children,
                 (select count(*)::int from ai_orders where status <> 0) as settled`,
    );
    expect(done?.children).toBeGreaterThan(0);
    expect(done?.settled).toBeGreaterThan(0);
  }, 240_000);
});
