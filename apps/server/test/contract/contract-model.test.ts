import { BigNumber } from 'bignumber.js';
import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ContractOrder, ContractPosition } from '@exchange/contracts';
import { nextFundingTime } from '@exchange/domain';
import { queryRows } from '../../src/platform/db/index';
import { riskEngineOf } from '../../src/modules/contract/index';
import { call } from '../support/api';
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

/**
 * Random sequences of opens (market and limit, both margin modes, up to 100×), partial and full closes, revokes,
 * reverses, TP/SL, price moves of up to ±12 % with an engine sweep after each, and funding rounds, for three traders.
 * After every step the ledger auditor is clean, each margin account holds exactly its open positions' margin, no
 * balance is negative, no call answered 5xx and no engine action failed.
 */
describe('contract trading against the ledger (property)', () => {
  it('conserves every unit and keeps every holder at or above zero on any path', async () => {
    let funding = 0;
    const outcomes = new Map<string, number>();
    await fc.assert(
      fc.asyncProperty(fc.array(command, { minLength: 5, maxLength: 30 }), async (commands) => {
        const prices: Record<string, number> = { ...START };
        await setPrices(
          t,
          SYMBOLS.map((symbol) => ({ symbol, price: String(prices[symbol]) })),
        );
        const users = [await trader(t, '2000'), await trader(t, '500'), await trader(t, '50')];
        const positions = async (token: string) =>
          (await call<ContractPosition[]>(t.app, 'GET', 'pay/order-contract/positions', { token })).data;
        const run = async (step: Command) => {
          if (step.kind === 'move') {
            prices[step.symbol] = Math.max(
              1,
              Math.round((prices[step.symbol] as number) * (1 + step.percent / 100)),
            );
            await setPrices(
              t,
              SYMBOLS.map((symbol) => ({ symbol, price: String(prices[symbol]) })),
            );
            await stepEngine(t);
            return 200;
          }
          if (step.kind === 'funding') {
            funding += 1;
            const period = nextFundingTime(t.clock.nowMs()) + funding * 8 * 3_600_000;
            await setPrices(
              t,
              SYMBOLS.map((symbol) => ({
                symbol,
                price: String(prices[symbol]),
                fundingRate: new BigNumber(step.rateBp).shiftedBy(-4).toFixed(),
              })),
            );
            await riskEngineOf(t.context)?.settleFundingNow(period);
            return 200;
          }
          const user = users[step.user];
          if (!user) return 0;
          if (step.kind === 'open') {
            const price = prices[step.symbol] as number;
            const quantity = new BigNumber(step.lots)
              .shiftedBy(step.symbol === 'BTCUSDT' ? -3 : -2)
              .toFixed();
            const body = {
              symbol: step.symbol,
              direction: step.direction,
              orderType: step.isLimit ? 2 : 1,
              marginMode: step.marginMode,
              lever: step.lever,
              quantity,
              ...(step.isLimit
                ? {
                    price: String(
                      Math.round(price * (1 - ((step.direction === 1 ? 1 : -1) * step.offset) / 100)),
                    ),
                  }
                : {}),
            };
            return (await trade(t, user.token, 'POST', 'create', { body })).status;
          }
          const [position] = await positions(user.token);
          if (step.kind === 'revoke') {
            const open = await call<{ list: ContractOrder[] }>(t.app, 'GET', 'pay/order-contract/page', {
              token: user.token,
              query: { scope: 'open' },
            });
            const order = open.data.list[0];
            return order
              ? (await trade(t, user.token, 'GET', 'revoke', { query: { id: order.id } })).status
              : 0;
          }
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
        for (const step of commands) {
          const status = await run(step);
          outcomes.set(`${step.kind}:${status}`, (outcomes.get(`${step.kind}:${status}`) ?? 0) + 1);
          expect(status, JSON.stringify(step)).toBeLessThan(500);
          await expectContractInvariants(t.context.db);
        }
        const negative = await queryRows(
          t.context.db,
          sql`select id from ledger_accounts where not is_house and (available < 0 or frozen < 0)`,
        );
        expect(negative).toEqual([]);
        expect(riskEngineOf(t.context)?.actionsFailed).toBe(0);
      }),
      { numRuns: 25 },
    );
    // The paths did real work: fills, closes, reverses and engine actions (liquidations, stops, limit fills).
    for (const outcome of ['open:200', 'open:422', 'close:200', 'reverse:200', 'stops:200', 'revoke:200'])
      expect(outcomes.get(outcome) ?? 0, outcome).toBeGreaterThan(0);
    expect(riskEngineOf(t.context)?.actionsTaken).toBeGreaterThan(10);
  }, 240_000);
});
