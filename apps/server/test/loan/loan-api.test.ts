import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Loan, LoanEvent, LoanInfo } from '@exchange/contracts';
import { call } from '../support/api';
import { createTestApp, type TestApp } from '../support/test-app';
import { adminCall, staffLogin } from '../support/staff';
import {
  SEEDED_RATE,
  balancesOf,
  borrow,
  borrowBody,
  borrower,
  expectLoanInvariants,
  key,
  loanCall,
  loanCounts,
  setPrice,
} from './loan-fixtures';

/*
 * The app API of loans: info, loan (borrow), page, log, repay and add-collateral; every bad input refused with the
 * field named and nothing changed; idempotent repeats; the staff terms. The file ends with the ledger auditor.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await setPrice(t, 'BTC', '60000');
  await setPrice(t, 'ETH', '3000');
});
afterAll(async () => {
  await expectLoanInvariants(t.context.db);
  await t.close();
});

describe('info', () => {
  it('shows the seeded BTC and ETH terms, the live price and the caller’s balances', async () => {
    const user = await borrower(t, { BTC: '2', USDT: '5' });
    const info = await loanCall<LoanInfo>(t, user.token, 'GET', 'info', { key: null });
    expect(info.status).toBe(200);
    expect(info.data.usdtAvailable).toBe('5');
    const btc = info.data.offers.find((offer) => offer.collateralCoin === 'BTC');
    expect(btc).toMatchObject({
      isActive: true,
      hourlyRate: SEEDED_RATE,
      initialLtv: '0.65',
      marginCallLtv: '0.8',
      liquidationLtv: '0.9',
      termDays: [7, 30, 90],
      price: '60000',
      available: '2',
    });
    expect(info.data.offers.map((offer) => offer.collateralCoin)).toContain('ETH');
  });
});

describe('borrow, repay, add collateral', () => {
  it('lends USDT against BTC, repays in part (interest first) and whole (collateral back)', async () => {
    const user = await borrower(t);
    const answer = await borrow(t, user.token);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const loan = answer.data;
    // The first hour's interest is owed at once: 30000 × 0.0000095 = 0.285.
    expect(loan).toMatchObject({
      status: 0,
      principal: '30000',
      accruedInterest: '0.285',
      debt: '30000.285',
      collateralAmount: '1',
      price: '60000',
      ltv: '0.500005',
    });
    expect(await balancesOf(t.context.db, user.userId)).toEqual({
      'spot:USDT': '30000',
      'loan_collateral:BTC': '1',
    });
    const part = await loanCall(t, user.token, 'POST', `repay/${loan.id}`, { body: { amount: '100' } });
    expect(part.status, JSON.stringify(part.body)).toBe(200);
    expect(part.data).toMatchObject({ principal: '29900.285', accruedInterest: '0', status: 0 });
    await borrowerTopUp(user.userId);
    const whole = await loanCall(t, user.token, 'POST', `repay/${loan.id}`, {
      body: { amount: '29900.285' },
    });
    expect(whole.status, JSON.stringify(whole.body)).toBe(200);
    expect(whole.data).toMatchObject({
      status: 1,
      principal: '0',
      accruedInterest: '0',
      collateralAmount: '0',
    });
    const balances = await balancesOf(t.context.db, user.userId);
    expect(balances['loan_collateral:BTC']).toBeUndefined();
    expect(balances['spot:BTC']).toBe('1');
    const log = await loanCall<{ list: LoanEvent[]; total: number }>(t, user.token, 'GET', 'log', {
      key: null,
    });
    expect(log.data.list.map((event) => event.kind)).toEqual([3, 3, 2, 1]);
    const closed = await loanCall<{ list: Loan[]; total: number }>(t, user.token, 'GET', 'page', {
      key: null,
      query: { scope: 'closed' },
    });
    expect(closed.data.total).toBe(1);
  });

  it('adds collateral from the spot wallet', async () => {
    const user = await borrower(t, { BTC: '2' });
    const loan = (await borrow(t, user.token)).data;
    const more = await loanCall(t, user.token, 'POST', `add-collateral/${loan.id}`, {
      body: { amount: '0.5' },
    });
    expect(more.status, JSON.stringify(more.body)).toBe(200);
    expect(more.data.collateralAmount).toBe('1.5');
    expect(await balancesOf(t.context.db, user.userId)).toMatchObject({
      'spot:BTC': '0.5',
      'loan_collateral:BTC': '1.5',
    });
  });

  it('answers a repeat of the Idempotency-Key with the first loan', async () => {
    const user = await borrower(t, { BTC: '3' });
    const k = key();
    const first = await borrow(t, user.token, borrowBody(), k);
    const second = await borrow(t, user.token, borrowBody(), k);
    expect(second.data.id).toBe(first.data.id);
    expect((await balancesOf(t.context.db, user.userId))['loan_collateral:BTC']).toBe('1');
  });
});

const borrowerTopUp = async (userId: number) => {
  const { fund } = await import('../ledger/ledger-fixtures');
  await fund(t.context.db, userId, '1000');
};

const INVALID: [string, Record<string, unknown>, string, number][] = [
  ['a loan above initial LTV', { loanAmount: '39001' }, 'loanAmount', 400],
  ['a loan below the minimum', { loanAmount: '5' }, 'loanAmount', 400],
  ['a loan above the maximum', { collateralAmount: '100', loanAmount: '600000' }, 'loanAmount', 400],
  ['a term not offered', { termDays: 14 }, 'termDays', 400],
  ['a changed rate', { hourlyRate: '0.00001' }, 'hourlyRate', 409],
  ['a coin not offered', { collateralCoin: 'SOL' }, 'collateralCoin', 404],
  ['USDT as collateral', { collateralCoin: 'USDT' }, 'collateralCoin', 400],
  ['more collateral than held', { collateralAmount: '2', loanAmount: '100' }, 'collateralAmount', 422],
  ['a negative amount', { loanAmount: '-1' }, 'loanAmount', 400],
  ['too many decimals', { collateralAmount: '0.123456789' }, 'collateralAmount', 400],
  ['an unknown field', { price: '1' }, 'price', 400],
];

describe('bad input: a 4xx naming the field, nothing changed', () => {
  it.each(INVALID)('refuses %s', async (_label, change, field, status) => {
    const user = await borrower(t);
    const before = await loanCounts(t.context.db);
    const answer = await borrow(t, user.token, { ...borrowBody(), ...change });
    expect(answer.status, JSON.stringify(answer.body)).toBe(status);
    const data = answer.body.data as { field?: string; issues?: { field: string }[] };
    expect([data.field, ...(data.issues ?? []).map((issue) => issue.field)]).toContain(field);
    expect(await loanCounts(t.context.db)).toEqual(before);
    expect(await balancesOf(t.context.db, user.userId)).toEqual({ 'spot:BTC': '1' });
  });

  it('refuses a borrow without an Idempotency-Key, and on no live price', async () => {
    const user = await borrower(t);
    const bare = await call(t.app, 'POST', 'pay/loan/loan', { token: user.token, body: borrowBody() });
    expect(bare.status).toBe(400);
    const stale = await borrow(t, user.token, borrowBody({ collateralCoin: 'ETH', loanAmount: '100' }));
    // ETH has a price but the user holds none: the balance check names the collateral.
    expect(stale.status).toBe(422);
  });

  it('refuses a repay above the debt, of another user’s loan, of a closed loan, and bad amounts', async () => {
    const user = await borrower(t);
    const other = await borrower(t);
    const loan = (await borrow(t, user.token)).data;
    const tooMuch = await loanCall(t, user.token, 'POST', `repay/${loan.id}`, { body: { amount: '30001' } });
    expect(tooMuch.status).toBe(400);
    expect(tooMuch.body.data).toMatchObject({ field: 'amount' });
    const foreign = await loanCall(t, other.token, 'POST', `repay/${loan.id}`, { body: { amount: '1' } });
    expect(foreign.status).toBe(404);
    expect(foreign.body.data).toMatchObject({ field: 'id' });
    const zero = await loanCall(t, user.token, 'POST', `repay/${loan.id}`, { body: { amount: '0' } });
    expect(zero.status).toBe(400);
    const noCoin = await loanCall(t, user.token, 'POST', `add-collateral/${loan.id}`, {
      body: { amount: '1' },
    });
    expect(noCoin.status).toBe(422);
    expect(noCoin.body.data).toMatchObject({ field: 'amount' });
    const shortOfUsdt = await loanCall(t, user.token, 'POST', `repay/${loan.id}`, {
      body: { amount: '30000.285' },
    });
    expect(shortOfUsdt.status).toBe(422);
    expect((await loanCall(t, user.token, 'GET', 'page', { key: null })).data).toMatchObject({ total: 1 });
  });
});

describe('staff terms', () => {
  it('lists, pauses (audited) and refuses bad terms naming the field; a running loan keeps its rate', async () => {
    const staff = await staffLogin(t);
    const list = await adminCall<{ list: { collateralCoin: string }[] }>(
      t,
      'GET',
      'loan/configs',
      staff.token,
    );
    expect(list.status).toBe(200);
    const base = {
      collateralCoin: 'ETH',
      initialLtv: '0.6',
      marginCallLtv: '0.75',
      liquidationLtv: '0.85',
      hourlyRate: '0.00002',
      termDays: [7, 30],
      minLoan: '10',
      maxLoan: '1000',
      liquidationFeeRate: '0.02',
      isActive: false,
    };
    const bad = await adminCall(t, 'PUT', 'loan/configs', staff.token, {
      body: { ...base, marginCallLtv: '0.5' },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.data).toMatchObject({ field: 'initialLtv' });
    const paused = await adminCall(t, 'PUT', 'loan/configs', staff.token, { body: base });
    expect(paused.status, JSON.stringify(paused.body)).toBe(200);
    const user = await borrower(t, { ETH: '10' });
    const refused = await borrow(
      t,
      user.token,
      borrowBody({
        collateralCoin: 'ETH',
        collateralAmount: '10',
        loanAmount: '100',
        termDays: 7,
        hourlyRate: '0.00002',
      }),
    );
    expect(refused.status).toBe(409);
    expect(refused.body.data).toMatchObject({ field: 'collateralCoin' });
  });
});

describe('parts: funds overview, staff view, commitments', () => {
  it('counts the collateral net of the debt in the funds total and shows loans to staff', async () => {
    const user = await borrower(t);
    await setPrice(t, 'BTC', '60000');
    const before = await call<{ total: string }>(t.app, 'GET', 'wallet/fund', { token: user.token });
    expect(before.data.total).toBe('60000');
    const loan = (await borrow(t, user.token)).data;
    const after = await call<{ total: string }>(t.app, 'GET', 'wallet/fund', { token: user.token });
    // 30000 USDT in spot + (60000 collateral − 30000.285 owed).
    expect(after.data.total).toBe('59999.715');
    const staff = await staffLogin(t);
    const view = await adminCall<{ openLoanCount: number; loans: Loan[] }>(
      t,
      'GET',
      'user/get',
      staff.token,
      {
        query: { id: user.userId },
      },
    );
    expect(view.status, JSON.stringify(view.body)).toBe(200);
    expect(view.data.openLoanCount).toBe(1);
    expect(view.data.loans.map((row) => row.id)).toEqual([loan.id]);
  });
});
