import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { BigNumber } from 'bignumber.js';
import { expectCleanLedger } from '../ledger/ledger-fixtures';
import { call } from '../support/api';
import { propertyOptions } from '../support/property';
import { createTestApp, type TestApp } from '../support/test-app';
import {
  PAY_PASSWORD,
  adminCall,
  channelId,
  idempotencyKey,
  setSpotPrice,
  staffToken,
  submitDeposit,
  walletUser,
} from './wallet-fixtures';

/**
 * Wallet operations through the real API against a plain in-memory model (CONVENTIONS.md 5): after every step the
 * server's balances equal the model's, refused operations change nothing, and the ledger audits clean at the end.
 */
let t: TestApp;
let staff: string;
let withdrawalChannel: number;
const WALLETS = ['spot', 'contract', 'fast_contract'] as const;
type WalletName = (typeof WALLETS)[number];
const ASSETS = ['USDT', 'BTC'] as const;

beforeAll(async () => {
  t = await createTestApp();
  staff = await staffToken(t);
  setSpotPrice(t, 'BTC', '40000');
  const probe = await walletUser(t);
  withdrawalChannel = await channelId(t, probe.token, 'withdrawal', 4, 'USDT', 'TRC20');
});
afterAll(async () => {
  await expectCleanLedger(t.context.db);
  await t.close();
});

interface Model {
  balances: Map<string, { available: BigNumber; frozen: BigNumber }>;
  pending: { id: number; amount: string }[];
}

const slot = (model: Model, wallet: string, asset: string) => {
  const key = `${wallet}/${asset}`;
  const existing = model.balances.get(key);
  if (existing) return existing;
  const created = { available: new BigNumber(0), frozen: new BigNumber(0) };
  model.balances.set(key, created);
  return created;
};

type Step =
  | { kind: 'deposit'; amount: number }
  | { kind: 'transfer'; from: WalletName; to: WalletName; asset: (typeof ASSETS)[number]; amount: number }
  | { kind: 'withdraw'; amount: number }
  | { kind: 'resolve'; pick: number; how: 'cancel' | 'reject' | 'complete' }
  | { kind: 'swap'; amount: number };

const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({ kind: fc.constant('deposit' as const), amount: fc.integer({ min: 50, max: 400 }) }),
  fc.record({
    kind: fc.constant('transfer' as const),
    from: fc.constantFrom(...WALLETS),
    to: fc.constantFrom(...WALLETS),
    asset: fc.constantFrom(...ASSETS),
    amount: fc.integer({ min: 1, max: 300 }),
  }),
  fc.record({ kind: fc.constant('withdraw' as const), amount: fc.integer({ min: 10, max: 300 }) }),
  fc.record({
    kind: fc.constant('resolve' as const),
    pick: fc.nat(),
    how: fc.constantFrom('cancel' as const, 'reject' as const, 'complete' as const),
  }),
  fc.record({ kind: fc.constant('swap' as const), amount: fc.integer({ min: 5, max: 300 }) }),
);

const apply = async (user: { token: string }, model: Model, action: Step) => {
  const headers = { 'idempotency-key': idempotencyKey(action.kind) };
  if (action.kind === 'deposit') {
    const order = (await submitDeposit(t, user.token, String(action.amount))).data as { id: number };
    await adminCall(t, 'POST', 'recharge/approve', staff, { body: { id: order.id } });
    slot(model, 'spot', 'USDT').available = slot(model, 'spot', 'USDT').available.plus(action.amount);
    return;
  }
  if (action.kind === 'transfer') {
    const amount =
      action.asset === 'BTC' ? new BigNumber(action.amount).dividedBy(100000) : new BigNumber(action.amount);
    const result = await call(t.app, 'POST', 'wallet/any-transfer', {
      token: user.token,
      headers,
      body: { fromWallet: action.from, toWallet: action.to, coin: action.asset, amount: amount.toFixed() },
    });
    const source = slot(model, action.from, action.asset);
    const isPossible = action.from !== action.to && source.available.isGreaterThanOrEqualTo(amount);
    expect(result.code === 0, JSON.stringify(result.body)).toBe(isPossible);
    if (isPossible) {
      source.available = source.available.minus(amount);
      const target = slot(model, action.to, action.asset);
      target.available = target.available.plus(amount);
    }
    return;
  }
  if (action.kind === 'withdraw') {
    const result = await call<{ id: number }>(t.app, 'POST', 'withdrawal', {
      token: user.token,
      headers,
      body: {
        channelId: withdrawalChannel,
        amount: String(action.amount),
        address: 'TUEZSdKsoDHQMeZwihtdoBiN46zxhGWYdH',
        payPassword: PAY_PASSWORD,
      },
    });
    const usdt = slot(model, 'spot', 'USDT');
    const isPossible = usdt.available.isGreaterThanOrEqualTo(action.amount);
    expect(result.code === 0, JSON.stringify(result.body)).toBe(isPossible);
    if (isPossible) {
      usdt.available = usdt.available.minus(action.amount);
      usdt.frozen = usdt.frozen.plus(action.amount);
      model.pending.push({ id: result.data.id, amount: String(action.amount) });
    }
    return;
  }
  if (action.kind === 'resolve') {
    if (model.pending.length === 0) return;
    const [chosen] = model.pending.splice(action.pick % model.pending.length, 1);
    if (!chosen) return;
    const usdt = slot(model, 'spot', 'USDT');
    if (action.how === 'cancel') {
      expect((await call(t.app, 'PUT', `withdrawal/cancel/${chosen.id}`, { token: user.token })).code).toBe(
        0,
      );
    } else if (action.how === 'reject') {
      expect(
        (await adminCall(t, 'POST', 'withdrawal/reject', staff, { body: { id: chosen.id, remark: 'model' } }))
          .code,
      ).toBe(0);
    } else {
      expect(
        (await adminCall(t, 'POST', 'withdrawal/approve', staff, { body: { id: chosen.id } })).code,
      ).toBe(0);
      expect(
        (await adminCall(t, 'POST', 'withdrawal/complete', staff, { body: { id: chosen.id } })).code,
      ).toBe(0);
      usdt.frozen = usdt.frozen.minus(chosen.amount);
      return;
    }
    usdt.frozen = usdt.frozen.minus(chosen.amount);
    usdt.available = usdt.available.plus(chosen.amount);
    return;
  }
  const result = await call(t.app, 'POST', 'flash-exchange/create', {
    token: user.token,
    headers,
    body: { fromCoin: 'USDT', toCoin: 'BTC', amount: String(action.amount), expectedPrice: '0.000025' },
  });
  const usdt = slot(model, 'spot', 'USDT');
  const isPossible = usdt.available.isGreaterThanOrEqualTo(action.amount);
  expect(result.code === 0, JSON.stringify(result.body)).toBe(isPossible);
  if (isPossible) {
    usdt.available = usdt.available.minus(action.amount);
    // 0.000025 BTC per USDT, 0.2 % fee on what is received, 8 decimals (fee rounded up).
    const gross = new BigNumber(action.amount).times('0.000025');
    const fee = gross.times('0.002').decimalPlaces(8, BigNumber.ROUND_UP);
    const btc = slot(model, 'spot', 'BTC');
    btc.available = btc.available.plus(gross.minus(fee));
  }
};

const expectSameBalances = async (user: { token: string }, model: Model) => {
  for (const wallet of WALLETS)
    for (const asset of ASSETS) {
      const server = await call<{ available: string; frozen: string }>(t.app, 'GET', 'wallet/get-by-coin', {
        token: user.token,
        query: { coin: asset, wallet },
      });
      const expected = slot(model, wallet, asset);
      expect([wallet, asset, server.data.available, server.data.frozen]).toEqual([
        wallet,
        asset,
        expected.available.toFixed(),
        expected.frozen.toFixed(),
      ]);
    }
};

describe('wallet operations against an in-memory model', () => {
  it('agree after every step, refusals change nothing', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 12 }), async (steps) => {
        const user = await walletUser(t);
        const model: Model = { balances: new Map(), pending: [] };
        for (const action of steps) {
          await apply(user, model, action);
          await expectSameBalances(user, model);
        }
      }),
      propertyOptions(12),
    );
  }, 180_000);
});
