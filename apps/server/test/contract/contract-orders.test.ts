import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ContractOrder, ContractPosition, ContractSpec, OrderInfo } from '@exchange/contracts';
import type { TestApp } from '../support/test-app';
import { call } from '../support/api';
import {
  balancesOf,
  createTradingApp,
  expectContractInvariants,
  houseBalance,
  key,
  marketLong,
  setPrice,
  stepEngine,
  trade,
  trader,
  positionsOf,
} from './contract-fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await createTradingApp();
  await setPrice(t, 'BTCUSDT', '60000');
});
afterAll(async () => {
  await expectContractInvariants(t.context.db);
  await t.close();
});

const orderOf = async (token: string, id: number | undefined) =>
  (await call<ContractOrder>(t.app, 'GET', 'pay/order-contract/detail', { token, query: { id } })).data;

describe('market orders', () => {
  it('given 10,000 USDT, when a 10× isolated long of 0.1 BTC fills at 60,000, then margin 600 and fee 3 leave the wallet', async () => {
    const user = await trader(t);
    const feesBefore = await houseBalance(t.context.db, 'fees');
    const placed = await trade<ContractOrder>(t, user.token, 'POST', 'create', { body: marketLong() });
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    expect(placed.data).toMatchObject({
      symbol: 'BTCUSDT',
      direction: 1,
      action: 1,
      orderType: 1,
      marginMode: 2,
      lever: 10,
      quantity: '0.1',
      dealPrice: '60000',
      earnestMoney: '600',
      fee: '3',
      status: 1,
      trigger: 1,
    });
    expect(placed.data.no).toMatch(/^C\d{24}$/);
    expect(await balancesOf(t.context.db, user.userId)).toEqual({
      available: '9397',
      frozen: '0',
      margin: '600',
    });
    expect(await houseBalance(t.context.db, 'fees')).toBe(String(Number(feesBefore) + 3));
    const [position] = await positionsOf(t, user.token);
    expect(position).toMatchObject({
      symbol: 'BTCUSDT',
      subscribeSymbol: 'BTCUSDT',
      direction: 1,
      marginMode: 2,
      lever: 10,
      quantity: '0.1',
      openPrice: '60000',
      endPrice: '60000',
      markStatus: 1,
      earnestMoney: '600',
      plAmount: '0',
      plRatio: '0',
      openFee: '3',
    });
    // Isolated long, margin 600 on 6,000 notional, bracket 1 (0.4 %): (600 − 6,000) / (0.1 × 0.004 − 0.1).
    expect(Number(position?.liquidationPrice)).toBeCloseTo(54216.8675, 3);
    await expectContractInvariants(t.context.db);
  });

  it('when the mark rises to 61,000, then PnL is +100 and ROE +16.67 %; the account summary agrees', async () => {
    const user = await trader(t);
    await trade(t, user.token, 'POST', 'create', { body: marketLong() });
    await setPrice(t, 'BTCUSDT', '61000');
    const [position] = await positionsOf(t, user.token);
    expect(position).toMatchObject({ endPrice: '61000', plAmount: '100', plRatio: '16.6667' });
    const info = await call<OrderInfo>(t.app, 'GET', 'pay/order-contract/account-info', {
      token: user.token,
    });
    expect(info.data).toMatchObject({
      available: 9397,
      balance: 9997,
      profit: 100,
      netWorthBigDecimal: 10097,
      occupyMargin: 600,
    });
    await setPrice(t, 'BTCUSDT', '60000');
  });

  it('adds to a position at the average entry and closes half, then the rest, realising PnL', async () => {
    const user = await trader(t);
    await trade(t, user.token, 'POST', 'create', { body: marketLong() });
    await setPrice(t, 'BTCUSDT', '62000');
    await trade(t, user.token, 'POST', 'create', { body: marketLong() });
    let [position] = await positionsOf(t, user.token);
    expect(position).toMatchObject({
      quantity: '0.2',
      openPrice: '61000',
      earnestMoney: '1220',
      openFee: '6.1',
    });
    const half = await trade<ContractOrder>(t, user.token, 'POST', 'complete', {
      body: { id: position?.id, quantity: '0.1' },
    });
    expect(half.status, JSON.stringify(half.body)).toBe(200);
    // 0.1 × (62,000 − 61,000) = 100 profit; fee 0.1 × 62,000 × 0.05 % = 3.1; half the margin back.
    expect(half.data).toMatchObject({
      action: 2,
      openPrice: '61000',
      dealPrice: '62000',
      plAmount: '100',
      fee: '3.1',
      earnestMoney: '610',
    });
    [position] = await positionsOf(t, user.token);
    expect(position).toMatchObject({ quantity: '0.1', earnestMoney: '610', realisedPnl: '100' });
    await setPrice(t, 'BTCUSDT', '60000');
    const rest = await trade<ContractOrder>(t, user.token, 'POST', 'complete', {
      body: { id: position?.id },
    });
    expect(rest.data).toMatchObject({ quantity: '0.1', plAmount: '-100', fee: '3' });
    expect(await positionsOf(t, user.token)).toEqual([]);
    // 10,000 − 6.1 − 3.1 − 3 (fees) + 100 − 100 (PnL).
    expect(await balancesOf(t.context.db, user.userId)).toEqual({
      available: '9987.8',
      frozen: '0',
      margin: '0',
    });
    await expectContractInvariants(t.context.db);
  });

  it('sizes create-specify by margin: 100 USDT at 20× buys 0.033 BTC at 60,000', async () => {
    const user = await trader(t);
    const { quantity: _quantity, ...body } = marketLong({ lever: 20 });
    const placed = await trade<ContractOrder>(t, user.token, 'POST', 'create-specify', {
      body: { ...body, earnestMoney: '100' },
    });
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    expect(placed.data).toMatchObject({ quantity: '0.033', earnestMoney: '99', lever: 20 });
  });
});

describe('limit orders', () => {
  it('holds margin + taker fee, releases it on revoke, and fills at its price when the market crosses it', async () => {
    const user = await trader(t);
    const resting = await trade<ContractOrder>(t, user.token, 'POST', 'create', {
      body: marketLong({ orderType: 2, price: '59000' }),
    });
    expect(resting.data).toMatchObject({ status: 0, price: '59000', dealPrice: null });
    // 0.1 × 59,000 / 10 = 590 margin + 2.95 taker fee held.
    expect(await balancesOf(t.context.db, user.userId)).toEqual({
      available: '9407.05',
      frozen: '592.95',
      margin: '0',
    });
    const revoked = await trade<ContractOrder>(t, user.token, 'GET', 'revoke', {
      query: { id: resting.data.id },
    });
    expect(revoked.data.status).toBe(2);
    expect(await balancesOf(t.context.db, user.userId)).toEqual({
      available: '10000',
      frozen: '0',
      margin: '0',
    });
    const again = await trade(t, user.token, 'GET', 'revoke', { query: { id: resting.data.id } });
    expect(again).toMatchObject({ status: 409, body: { data: { field: 'id' } } });

    const second = await trade<ContractOrder>(t, user.token, 'POST', 'create', {
      body: marketLong({ orderType: 2, price: '59000', stopLossPrice: '55000' }),
    });
    await setPrice(t, 'BTCUSDT', '59500');
    await stepEngine(t);
    expect((await positionsOf(t, user.token)).length).toBe(0);
    await setPrice(t, 'BTCUSDT', '58900');
    await stepEngine(t);
    const detail = await orderOf(user.token, second.data.id);
    // Filled at its limit price with the maker fee: 0.1 × 59,000 × 0.02 % = 1.18.
    expect(detail).toMatchObject({ status: 1, dealPrice: '59000', fee: '1.18', earnestMoney: '590' });
    const [position] = await positionsOf(t, user.token);
    expect(position).toMatchObject({ openPrice: '59000', stopLossPrice: '55000', quantity: '0.1' });
    expect(await balancesOf(t.context.db, user.userId)).toEqual({
      available: '9408.82',
      frozen: '0',
      margin: '590',
    });
    await setPrice(t, 'BTCUSDT', '60000');
    await expectContractInvariants(t.context.db);
  });

  it('fills a marketable limit at once at the last price (taker)', async () => {
    const user = await trader(t);
    const placed = await trade<ContractOrder>(t, user.token, 'POST', 'create', {
      body: marketLong({ orderType: 2, price: '61000' }),
    });
    expect(placed.data).toMatchObject({ status: 1, price: '61000', dealPrice: '60000', fee: '3' });
  });

  it('limit-complete rests a close and fills it at its price; closing the position first cancels it', async () => {
    const user = await trader(t);
    await trade(t, user.token, 'POST', 'create', { body: marketLong({ quantity: '0.2' }) });
    const [position] = await positionsOf(t, user.token);
    const close = await trade<ContractOrder>(t, user.token, 'POST', 'limit-complete', {
      body: { id: position?.id, price: '61000', quantity: '0.1' },
    });
    expect(close.data).toMatchObject({ status: 0, action: 2, price: '61000' });
    await setPrice(t, 'BTCUSDT', '61500');
    await stepEngine(t);
    const filled = await orderOf(user.token, close.data.id);
    // Maker fee 0.1 × 61,000 × 0.02 % = 1.22; profit 0.1 × 1,000.
    expect(filled).toMatchObject({ status: 1, dealPrice: '61000', plAmount: '100', fee: '1.22' });
    const pending = await trade<ContractOrder>(t, user.token, 'POST', 'limit-complete', {
      body: { id: position?.id, price: '65000' },
    });
    await trade(t, user.token, 'POST', 'complete', { body: { id: position?.id } });
    const cancelled = await orderOf(user.token, pending.data.id);
    expect(cancelled.status).toBe(2);
    await setPrice(t, 'BTCUSDT', '60000');
    await expectContractInvariants(t.context.db);
  });
});

describe('TP/SL and reverse', () => {
  it('sets and clears take-profit and stop-loss; a take-profit reached by the mark closes the position', async () => {
    const user = await trader(t);
    await trade(t, user.token, 'POST', 'create', { body: marketLong() });
    const [position] = await positionsOf(t, user.token);
    const set = await call<ContractPosition>(t.app, 'POST', 'pay/order-contract/update-profit-loss', {
      token: user.token,
      body: { id: position?.id, stopProfitPrice: '63000', stopLossPrice: '57000' },
    });
    expect(set.data).toMatchObject({ stopProfitPrice: '63000', stopLossPrice: '57000' });
    const cleared = await call<ContractPosition>(t.app, 'POST', 'pay/order-contract/update-profit-loss', {
      token: user.token,
      body: { id: position?.id, stopLossPrice: null },
    });
    expect(cleared.data).toMatchObject({ stopProfitPrice: '63000', stopLossPrice: null });
    await setPrice(t, 'BTCUSDT', '63050', '63000');
    await stepEngine(t);
    expect(await positionsOf(t, user.token)).toEqual([]);
    const history = await call<{ list: ContractOrder[] }>(t.app, 'GET', 'pay/order-contract/page', {
      token: user.token,
    });
    // Closed at the last price 63,050 (triggered by the mark at 63,000).
    expect(history.data.list[0]).toMatchObject({
      trigger: 2,
      action: 2,
      dealPrice: '63050',
      plAmount: '305',
    });
    await setPrice(t, 'BTCUSDT', '60000');
  });

  it('reverse closes the long and opens a short of the same size in one step', async () => {
    const user = await trader(t);
    await trade(t, user.token, 'POST', 'create', { body: marketLong() });
    const [position] = await positionsOf(t, user.token);
    const reversed = await trade<{ closed: ContractOrder; opened: ContractOrder }>(
      t,
      user.token,
      'GET',
      'reverse',
      {
        query: { id: position?.id },
      },
    );
    expect(reversed.status, JSON.stringify(reversed.body)).toBe(200);
    expect(reversed.data.closed).toMatchObject({ action: 2, trigger: 5, quantity: '0.1' });
    expect(reversed.data.opened).toMatchObject({
      action: 1,
      direction: 2,
      trigger: 5,
      quantity: '0.1',
      lever: 10,
    });
    const [short] = await positionsOf(t, user.token);
    expect(short).toMatchObject({ direction: 2, quantity: '0.1', marginMode: 2 });
    await expectContractInvariants(t.context.db);
  });
});

describe('bad input gets a clear 4xx naming the field, and changes nothing', () => {
  let user: Awaited<ReturnType<typeof trader>>;
  beforeAll(async () => {
    user = await trader(t, '1000');
    await trade(t, user.token, 'POST', 'create', { body: marketLong({ quantity: '0.01' }) });
  });

  it.each([
    ['an unknown symbol', { symbol: 'NOPEUSDT' }, 404, 'symbol'],
    ['a quantity off the step (0.001 BTC)', { quantity: '0.0001' }, 400, 'quantity'],
    ['a price on a market order', { price: '60000' }, 400, 'price'],
    ['no price on a limit order', { orderType: 2 }, 400, 'price'],
    ['a price off the tick (0.1)', { orderType: 2, price: '59000.05' }, 400, 'price'],
    ['leverage 0', { lever: 0 }, 400, 'lever'],
    ['leverage 126', { lever: 126 }, 400, 'lever'],
    ['a fractional leverage', { lever: 2.5 }, 400, 'lever'],
    ['a direction of 3', { direction: 3 }, 400, 'direction'],
    ['more than the wallet holds', { quantity: '1', lever: 10 }, 422, 'quantity'],
    ['the other margin mode', { marginMode: 1 }, 422, 'marginMode'],
    ['another leverage than the position', { lever: 20 }, 422, 'lever'],
    ['the opposite side (one-way mode)', { direction: 2 }, 422, 'direction'],
    ['a take-profit below the mark on a long', { stopProfitPrice: '59000' }, 422, 'stopProfitPrice'],
    ['a stop-loss above the mark on a long', { stopLossPrice: '61000' }, 422, 'stopLossPrice'],
    ['an unknown field', { leverage: 10 }, 400, 'leverage'],
  ])('%s', async (_, overrides, status, field) => {
    const before = await balancesOf(t.context.db, user.userId);
    const positions = await positionsOf(t, user.token);
    const result = await trade(t, user.token, 'POST', 'create', {
      body: marketLong({ quantity: '0.01', ...overrides }),
    });
    expect(result.status, JSON.stringify(result.body)).toBe(status);
    expect((result.body.data as { field?: string } | undefined)?.field).toBe(field);
    expect(result.msg).toBeTruthy();
    expect(await balancesOf(t.context.db, user.userId)).toEqual(before);
    expect(await positionsOf(t, user.token)).toEqual(positions);
  });

  it('refuses a notional under the 5 USDT minimum and one over the leverage’s bracket', async () => {
    await setPrice(t, 'BTCUSDT', '4000');
    const tiny = await trade(t, user.token, 'POST', 'create', { body: marketLong({ quantity: '0.001' }) });
    expect(tiny).toMatchObject({ status: 422, body: { data: { field: 'quantity' } } });
    await setPrice(t, 'BTCUSDT', '60000');
    const other = await trader(t, '100000');
    // 1 BTC at 60,000 is bracket 2 (50k–250k): at most 100×.
    const tooHigh = await trade(t, other.token, 'POST', 'create', {
      body: marketLong({ quantity: '1', lever: 125 }),
    });
    expect(tooHigh).toMatchObject({ status: 422, body: { data: { field: 'lever' } } });
    expect(tooHigh.msg).toContain('100');
  });

  it('refuses a stale price, a missing Idempotency-Key, a reused key with another body, and others’ positions', async () => {
    const [position] = await positionsOf(t, user.token);
    const noKey = await call(t.app, 'POST', 'pay/order-contract/create', {
      token: user.token,
      body: marketLong(),
    });
    expect(noKey).toMatchObject({ status: 400, body: { data: { field: 'Idempotency-Key' } } });
    const reused = key('reuse');
    const first = await trade(t, user.token, 'POST', 'complete', {
      key: reused,
      body: { id: position?.id, quantity: '0.001' },
    });
    const repeat = await trade(t, user.token, 'POST', 'complete', {
      key: reused,
      body: { id: position?.id, quantity: '0.001' },
    });
    expect(repeat.data).toEqual(first.data);
    const mismatch = await trade(t, user.token, 'POST', 'complete', {
      key: reused,
      body: { id: position?.id, quantity: '0.002' },
    });
    expect(mismatch).toMatchObject({ status: 422, body: { data: { field: 'Idempotency-Key' } } });
    const stranger = await trader(t, '100');
    const foreign = await trade(t, stranger.token, 'POST', 'complete', { body: { id: position?.id } });
    expect(foreign).toMatchObject({ status: 404, body: { data: { field: 'id' } } });
    t.clock.advance(11_000);
    const stale = await trade(t, user.token, 'POST', 'complete', { body: { id: position?.id } });
    expect(stale).toMatchObject({ status: 404, body: { data: { field: 'symbol' } } });
    await setPrice(t, 'BTCUSDT', '60000');
    await trade(t, user.token, 'POST', 'complete', { body: { id: position?.id } });
    const closedAgain = await trade(t, user.token, 'POST', 'complete', { body: { id: position?.id } });
    expect(closedAgain).toMatchObject({ status: 409, body: { data: { field: 'id' } } });
  });
});

describe('reads', () => {
  it('position-level-map gives Binance’s BTC brackets with derived cum, fees and this operator’s cap', async () => {
    const map = await call<ContractSpec[]>(t.app, 'GET', 'pay/order-contract/position-level-map', {
      query: { symbol: 'BTCUSDT' },
    });
    expect(map.data).toHaveLength(1);
    expect(map.data[0]).toMatchObject({
      symbol: 'BTCUSDT',
      maxLeverage: 125,
      takerFeeRate: '0.0005',
      makerFeeRate: '0.0002',
      minNotional: '5',
      priceAccuracy: 1,
      transactionAccuracy: 3,
    });
    expect(map.data[0]?.brackets.slice(0, 3)).toEqual([
      {
        bracket: 1,
        initialLeverage: 125,
        notionalFloor: '0',
        notionalCap: '50000',
        maintMarginRatio: '0.004',
        cum: '0',
      },
      {
        bracket: 2,
        initialLeverage: 100,
        notionalFloor: '50000',
        notionalCap: '250000',
        maintMarginRatio: '0.005',
        cum: '50',
      },
      {
        bracket: 3,
        initialLeverage: 50,
        notionalFloor: '250000',
        notionalCap: '1000000',
        maintMarginRatio: '0.01',
        cum: '1300',
      },
    ]);
  });

  it('the wallet overview shows the contract wallet with its positions', async () => {
    const user = await trader(t);
    await trade(t, user.token, 'POST', 'create', { body: marketLong() });
    await setPrice(t, 'BTCUSDT', '60500');
    const funds = await call<{ contract: Record<string, unknown> }>(t.app, 'GET', 'wallet/contract', {
      token: user.token,
    });
    expect(funds.data).toMatchObject({
      total: '9997',
      ec: '10047',
      totalPositionValue: '6050',
      totalProfitAndLoss: '50',
      totalAvailable: '9397',
      totalFrozenAmount: '600',
      plList: [
        { subscribeSymbol: 'BTCUSDT', endPrice: '60500', lever: 10, earnestMoney: '600', plAmount: '50' },
      ],
    });
    await setPrice(t, 'BTCUSDT', '60000');
  });
});
