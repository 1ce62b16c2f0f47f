import { BigNumber } from 'bignumber.js';
import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ContractOrderAction,
  ContractOrderStatus,
  ContractOrderTrigger,
  type ContractOrder,
  type ContractPosition,
} from '@exchange/contracts';
import { nextFundingTime } from '@exchange/domain';
import { queryRows } from '../../src/platform/db/index';
import { riskEngineOf } from '../../src/modules/contract/index';
import { settleFunding } from '../../src/modules/contract/funding';
import { call } from '../support/api';
import { propertyOptions } from '../support/property';
import type { TestApp } from '../support/test-app';
import {
  createTradingApp,
  expectContractInvariants,
  setPrices,
  stepEngine,
  trade,
  trader,
} from './contract-fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await createTradingApp();
});
afterAll(async () => {
  await t.close();
});

const SYMBOLS = ['BTCUSDT', 'ETHUSDT'] as const;
const START = { BTCUSDT: 60_000, ETHUSDT: 3_000 } as const;

const command = fc.oneof(
  {
    weight: 5,
    arbitrary: fc.record({
      kind: fc.constant('open' as const),
      user: fc.nat(2),
      symbol: fc.constantFrom(...SYMBOLS),
      direction: fc.constantFrom(1, 2),
      marginMode: fc.constantFrom(1, 2),
      lever: fc.constantFrom(1, 5, 20, 50, 100),
      lots: fc.integer({ min: 1, max: 40 }),
      isLimit: fc.boolean(),
      /** How far a limit rests from the market (0: marketable at once). */
      offset: fc.integer({ min: 0, max: 4 }),
    }),
  },
  fc.record({
    kind: fc.constant('close' as const),
    user: fc.nat(2),
    share: fc.integer({ min: 1, max: 100 }),
  }),
  fc.record({ kind: fc.constant('revoke' as const), user: fc.nat(2) }),
  fc.record({ kind: fc.constant('reverse' as const), user: fc.nat(2) }),
  fc.record({
    kind: fc.constant('stops' as const),
    user: fc.nat(2),
    distance: fc.integer({ min: 1, max: 8 }),
  }),
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constant('move' as const),
      symbol: fc.constantFrom(...SYMBOLS),
      percent: fc.integer({ min: -12, max: 12 }),
    }),
  },
  fc.record({ kind: fc.constant('funding' as const), rateBp: fc.integer({ min: -75, max: 75 }) }),
);
type Command = typeof command extends fc.Arbitrary<infer C> ? C : never;

/** Funding rounds settled so far in this app: each round settles a period of its own. */
let fundingRounds = 0;

const positionsOf = async (token: string) =>
  (await call<ContractPosition[]>(t.app, 'GET', 'pay/order-contract/positions', { token })).data;

const ordersOf = async (token: string, scope: 'open' | 'history') =>
  (
    await call<{ list: ContractOrder[] }>(t.app, 'GET', 'pay/order-contract/page', {
      token,
      query: { scope },
    })
  ).data.list;

/**
 * A fresh path: both symbols back at their START prices and three new traders with 2,000, 500 and 50 USDT in their
 * contract wallets. `run` applies one command (through the API, or as the price feed and the risk engine would) and
 * answers its HTTP status, or 0 when the trader had nothing to act on (no position, no open order).
 */
const startPath = async () => {
  const prices: Record<string, number> = { ...START };
  const publishPrices = (fundingRate?: string) =>
    setPrices(
      t,
      SYMBOLS.map((symbol) => ({
        symbol,
        price: String(prices[symbol]),
        ...(fundingRate === undefined ? {} : { fundingRate }),
      })),
    );
  await publishPrices();
  const users = [await trader(t, '2000'), await trader(t, '500'), await trader(t, '50')] as const;
  const run = async (step: Command): Promise<number> => {
    if (step.kind === 'move') {
      prices[step.symbol] = Math.max(
        1,
        Math.round((prices[step.symbol] as number) * (1 + step.percent / 100)),
      );
      await publishPrices();
      await stepEngine(t);
      return 200;
    }
    if (step.kind === 'funding') {
      fundingRounds += 1;
      const period = nextFundingTime(t.clock.nowMs()) + fundingRounds * 8 * 3_600_000;
      await publishPrices(new BigNumber(step.rateBp).shiftedBy(-4).toFixed());
      await settleFunding(t.context, period);
      return 200;
    }
    const user = users[step.user];
    if (!user) return 0;
    if (step.kind === 'open') {
      const price = prices[step.symbol] as number;
      const quantity = new BigNumber(step.lots).shiftedBy(step.symbol === 'BTCUSDT' ? -3 : -2).toFixed();
      const body = {
        symbol: step.symbol,
        direction: step.direction,
        orderType: step.isLimit ? 2 : 1,
        marginMode: step.marginMode,
        lever: step.lever,
        quantity,
        ...(step.isLimit
          ? {
              price: String(Math.round(price * (1 - ((step.direction === 1 ? 1 : -1) * step.offset) / 100))),
            }
          : {}),
      };
      return (await trade(t, user.token, 'POST', 'create', { body })).status;
    }
    if (step.kind === 'revoke') {
      const [order] = await ordersOf(user.token, 'open');
      return order ? (await trade(t, user.token, 'GET', 'revoke', { query: { id: order.id } })).status : 0;
    }
    const [position] = await positionsOf(user.token);
    if (!position) return 0;
    if (step.kind === 'close') {
      const decimals = position.symbol === 'BTCUSDT' ? 3 : 2;
      const quantity = new BigNumber(position.quantity)
        .times(step.share)
        .dividedBy(100)
        .decimalPlaces(decimals, BigNumber.ROUND_DOWN);
      const body = quantity.isZero()
        ? { id: position.id }
        : { id: position.id, quantity: quantity.toFixed() };
      return (await trade(t, user.token, 'POST', 'complete', { body })).status;
    }
    if (step.kind === 'reverse')
      return (await trade(t, user.token, 'GET', 'reverse', { query: { id: position.id } })).status;
    const mark = Number(position.endPrice);
    const away = (sign: number) => String(Math.round(mark * (1 + (sign * step.distance) / 100)));
    const isLong = position.direction === 1;
    return (
      await call(t.app, 'POST', 'pay/order-contract/update-profit-loss', {
        token: user.token,
        body: {
          id: position.id,
          stopProfitPrice: away(isLong ? 1 : -1),
          stopLossPrice: away(isLong ? -1 : 1),
        },
      })
    ).status;
  };
  return { users, run };
};

/**
 * What must hold at the end of any path (besides the contract invariants, checked after every step): no holder below
 * zero, and every engine action that ran succeeded.
 */
const expectPathInvariants = async () => {
  const negative = await queryRows(
    t.context.db,
    sql`select id from ledger_accounts where not is_house and (available < 0 or frozen < 0)`,
  );
  expect(negative).toEqual([]);
  expect(riskEngineOf(t.context)?.actionsFailed).toBe(0);
};

type Open = Extract<Command, { kind: 'open' }>;
const open = (fields: Pick<Open, 'user' | 'symbol'> & Partial<Open>): Open => ({
  kind: 'open',
  direction: 1,
  marginMode: 2,
  lever: 5,
  lots: 10,
  isLimit: false,
  offset: 0,
  ...fields,
});

/**
 * One fixed path through every outcome the random paths may or may not reach: a fill and a refusal, a partial close,
 * a reverse, TP/SL, a limit order revoked and one filled by the engine, a liquidation and a stop-loss.
 */
describe('contract trading against the ledger (a fixed path through every outcome)', () => {
  it('fills, refuses, closes, reverses, sets stops, revokes, and the engine liquidates, fills and stops', async () => {
    const engine = riskEngineOf(t.context);
    if (!engine) throw new Error('risk engine off');
    const actionsBefore = engine.actionsTaken;
    const { users, run } = await startPath();
    const [rich, middle, poor] = users;
    const RICH = 0;
    const MIDDLE = 1;
    const POOR = 2;
    const latest = async (token: string) => (await ordersOf(token, 'history'))[0];
    const script: { step: Command; status: number; check?: () => Promise<void> }[] = [
      // 0.04 BTC at 1× costs 2,401.2 USDT against a wallet of 50: refused (INSUFFICIENT_BALANCE), nothing moves.
      { step: open({ user: POOR, symbol: 'BTCUSDT', lever: 1, lots: 40 }), status: 422 },
      // 0.4 ETH at 100× isolated: margin 12, liquidation price ≈ 2,985.
      { step: open({ user: POOR, symbol: 'ETHUSDT', lever: 100, lots: 40 }), status: 200 },
      // 0.01 BTC at 5× cross, half of it closed, the rest reversed into a 0.005 BTC short.
      { step: open({ user: RICH, symbol: 'BTCUSDT', marginMode: 1 }), status: 200 },
      { step: { kind: 'close', user: RICH, share: 50 }, status: 200 },
      {
        step: { kind: 'reverse', user: RICH },
        status: 200,
        check: async () => {
          const [position] = await positionsOf(rich.token);
          expect(position).toMatchObject({ symbol: 'BTCUSDT', direction: 2, quantity: '0.005' });
        },
      },
      // The short's take-profit at 58,800 and stop-loss at 61,200 (2 % either side of the 60,000 mark).
      {
        step: { kind: 'stops', user: RICH, distance: 2 },
        status: 200,
        check: async () => {
          const [position] = await positionsOf(rich.token);
          expect(position).toMatchObject({ stopProfitPrice: '58800', stopLossPrice: '61200' });
        },
      },
      // A 0.1 ETH limit buy at 2,880 (4 % below the market) rests, and is revoked.
      { step: open({ user: MIDDLE, symbol: 'ETHUSDT', isLimit: true, offset: 4 }), status: 200 },
      {
        step: { kind: 'revoke', user: MIDDLE },
        status: 200,
        check: async () => {
          expect(await ordersOf(middle.token, 'open')).toEqual([]);
          expect(await latest(middle.token)).toMatchObject({
            status: ContractOrderStatus.cancelled,
            price: '2880',
          });
        },
      },
      // Another at 2,940 (2 % below) rests until the market comes down to it.
      { step: open({ user: MIDDLE, symbol: 'ETHUSDT', isLimit: true, offset: 2 }), status: 200 },
      // ETH 3,000 → 2,970: past the 100× long's liquidation price, above the resting 2,940.
      {
        step: { kind: 'move', symbol: 'ETHUSDT', percent: -1 },
        status: 200,
        check: async () => {
          expect(await positionsOf(poor.token)).toEqual([]);
          expect(await latest(poor.token)).toMatchObject({
            action: ContractOrderAction.close,
            trigger: ContractOrderTrigger.liquidation,
            quantity: '0.4',
          });
          expect(await ordersOf(middle.token, 'open')).toHaveLength(1);
        },
      },
      // ETH 2,970 → 2,911: the engine fills the limit buy at its price.
      {
        step: { kind: 'move', symbol: 'ETHUSDT', percent: -2 },
        status: 200,
        check: async () => {
          expect(await ordersOf(middle.token, 'open')).toEqual([]);
          expect(await latest(middle.token)).toMatchObject({
            status: ContractOrderStatus.filled,
            dealPrice: '2940',
          });
          const [position] = await positionsOf(middle.token);
          expect(position).toMatchObject({ symbol: 'ETHUSDT', quantity: '0.1', openPrice: '2940' });
        },
      },
      // BTC 60,000 → 61,800: through the short's stop-loss, which closes it.
      {
        step: { kind: 'move', symbol: 'BTCUSDT', percent: 3 },
        status: 200,
        check: async () => {
          expect(await positionsOf(rich.token)).toEqual([]);
          expect(await latest(rich.token)).toMatchObject({
            action: ContractOrderAction.close,
            trigger: ContractOrderTrigger.stopLoss,
            quantity: '0.005',
          });
        },
      },
      // 0.1 % funding on what is still open (the 0.1 ETH long pays).
      { step: { kind: 'funding', rateBp: 10 }, status: 200 },
    ];
    const outcomes = new Set<string>();
    for (const { step, status, check } of script) {
      expect(await run(step), JSON.stringify(step)).toBe(status);
      outcomes.add(`${step.kind}:${status}`);
      await check?.();
      await expectContractInvariants(t.context.db);
    }
    // The script keeps covering every outcome the property exercises, whoever edits it.
    for (const outcome of ['open:200', 'open:422', 'close:200', 'reverse:200', 'stops:200', 'revoke:200'])
      expect(outcomes, outcome).toContain(outcome);
    // The liquidation, the limit fill and the stop-loss.
    expect(engine.actionsTaken - actionsBefore).toBeGreaterThanOrEqual(3);
    await expectPathInvariants();
  }, 60_000);
});

/**
 * Random sequences of opens (market and limit, both margin modes, up to 100×), partial and full closes, revokes,
 * reverses, TP/SL, price moves of up to ±12 % with an engine sweep after each, and funding rounds, for three traders.
 * After every step the ledger auditor is clean, each margin account holds exactly its open positions' margin and no
 * call answered 5xx; after each path no balance is negative and no engine action failed. Every check holds for any
 * path: which outcomes a path reaches is up to the seed (the fixed path above covers each of them).
 */
describe('contract trading against the ledger (property)', () => {
  it('conserves every unit and keeps every holder at or above zero on any path', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(command, { minLength: 5, maxLength: 30 }), async (commands) => {
        const { run } = await startPath();
        for (const step of commands) {
          const status = await run(step);
          expect(status, JSON.stringify(step)).toBeLessThan(500);
          await expectContractInvariants(t.context.db);
        }
        await expectPathInvariants();
      }),
      propertyOptions(25),
    );
  }, 240_000);
});
