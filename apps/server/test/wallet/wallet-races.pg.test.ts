import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, like } from 'drizzle-orm';
import { ledgerAccounts, ledgerTransfers, withdrawalOrders } from '../../src/platform/db/index';
import { expectCleanLedger } from '../ledger/ledger-fixtures';
import { call as callApi, freshIp } from '../support/api';
import { createTestApp, type TestApp } from '../support/test-app';
import {
  PAY_PASSWORD,
  adminCall,
  channelId,
  idempotencyKey,
  setSpotPrice,
  staffToken,
  walletUser,
} from './wallet-fixtures';

// Concurrency through the HTTP API on PostgreSQL (PGlite has one connection, so races cannot happen there).
let t: TestApp;
let staff: string;
const ADDRESS = 'TUEZSdKsoDHQMeZwihtdoBiN46zxhGWYdH';

beforeAll(async () => {
  t = await createTestApp();
  staff = await staffToken(t);
  setSpotPrice(t, 'BTC', '50000');
});
afterAll(async () => {
  await expectCleanLedger(t.context.db);
  await t.close();
});

/** Every call from its own loopback address: these tests race money, not the per-IP rate limit. */
const call: typeof callApi = (app, method, path, options = {}) =>
  callApi(app, method, path, { ip: freshIp(), ...options });

/** Runs `tasks` with at most `width` in flight. */
const pool = async <T>(width: number, tasks: (() => Promise<T>)[]) => {
  const results: T[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < tasks.length) {
        const index = next++;
        results[index] = await (tasks[index] as () => Promise<T>)();
      }
    }),
  );
  return results;
};

const negativeUserBalances = async () =>
  (await t.context.db.select().from(ledgerAccounts).where(eq(ledgerAccounts.isHouse, false))).filter(
    (row) => Number(row.available) < 0 || Number(row.frozen) < 0,
  );

describe('double-spend storm', () => {
  it('50 clients, 1,000 mixed withdrawals, transfers and swaps of 60 against 100: at most one succeeds', async () => {
    const user = await walletUser(t, '100');
    const withdrawalChannel = await channelId(t, user.token, 'withdrawal', 4, 'USDT', 'TRC20');
    const operations = Array.from({ length: 1000 }, (_, index) => () => {
      const headers = { 'idempotency-key': idempotencyKey(`storm${index}`) };
      if (index % 3 === 0)
        return call(t.app, 'POST', 'wallet/any-transfer', {
          token: user.token,
          headers,
          body: { fromWallet: 'spot', toWallet: 'contract', coin: 'USDT', amount: '60' },
        });
      if (index % 3 === 1)
        return call(t.app, 'POST', 'flash-exchange/create', {
          token: user.token,
          headers,
          body: { fromCoin: 'USDT', toCoin: 'BTC', amount: '60', expectedPrice: '0.00002' },
        });
      // Every 30th is a withdrawal: each one costs an argon2 pay-password check, the rest are plain ledger races.
      return index % 30 === 2
        ? call(t.app, 'POST', 'withdrawal', {
            token: user.token,
            headers,
            body: { channelId: withdrawalChannel, amount: '60', address: ADDRESS, payPassword: PAY_PASSWORD },
          })
        : call(t.app, 'POST', 'wallet/any-transfer', {
            token: user.token,
            headers,
            body: { fromWallet: 'spot', toWallet: 'fast_contract', coin: 'USDT', amount: '60' },
          });
    });
    const results = await pool(50, operations);
    const succeeded = results.filter((result) => result.code === 0);
    expect(succeeded.length).toBeLessThanOrEqual(1);
    expect(succeeded.length).toBe(1);
    expect(results.every((result) => result.code === 0 || result.status === 422)).toBe(true);
    expect(await negativeUserBalances()).toEqual([]);
  }, 120_000);
});

describe('idempotency under concurrency', () => {
  it('each operation sent 2-5 times at once takes effect once; a different body with the key is 422', async () => {
    const user = await walletUser(t, '1000');
    const withdrawalChannel = await channelId(t, user.token, 'withdrawal', 4, 'USDT', 'TRC20');
    const kinds = [
      {
        path: 'wallet/any-transfer',
        body: { fromWallet: 'spot', toWallet: 'contract', coin: 'USDT', amount: '7' },
      },
      {
        path: 'flash-exchange/create',
        body: { fromCoin: 'USDT', toCoin: 'BTC', amount: '7', expectedPrice: '0.00002' },
      },
      {
        path: 'withdrawal',
        body: { channelId: withdrawalChannel, amount: '17', address: ADDRESS, payPassword: PAY_PASSWORD },
      },
    ];
    for (const [index, kind] of kinds.entries()) {
      for (let round = 0; round < 4; round++) {
        const key = idempotencyKey(`dup${index}-${round}`);
        const copies = 2 + ((index + round) % 4);
        const send = () =>
          call<{ id: number | string }>(t.app, 'POST', kind.path, {
            token: user.token,
            headers: { 'idempotency-key': key },
            body: kind.body,
          });
        const concurrent = await Promise.all(Array.from({ length: copies }, send));
        const sequential = await send();
        const answers = [...concurrent, sequential];
        expect(answers.map((answer) => answer.code)).toEqual(answers.map(() => 0));
        expect(new Set(answers.map((answer) => String(answer.data.id))).size).toBe(1);
        const changed = await call(t.app, 'POST', kind.path, {
          token: user.token,
          headers: { 'idempotency-key': key },
          body: { ...kind.body, amount: '8' },
        });
        expect(changed.status).toBe(422);
      }
    }
    // 4 transfers of 7, 4 swaps of 7, 4 withdrawals of 17 held: 1000 − 28 − 28 − 68 = 876 available.
    const spot = await call<{ available: string; frozen: string }>(t.app, 'GET', 'wallet/get-by-coin', {
      token: user.token,
      query: { coin: 'USDT' },
    });
    expect(spot.data).toMatchObject({ available: '876', frozen: '68' });
    const transfers = await t.context.db
      .select()
      .from(ledgerTransfers)
      .where(like(ledgerTransfers.id, `transfer:${user.userId}:%`));
    expect(transfers).toHaveLength(4);
  }, 120_000);
});

describe('withdrawal races', () => {
  const ROUNDS = Number(process.env.WALLET_RACE_ROUNDS ?? 1000);

  it(`approve vs reject vs cancel from three clients, ${ROUNDS} rounds: each resolves exactly once`, async () => {
    const user = await walletUser(t, String(ROUNDS * 10));
    const withdrawalChannel = await channelId(t, user.token, 'withdrawal', 4, 'USDT', 'TRC20');
    const outcomes = new Map<string, number>();
    const round = async (index: number) => {
      const created = await call<{ id: number }>(t.app, 'POST', 'withdrawal', {
        token: user.token,
        headers: { 'idempotency-key': idempotencyKey(`race${index}`) },
        body: { channelId: withdrawalChannel, amount: '10', address: ADDRESS, payPassword: PAY_PASSWORD },
      });
      expect(created.code, JSON.stringify(created.body)).toBe(0);
      const id = created.data.id;
      const [approve, reject, cancel] = await Promise.all([
        adminCall(t, 'POST', 'withdrawal/approve', staff, { body: { id } }),
        adminCall(t, 'POST', 'withdrawal/reject', staff, { body: { id, remark: 'race' } }),
        call(t.app, 'PUT', `withdrawal/cancel/${id}`, { token: user.token }),
      ]);
      for (const answer of [approve, reject, cancel]) expect([0, 1_007_000_008]).toContain(answer.code);
      const won = [
        approve.code === 0 && 'approve',
        reject.code === 0 && 'reject',
        cancel.code === 0 && 'cancel',
      ]
        .filter(Boolean)
        .join('+');
      outcomes.set(won, (outcomes.get(won) ?? 0) + 1);
      const [row] = await t.context.db.select().from(withdrawalOrders).where(eq(withdrawalOrders.id, id));
      const resolutions = await t.context.db
        .select()
        .from(ledgerTransfers)
        .where(and(eq(ledgerTransfers.pendingId, row?.holdTransferId ?? '')));
      const expected = { approve: [0, 0], reject: [-1, 1], cancel: [-2, 1], 'approve+reject': [-1, 1] }[won];
      expect(expected, `outcome ${won}`).toBeDefined();
      expect([row?.status, resolutions.length]).toEqual(expected);
    };
    // Rounds run four at a time: each is its own race, and the withdrawals' argon2 checks share two cores.
    await pool(
      4,
      Array.from({ length: ROUNDS }, (_, index) => () => round(index)),
    );
    expect([...outcomes.values()].reduce((sum, count) => sum + count, 0)).toBe(ROUNDS);
    expect(await negativeUserBalances()).toEqual([]);
  }, 600_000);
});
