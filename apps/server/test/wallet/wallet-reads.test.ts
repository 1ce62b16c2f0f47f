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

const ADDRESS = 'TUEZSdKsoDHQMeZwihtdoBiN46zxhGWYdH';

describe('saved payment methods', () => {
  it('creates, updates, lists and removes bank cards and addresses, only the owner’s', async () => {
    const user = await walletUser(t);
    const other = await walletUser(t);
    const card = await call<{ id: number; fields: { field: string; value: string }[] }>(
      t.app,
      'POST',
      'wallet/bank-card/create',
      {
        token: user.token,
        body: {
          bankName: 'Example Bank',
          accountName: 'A. Trader',
          accountNumber: 'GB33 BUKB 2020 1555 5555 55',
        },
      },
    );
    expect(card.code, JSON.stringify(card.body)).toBe(0);
    expect(card.data.fields).toEqual([
      { field: 'bankName', value: 'Example Bank' },
      { field: 'accountName', value: 'A. Trader' },
      { field: 'accountNumber', value: 'GB33BUKB20201555555555' },
    ]);
    const updated = await call<{ values: Record<string, string> }>(t.app, 'PUT', 'wallet/bank-card/update', {
      token: user.token,
      body: { id: card.data.id, bankName: 'Other Bank', accountName: 'A. Trader', accountNumber: '12345678' },
    });
    expect(updated.data.values.bankName).toBe('Other Bank');
    expect(
      (await call(t.app, 'GET', 'wallet/bank-card/get', { token: other.token, query: { id: card.data.id } }))
        .status,
    ).toBe(404);
    expect(
      (
        await call(t.app, 'PUT', 'wallet/bank-card/update', {
          token: other.token,
          body: { id: card.data.id, bankName: 'x', accountName: 'y', accountNumber: '12345678' },
        })
      ).status,
    ).toBe(404);

    const badAddress = await call(t.app, 'POST', 'wallet/virtual-wallet/create', {
      token: user.token,
      body: { coin: 'USDT', chain: 'ERC20', address: '0x9858EfFD232B4033E47d90003D41EC34EcaEda95' },
    });
    expect(badAddress.status).toBe(400);
    expect(badAddress.body).toMatchObject({ data: { field: 'address' } });
    const badTag = await call(t.app, 'POST', 'wallet/virtual-wallet/create', {
      token: user.token,
      body: { coin: 'XRP', chain: 'XRP', address: 'rHb9CJAWyB4rj91VRWn96DkukG4bwdtyTh', memo: 'abc' },
    });
    expect(badTag.body).toMatchObject({ data: { field: 'memo' } });
    const address = await call<{ id: number }>(t.app, 'POST', 'wallet/virtual-wallet/create', {
      token: user.token,
      body: { coin: 'USDT', chain: 'TRC20', address: ADDRESS, label: 'Cold wallet' },
    });
    expect(address.code).toBe(0);
    expect(
      (await call<unknown[]>(t.app, 'GET', 'wallet/virtual-wallet/list', { token: user.token })).data,
    ).toHaveLength(1);
    expect(
      (await call<unknown[]>(t.app, 'GET', 'wallet/virtual-wallet/list', { token: other.token })).data,
    ).toHaveLength(0);

    // A saved address works as a withdrawal destination; the bank card does not fit a crypto channel.
    await submitDeposit(t, user.token, '100').then((order) =>
      adminCall(t, 'POST', 'recharge/approve', staff, { body: { id: (order.data as { id: number }).id } }),
    );
    const trc20 = await channelId(t, user.token, 'withdrawal', 4, 'USDT', 'TRC20');
    const withSaved = await call<{ destination: Record<string, string> }>(t.app, 'POST', 'withdrawal', {
      token: user.token,
      headers: { 'idempotency-key': idempotencyKey() },
      body: { channelId: trc20, amount: '20', paymentMethodId: address.data.id, payPassword: PAY_PASSWORD },
    });
    expect(withSaved.data.destination).toMatchObject({ address: ADDRESS, label: 'Cold wallet' });
    const wrongKind = await call(t.app, 'POST', 'withdrawal', {
      token: user.token,
      headers: { 'idempotency-key': idempotencyKey() },
      body: { channelId: trc20, amount: '20', paymentMethodId: card.data.id, payPassword: PAY_PASSWORD },
    });
    expect(wrongKind.status).toBe(404);
    expect(wrongKind.body).toMatchObject({ data: { field: 'paymentMethodId' } });

    expect(
      (
        await call(t.app, 'DELETE', 'wallet/bank-card/delete', {
          token: user.token,
          query: { id: card.data.id },
        })
      ).code,
    ).toBe(0);
    expect(
      (await call<unknown[]>(t.app, 'GET', 'wallet/bank-card/list', { token: user.token })).data,
    ).toHaveLength(0);
  });
});

describe('deposit channels', () => {
  it('groups channels by method, lists coins with their methods, and pages them', async () => {
    const user = await walletUser(t);
    const groups = await call<{ methodType: number; channels: { coin: string }[] }[]>(
      t.app,
      'GET',
      'recharge-channel/group-list',
      { token: user.token, query: { coin: 'USDT' } },
    );
    expect(groups.data.map((group) => group.methodType)).toEqual([4, 0, 6, 3]);
    expect(groups.data.flatMap((group) => group.channels).every((channel) => channel.coin === 'USDT')).toBe(
      true,
    );
    const coins = await call<{ coin: string; methodTypes: number[] }[]>(
      t.app,
      'GET',
      'recharge-channel/coin',
      {
        token: user.token,
      },
    );
    expect(coins.data).toContainEqual({ coin: 'USDT', methodTypes: [4, 0, 6, 3] });
    expect(coins.data).toContainEqual({ coin: 'XRP', methodTypes: [4] });
    const page = await call<{ list: unknown[]; total: number }>(t.app, 'GET', 'recharge-channel/page', {
      token: user.token,
      query: { pageNo: 2, pageSize: 3 },
    });
    expect(page.data.list).toHaveLength(3);
    expect(page.data.total).toBe(8);
  });
});

describe('withdrawal limits and fees', () => {
  it('quotes the fee and refuses what would pass the daily limit', async () => {
    const user = await walletUser(t, '60000');
    const trc20 = await channelId(t, user.token, 'withdrawal', 4, 'USDT', 'TRC20');
    const fee = await call(t.app, 'GET', 'withdrawal/fee', {
      token: user.token,
      query: { channelId: trc20, amount: '100' },
    });
    expect(fee.data).toEqual({
      amount: '100',
      fee: '1',
      arrivalAmount: '99',
      available: '60000',
      dailyLimit: '50000',
      dailyUsed: '0',
    });
    const send = (amount: string) =>
      call(t.app, 'POST', 'withdrawal', {
        token: user.token,
        headers: { 'idempotency-key': idempotencyKey() },
        body: { channelId: trc20, amount, address: ADDRESS, payPassword: PAY_PASSWORD },
      });
    expect((await send('30000')).code).toBe(0);
    const over = await send('25000');
    expect(over.status).toBe(422);
    expect(over.body).toMatchObject({ data: { field: 'amount' } });
    expect(over.msg).toContain('20000');
    expect((await send('20000')).code).toBe(0);
  });

  it('locks withdrawals after five wrong pay passwords', async () => {
    const user = await walletUser(t, '100');
    const trc20 = await channelId(t, user.token, 'withdrawal', 4, 'USDT', 'TRC20');
    const send = (payPassword: string) =>
      call(t.app, 'POST', 'withdrawal', {
        token: user.token,
        headers: { 'idempotency-key': idempotencyKey() },
        body: { channelId: trc20, amount: '20', address: ADDRESS, payPassword },
      });
    for (let attempt = 0; attempt < 5; attempt++) expect((await send('111111')).status).toBe(422);
    expect((await send(PAY_PASSWORD)).status).toBe(429);
  });
});

describe('reads', () => {
  it('values the wallets, lists totals per currency, and looks records up by id', async () => {
    const user = await walletUser(t, '1000');
    await call(t.app, 'POST', 'flash-exchange/create', {
      token: user.token,
      headers: { 'idempotency-key': idempotencyKey() },
      body: { fromCoin: 'USDT', toCoin: 'BTC', amount: '500', expectedPrice: '0.00002' },
    });
    const types = await call<{ wallet: string; total: string }[]>(t.app, 'GET', 'wallet/list-type', {
      token: user.token,
    });
    expect(types.data.map((row) => row.wallet)).toEqual(['spot', 'contract', 'fast_contract']);
    // 500 USDT + 0.00998 BTC at 50,000 = 999 USDT (the swap fee went to the house).
    const statistic = await call<{ total: string; isPriceComplete: boolean }>(
      t.app,
      'GET',
      'wallet/statistic',
      {
        token: user.token,
      },
    );
    expect(statistic.data).toEqual(expect.objectContaining({ total: '999', isPriceComplete: true }));
    const fiat = await call<{ exchange: string; total: string }[]>(t.app, 'GET', 'wallet/fiat', {
      token: user.token,
    });
    expect(fiat.data.find((row) => row.exchange === 'USDT')?.total).toBe('999');
    const records = await call<{ list: { id: string; type: number }[]; total: number }>(
      t.app,
      'GET',
      'wallet/fund-record/page',
      { token: user.token, query: { type: 4 } },
    );
    expect(records.data.total).toBe(2);
    const ids = records.data.list.map((row) => row.id);
    const details = await call<{ id: string }[]>(t.app, 'GET', 'wallet/fund-record/detail-list', {
      token: user.token,
      query: { ids: ids.join(',') },
    });
    expect(details.data.map((row) => row.id).sort()).toEqual([...ids].sort());
    const stranger = await walletUser(t);
    const hidden = await call<unknown[]>(t.app, 'GET', 'wallet/fund-record/detail-list', {
      token: stranger.token,
      query: { ids: ids.join(',') },
    });
    expect(hidden.data).toEqual([]);
    const badType = await call(t.app, 'GET', 'wallet/fund-record/page', {
      token: user.token,
      query: { type: 9 },
    });
    expect(badType.status).toBe(400);
    expect(badType.body).toMatchObject({ data: { field: 'type' } });
  });

  it('lists deposits by page and by ids, only the owner’s', async () => {
    const user = await walletUser(t);
    const first = (await submitDeposit(t, user.token, '70')).data as { id: number; no: string };
    const second = (await submitDeposit(t, user.token, '90')).data as { id: number };
    const page = await call<{ list: { id: number }[]; total: number }>(t.app, 'GET', 'recharge/page', {
      token: user.token,
      query: { pageSize: 1 },
    });
    expect(page.data).toMatchObject({ total: 2, list: [{ id: second.id }] });
    const byIds = await call<{ id: number }[]>(t.app, 'GET', 'recharge/detail-list', {
      token: user.token,
      query: { ids: `${first.id},${second.id}` },
    });
    expect(byIds.data).toHaveLength(2);
    expect(
      (await call(t.app, 'GET', 'recharge/get', { token: user.token, query: { no: first.no } })).code,
    ).toBe(0);
    const stranger = await walletUser(t);
    expect(
      (await call(t.app, 'GET', 'recharge/detail', { token: stranger.token, query: { id: first.id } }))
        .status,
    ).toBe(404);
    const claim = await call<{ status: number; txId: string }>(t.app, 'POST', 'recharge', {
      token: user.token,
      headers: { 'idempotency-key': idempotencyKey() },
      body: {
        channelId: await channelId(t, user.token, 'recharge', 4, 'USDT', 'TRC20'),
        amount: '15',
        txHash: 'ef'.repeat(32),
      },
    });
    expect(claim.data).toMatchObject({ status: 2, txId: 'ef'.repeat(32) });
  });
});
