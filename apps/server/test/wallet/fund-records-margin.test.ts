import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BigNumber } from 'bignumber.js';
import type { FundRecord } from '@exchange/contracts';
import { call } from '../support/api';
import type { TestApp } from '../support/test-app';
import {
  createTradingApp,
  expectContractInvariants,
  marketLong,
  setPrice,
  trade,
  trader,
} from '../contract/contract-fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await createTradingApp();
  await setPrice(t, 'BTCUSDT', '60000');
});
afterAll(async () => {
  await expectContractInvariants(t.context.db);
  await t.close();
});

const recordPage = (token: string, query: Record<string, string | number> = {}) =>
  call<{ list: FundRecord[]; total: number }>(t.app, 'GET', 'wallet/fund-record/page', {
    token,
    query: { pageSize: 50, ...query },
  });

describe('fund records of a contract trader', () => {
  it('given an open 10× long of 0.1 BTC at 60,000, the records page and detail list answer with the 600 USDT margin', async () => {
    const user = await trader(t);
    const placed = await trade(t, user.token, 'POST', 'create', { body: marketLong() });
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);

    const page = await recordPage(user.token);
    expect(page.status, JSON.stringify(page.body)).toBe(200);
    const margin = page.data.list.filter((record) => record.wallet === 'contract_margin');
    expect(margin.length).toBeGreaterThan(0);
    expect(margin.reduce((sum, record) => sum.plus(record.amount), new BigNumber(0)).toFixed()).toBe('600');
    // The other side of the margin move left the contract wallet.
    expect(
      page.data.list.some((record) => record.wallet === 'contract' && record.amount.startsWith('-')),
    ).toBe(true);

    const onlyMargin = await recordPage(user.token, { wallet: 'contract_margin' });
    expect(onlyMargin.status, JSON.stringify(onlyMargin.body)).toBe(200);
    expect(onlyMargin.data.list.map((record) => record.id).sort()).toEqual(
      margin.map((record) => record.id).sort(),
    );

    const details = await call<FundRecord[]>(t.app, 'GET', 'wallet/fund-record/detail-list', {
      token: user.token,
      query: { ids: margin.map((record) => record.id).join(',') },
    });
    expect(details.status, JSON.stringify(details.body)).toBe(200);
    expect(details.data).toEqual(expect.arrayContaining(margin));
    expect(details.data).toHaveLength(margin.length);
  });

  it('still refuses a transfer into the margin wallet', async () => {
    const user = await trader(t, '100');
    const moved = await call(t.app, 'POST', 'wallet/any-transfer', {
      token: user.token,
      headers: { 'idempotency-key': `margin-${user.userId}-transfer` },
      body: { fromWallet: 'contract', toWallet: 'contract_margin', coin: 'USDT', amount: '10' },
    });
    expect(moved.status).toBe(400);
    expect(moved.body).toMatchObject({ data: { field: 'toWallet' } });
  });
});
