import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectCleanLedger } from '../ledger/ledger-fixtures';
import { call } from '../support/api';
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

let t: TestApp;
let staff: string;

beforeAll(async () => {
  t = await createTestApp();
  staff = await staffToken(t);
  setSpotPrice(t, 'BTC', '50000');
});
afterAll(async () => {
  await expectCleanLedger(t.context.db);
  await t.close();
});

const spot = async (token: string, coin = 'USDT') =>
  (
    await call<{ available: string; frozen: string }>(t.app, 'GET', 'wallet/get-by-coin', {
      token,
      query: { coin },
    })
  ).data;

describe('deposits', () => {
  it('credits a deposit only when staff approve it, exactly once', async () => {
    const user = await walletUser(t);
    const submitted = await submitDeposit(t, user.token, '150');
    expect(submitted.code, JSON.stringify(submitted.body)).toBe(0);
    const order = submitted.data as { id: number; status: number; proofUrl: string };
    expect(order.status).toBe(2);
    expect((await spot(user.token)).available).toBe('0');

    const approved = await adminCall<{ status: number }>(t, 'POST', 'recharge/approve', staff, {
      body: { id: order.id },
    });
    expect(approved.data.status).toBe(1);
    expect((await spot(user.token)).available).toBe('150');

    const again = await adminCall(t, 'POST', 'recharge/approve', staff, { body: { id: order.id } });
    expect(again.status).toBe(409);
    const reject = await adminCall(t, 'POST', 'recharge/reject', staff, {
      body: { id: order.id, remark: 'late' },
    });
    expect(reject.status).toBe(409);
    expect((await spot(user.token)).available).toBe('150');

    const proof = await t.app.inject({
      method: 'GET',
      url: order.proofUrl,
      headers: { authorization: `Bearer ${user.token}` },
    });
    expect(proof.statusCode).toBe(200);
    expect(proof.headers['content-type']).toBe('image/png');
    const stranger = await walletUser(t);
    const denied = await t.app.inject({
      method: 'GET',
      url: order.proofUrl,
      headers: { authorization: `Bearer ${stranger.token}` },
    });
    expect(denied.statusCode).toBe(404);
  });

  it('a rejected deposit credits nothing and keeps the remark', async () => {
    const user = await walletUser(t);
    const order = (await submitDeposit(t, user.token, '80')).data as { id: number };
    const rejected = await adminCall<{ status: number; remark: string }>(
      t,
      'POST',
      'recharge/reject',
      staff,
      {
        body: { id: order.id, remark: 'The screenshot does not show the transfer' },
      },
    );
    expect(rejected.data).toMatchObject({ status: -1, remark: 'The screenshot does not show the transfer' });
    expect((await spot(user.token)).available).toBe('0');
  });

  it('refuses bad deposits with the field named and stores nothing', async () => {
    const user = await walletUser(t);
    const tooSmall = await submitDeposit(t, user.token, '1');
    expect(tooSmall.status).toBe(422);
    expect(tooSmall.body).toMatchObject({ data: { field: 'amount' } });
    const noKey = await call(t.app, 'POST', 'recharge', {
      token: user.token,
      body: { channelId: 1, amount: '10', txHash: 'a'.repeat(64) },
    });
    expect(noKey.status).toBe(400);
    expect(noKey.body).toMatchObject({ data: { field: 'Idempotency-Key' } });
    const page = await call<{ total: number }>(t.app, 'GET', 'recharge/page', { token: user.token });
    expect(page.data.total).toBe(0);
  });

  it('gives each user a stable deposit address per chain, and XRP a tag', async () => {
    const user = await walletUser(t);
    const first = await call<{ address: string; memo: string }>(t.app, 'GET', 'recharge/udun-address', {
      token: user.token,
      query: { coin: 'USDT', chain: 'TRC20' },
    });
    expect(first.data.address).toMatch(/^T[1-9A-HJ-NP-Za-km-z]{33}$/);
    const second = await call<{ address: string }>(t.app, 'GET', 'recharge/udun-address', {
      token: user.token,
      query: { coin: 'USDT', chain: 'TRC20' },
    });
    expect(second.data.address).toBe(first.data.address);
    const xrp = await call<{ memo: string; isMemoRequired: boolean }>(t.app, 'GET', 'recharge/udun-address', {
      token: user.token,
      query: { coin: 'XRP', chain: 'XRP' },
    });
    expect(xrp.data).toMatchObject({ memo: String(user.userId), isMemoRequired: true });
  });
});

describe('withdrawals', () => {
  const withdraw = async (
    token: string,
    amount: string,
    key = idempotencyKey('wd'),
    payPassword = PAY_PASSWORD,
  ) => {
    const id = await channelId(t, token, 'withdrawal', 4, 'USDT', 'TRC20');
    return call<{ id: number; status: number; fee: string; arrivalAmount: string }>(
      t.app,
      'POST',
      'withdrawal',
      {
        token,
        headers: { 'idempotency-key': key },
        body: { channelId: id, amount, address: 'TUEZSdKsoDHQMeZwihtdoBiN46zxhGWYdH', payPassword },
      },
    );
  };

  it('holds the amount, and completion posts it with the fee', async () => {
    const user = await walletUser(t, '100');
    const created = await withdraw(user.token, '60');
    expect(created.code, JSON.stringify(created.body)).toBe(0);
    expect(created.data).toMatchObject({ status: 2, fee: '1', arrivalAmount: '59' });
    expect(await spot(user.token)).toMatchObject({ available: '40', frozen: '60' });
    expect(
      (await adminCall(t, 'POST', 'withdrawal/approve', staff, { body: { id: created.data.id } })).code,
    ).toBe(0);
    const cancel = await call(t.app, 'PUT', `withdrawal/cancel/${created.data.id}`, { token: user.token });
    expect(cancel.status).toBe(409);
    const done = await adminCall<{ status: number }>(t, 'POST', 'withdrawal/complete', staff, {
      body: { id: created.data.id, payoutRef: 'tx123' },
    });
    expect(done.data.status).toBe(1);
    expect(await spot(user.token)).toMatchObject({ available: '40', frozen: '0' });
  });

  it('returns the hold on reject and on cancel', async () => {
    const user = await walletUser(t, '100');
    const first = await withdraw(user.token, '30');
    await adminCall(t, 'POST', 'withdrawal/reject', staff, {
      body: { id: first.data.id, remark: 'Address flagged' },
    });
    const second = await withdraw(user.token, '20');
    const cancelled = await call<{ status: number }>(t.app, 'PUT', `withdrawal/cancel/${second.data.id}`, {
      token: user.token,
    });
    expect(cancelled.data.status).toBe(-2);
    expect(await spot(user.token)).toMatchObject({ available: '100', frozen: '0' });
    const detail = await call<{ remark: string; status: number }>(t.app, 'GET', 'withdrawal/detail', {
      token: user.token,
      query: { id: first.data.id },
    });
    expect(detail.data).toMatchObject({ status: -1, remark: 'Address flagged' });
  });

  it('refuses a wrong pay password, a bad address, an overdraft and a reused key with another body', async () => {
    const user = await walletUser(t, '50');
    const wrong = await withdraw(user.token, '20', idempotencyKey(), '000000');
    expect(wrong.status).toBe(422);
    expect(wrong.body).toMatchObject({ data: { field: 'payPassword' } });
    const id = await channelId(t, user.token, 'withdrawal', 4, 'USDT', 'TRC20');
    const badAddress = await call(t.app, 'POST', 'withdrawal', {
      token: user.token,
      headers: { 'idempotency-key': idempotencyKey() },
      body: {
        channelId: id,
        amount: '20',
        address: 'TUEZSdKsoDHQMeZwihtdoBiN46zxhGWYdX',
        payPassword: PAY_PASSWORD,
      },
    });
    expect(badAddress.status).toBe(400);
    expect(badAddress.body).toMatchObject({ data: { field: 'address' } });
    const overdraft = await withdraw(user.token, '51');
    expect(overdraft.status).toBe(422);
    expect(overdraft.body).toMatchObject({ data: { field: 'amount' } });
    const key = idempotencyKey();
    const once = await withdraw(user.token, '20', key);
    const repeat = await withdraw(user.token, '20', key);
    expect(repeat.data.id).toBe(once.data.id);
    const mismatch = await withdraw(user.token, '21', key);
    expect(mismatch.status).toBe(422);
    expect(await spot(user.token)).toMatchObject({ available: '30', frozen: '20' });
  });
});

describe('transfers, swaps and records', () => {
  it('moves money between own wallets once per key, and records it', async () => {
    const user = await walletUser(t, '100');
    const key = idempotencyKey('tr');
    const body = { fromWallet: 'spot', toWallet: 'contract', coin: 'USDT', amount: '25.5' };
    const first = await call(t.app, 'POST', 'wallet/any-transfer', {
      token: user.token,
      headers: { 'idempotency-key': key },
      body,
    });
    const second = await call(t.app, 'POST', 'wallet/any-transfer', {
      token: user.token,
      headers: { 'idempotency-key': key },
      body,
    });
    expect(first.code).toBe(0);
    expect(second.body).toEqual(first.body);
    const mismatch = await call(t.app, 'POST', 'wallet/any-transfer', {
      token: user.token,
      headers: { 'idempotency-key': key },
      body: { ...body, amount: '1' },
    });
    expect(mismatch.status).toBe(422);
    const overview = await call<{ total: string; coin: { total: string }; contract: { total: string } }>(
      t.app,
      'GET',
      'wallet/fund',
      { token: user.token },
    );
    expect(overview.data).toMatchObject({
      total: '100',
      coin: { total: '74.5' },
      contract: { total: '25.5' },
    });
    const records = await call<{ list: { type: number; amount: string; wallet: string }[] }>(
      t.app,
      'GET',
      'wallet/fund-record/page',
      { token: user.token, query: { type: 5 } },
    );
    expect(records.data.list.map((row) => [row.wallet, row.amount]).sort()).toEqual([
      ['contract', '25.5'],
      ['spot', '-25.5'],
    ]);
    const same = await call(t.app, 'POST', 'wallet/any-transfer', {
      token: user.token,
      headers: { 'idempotency-key': idempotencyKey() },
      body: { ...body, toWallet: 'spot' },
    });
    expect(same.status).toBe(400);
    expect(same.body).toMatchObject({ data: { field: 'toWallet' } });
  });

  it('swaps at the live price within the slippage bound, and refuses a stale price', async () => {
    const user = await walletUser(t, '1000');
    const quote = await call<{ price: string }>(t.app, 'GET', 'flash-exchange/quote', {
      token: user.token,
      query: { fromCoin: 'USDT', toCoin: 'BTC' },
    });
    expect(quote.data.price).toBe('0.00002');
    const swap = await call<{ toAmount: string; fee: string }>(t.app, 'POST', 'flash-exchange/create', {
      token: user.token,
      headers: { 'idempotency-key': idempotencyKey('sw') },
      body: { fromCoin: 'USDT', toCoin: 'BTC', amount: '500', expectedPrice: quote.data.price },
    });
    expect(swap.code, JSON.stringify(swap.body)).toBe(0);
    expect(swap.data).toMatchObject({ toAmount: '0.00998', fee: '0.00002' });
    expect((await spot(user.token, 'BTC')).available).toBe('0.00998');
    setSpotPrice(t, 'BTC', '60000');
    const moved = await call(t.app, 'POST', 'flash-exchange/create', {
      token: user.token,
      headers: { 'idempotency-key': idempotencyKey('sw') },
      body: { fromCoin: 'USDT', toCoin: 'BTC', amount: '100', expectedPrice: quote.data.price },
    });
    expect(moved.status).toBe(409);
    setSpotPrice(t, 'BTC', '50000', 2);
    const stale = await call(t.app, 'POST', 'flash-exchange/create', {
      token: user.token,
      headers: { 'idempotency-key': idempotencyKey('sw') },
      body: { fromCoin: 'USDT', toCoin: 'BTC', amount: '100', expectedPrice: quote.data.price },
    });
    expect(stale.status).toBe(404);
    setSpotPrice(t, 'BTC', '50000');
    expect((await spot(user.token)).available).toBe('500');
  });
});

describe('staff API', () => {
  it('refuses app tokens, staff tokens on the app API, and anything before the one-time password changes', async () => {
    const user = await walletUser(t);
    expect((await adminCall(t, 'GET', 'ledger/audit', user.token)).status).toBe(403);
    expect((await call(t.app, 'GET', 'wallet/fund', { token: staff })).status).toBe(403);
    const audit = await adminCall<{ isClean: boolean }>(t, 'GET', 'ledger/audit', staff);
    expect(audit.data.isClean).toBe(true);
  });
});
