import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BigNumber } from 'bignumber.js';
import { StaffRole, type ReserveRow } from '@exchange/contracts';
import { userBalances } from '../../src/modules/ledger/index';
import { expectCleanLedger, fund } from '../ledger/ledger-fixtures';
import { call } from '../support/api';
import { adminCall, staffLogin, type StaffLogin } from '../support/staff';
import { createTestApp, type TestApp } from '../support/test-app';
import { channelId, idempotencyKey, PAY_PASSWORD, walletUser } from './wallet-fixtures';

// A fresh app: the liabilities are exactly what this file funds.
let t: TestApp;
let finance: StaffLogin;
beforeAll(async () => {
  t = await createTestApp();
  finance = await staffLogin(t, StaffRole.finance);
});
afterAll(async () => {
  await expectCleanLedger(t.context.db);
  await t.close();
});

const reserves = async (token = finance.token) => {
  const result = await adminCall<ReserveRow[]>(t, 'GET', 'ledger/reserves', token);
  expect(result.code, JSON.stringify(result.body)).toBe(0);
  return result.data;
};
const rowOf = async (asset: string) => (await reserves()).find((row) => row.asset === asset);

describe('proof of reserves', () => {
  it("sums every funded user's balances, held amounts and other wallets included", async () => {
    const alice = await walletUser(t, '100');
    const bob = await walletUser(t, '250.5');
    await fund(t.context.db, bob.userId, '0.3', 'BTC');
    // Bob moves some to his contract wallet and asks to withdraw more: both stay his, so both are owed.
    const moved = await call(t.app, 'POST', 'wallet/any-transfer', {
      token: bob.token,
      headers: { 'idempotency-key': idempotencyKey('move') },
      body: { fromWallet: 'spot', toWallet: 'contract', coin: 'USDT', amount: '50' },
    });
    expect(moved.code, JSON.stringify(moved.body)).toBe(0);
    const held = await call(t.app, 'POST', 'withdrawal', {
      token: bob.token,
      headers: { 'idempotency-key': idempotencyKey('wd') },
      body: {
        channelId: await channelId(t, bob.token, 'withdrawal', 4, 'USDT', 'TRC20'),
        amount: '20',
        address: 'TUEZSdKsoDHQMeZwihtdoBiN46zxhGWYdH',
        payPassword: PAY_PASSWORD,
      },
    });
    expect(held.code, JSON.stringify(held.body)).toBe(0);

    let total = new BigNumber(0);
    for (const user of [alice, bob])
      for (const balance of await userBalances(t.context.db, user.userId))
        if (balance.asset === 'USDT') total = total.plus(balance.available).plus(balance.frozen);
    expect(total.toFixed()).toBe('350.5');
    expect(await rowOf('USDT')).toEqual({
      asset: 'USDT',
      liabilities: '350.5',
      declared: null,
      difference: null,
      coverageRatio: null,
      declaredBy: null,
      declaredByName: null,
      declaredAt: null,
      note: null,
    });
    expect(await rowOf('BTC')).toMatchObject({ liabilities: '0.3', declared: null });

    const house = await adminCall<{ account: string; asset: string; available: string; frozen: string }[]>(
      t,
      'GET',
      'ledger/house-accounts',
      finance.token,
    );
    expect(house.data).toContainEqual({
      account: 'deposit_clearing',
      asset: 'USDT',
      available: '-350.5',
      frozen: '0',
    });
  });

  it('reads back a declaration with the difference, the coverage and who declared it', async () => {
    const declared = await adminCall<ReserveRow>(t, 'POST', 'ledger/reserves/declare', finance.token, {
      body: { asset: 'USDT', amount: '400', note: 'Cold wallet + bank, 2026-11-24' },
    });
    expect(declared.data).toEqual({
      asset: 'USDT',
      liabilities: '350.5',
      declared: '400',
      difference: '49.5',
      coverageRatio: '1.1412',
      declaredBy: finance.staffId,
      declaredByName: finance.username,
      declaredAt: t.clock.nowMs(),
      note: 'Cold wallet + bank, 2026-11-24',
    });
    expect(await rowOf('USDT')).toEqual(declared.data);

    t.clock.advance(60_000);
    await adminCall(t, 'POST', 'ledger/reserves/declare', finance.token, {
      body: { asset: 'USDT', amount: '300' },
    });
    expect(await rowOf('USDT')).toMatchObject({
      declared: '300',
      difference: '-50.5',
      coverageRatio: '0.8559',
      note: null,
    });

    // Declared but owed to nobody: no ratio.
    await adminCall(t, 'POST', 'ledger/reserves/declare', finance.token, {
      body: { asset: 'ETH', amount: '5' },
    });
    expect(await rowOf('ETH')).toMatchObject({
      liabilities: '0',
      declared: '5',
      difference: '5',
      coverageRatio: null,
    });
  });

  it('refuses bad declarations and staff without the permission', async () => {
    for (const [body, field] of [
      [{ asset: 'USDT', amount: '-1' }, 'amount'],
      [{ asset: 'USDT', amount: 'lots' }, 'amount'],
      [{ asset: 'NOPE', amount: '1' }, 'asset'],
      [{ asset: 'USDT', amount: '1', note: 'x'.repeat(501) }, 'note'],
    ] as const) {
      const result = await adminCall(t, 'POST', 'ledger/reserves/declare', finance.token, { body });
      expect([result.status, result.body.data]).toEqual([400, expect.objectContaining({ field })]);
    }
    const auditor = await staffLogin(t, StaffRole.auditor);
    const support = await staffLogin(t, StaffRole.support);
    expect((await reserves(auditor.token)).length).toBeGreaterThan(0);
    const body = { asset: 'USDT', amount: '1' };
    expect((await adminCall(t, 'POST', 'ledger/reserves/declare', auditor.token, { body })).status).toBe(403);
    expect((await adminCall(t, 'GET', 'ledger/reserves', support.token)).status).toBe(403);
    expect((await adminCall(t, 'GET', 'ledger/house-accounts', support.token)).status).toBe(403);
    expect(await rowOf('USDT')).toMatchObject({ declared: '300' });
  });
});
