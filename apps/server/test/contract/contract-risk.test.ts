import { BigNumber } from 'bignumber.js';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ContractOrder, ServerMessage } from '@exchange/contracts';
import { fundingPeriodStart, nextFundingTime } from '@exchange/domain';
import { queryRows } from '../../src/platform/db/index';
import {
  USER_EVENTS_CHANNEL,
  USER_PRESENCE_CHANNEL,
  type UserEvent,
} from '../../src/platform/ws-hub/channels';
import { riskEngineOf } from '../../src/modules/contract/index';
import { settleFunding } from '../../src/modules/contract/funding';
import { call } from '../support/api';
import type { TestApp } from '../support/test-app';
import {
  balancesOf,
  createTradingApp,
  expectContractInvariants,
  houseBalance,
  marketLong,
  setPrices,
  stepEngine,
  trade,
  trader,
  positionsOf,
} from './contract-fixtures';

let t: TestApp;
const pushes: UserEvent[] = [];
beforeAll(async () => {
  t = await createTradingApp();
  await t.context.bus.subscribe(USER_EVENTS_CHANNEL, (message) => pushes.push(message as UserEvent));
  await setMarket('60000', '3000');
});
afterAll(async () => {
  await expectContractInvariants(t.context.db);
  await t.close();
});

const setMarket = (btc: string, eth = '3000', btcMark = btc) =>
  setPrices(t, [
    { symbol: 'BTCUSDT', price: btc, mark: btcMark },
    { symbol: 'ETHUSDT', price: eth },
    { symbol: 'SOLUSDT', price: '140' },
  ]);

const historyOf = async (token: string) =>
  (await call<{ list: ContractOrder[] }>(t.app, 'GET', 'pay/order-contract/page', { token })).data.list;

const pushesFor = (userId: number, type: ServerMessage['type']) =>
  pushes.flatMap((event) =>
    event.userId === userId && event.type === 'PUSH' && event.message.type === type ? [event.message] : [],
  );

const settleWait = () => new Promise((resolve) => setTimeout(resolve, 20));

describe('isolated liquidation', () => {
  it('given a 10× long of 0.1 BTC at 60,000 (LP ≈ 54,216.87), when the mark stays above, then nothing happens', async () => {
    const user = await trader(t, '1000');
    await trade(t, user.token, 'POST', 'create', { body: marketLong() });
    await setMarket('54300');
    await stepEngine(t);
    const [position] = await positionsOf(t, user.token);
    expect(position?.status).toBe(1);
    await setMarket('60000');
    await trade(t, user.token, 'POST', 'complete', { body: { id: position?.id } });
  });

  it('when the mark crosses it, closes at the bankruptcy price: the holder loses the 600 margin and no more', async () => {
    const user = await trader(t, '1000');
    await trade(t, user.token, 'POST', 'create', { body: marketLong() });
    const insuranceBefore = new BigNumber(await houseBalance(t.context.db, 'insurance_fund'));
    const bookBefore = new BigNumber(await houseBalance(t.context.db, 'contract_book'));
    await setMarket('54200');
    await stepEngine(t);
    expect(await positionsOf(t, user.token)).toEqual([]);
    const [order] = await historyOf(user.token);
    // Bankruptcy price: 60,000 − 600 / 0.1.
    expect(order).toMatchObject({ trigger: 4, action: 2, dealPrice: '54000', plAmount: '-600', fee: '0' });
    expect(await balancesOf(t.context.db, user.userId)).toEqual({
      available: '397',
      frozen: '0',
      margin: '0',
    });
    // The book takes the loss at mark (0.1 × 5,800 = 580) from the fund, which keeps the other 20.
    expect(new BigNumber(await houseBalance(t.context.db, 'contract_book')).minus(bookBefore).toFixed()).toBe(
      '580',
    );
    expect(
      new BigNumber(await houseBalance(t.context.db, 'insurance_fund')).minus(insuranceBefore).toFixed(),
    ).toBe('20');
    await settleWait();
    const [liquidation] = pushesFor(user.userId, 'CONTRACT_LIQUIDATION');
    expect(liquidation?.data).toMatchObject({
      marginMode: 2,
      markPrice: '54200',
      forfeited: '600',
      positions: [
        { symbol: 'BTCUSDT', direction: 1, quantity: '0.1', dealPrice: '54000', markPrice: '54200' },
      ],
    });
    await setMarket('60000');
    await expectContractInvariants(t.context.db);
  });

  it('when a gap takes the mark past bankruptcy, the insurance fund pays the difference, not the holder', async () => {
    const user = await trader(t, '1000');
    await trade(t, user.token, 'POST', 'create', { body: marketLong() });
    const insuranceBefore = new BigNumber(await houseBalance(t.context.db, 'insurance_fund'));
    await setMarket('53000');
    await stepEngine(t);
    expect(await balancesOf(t.context.db, user.userId)).toEqual({
      available: '397',
      frozen: '0',
      margin: '0',
    });
    // Forfeited 600, loss at mark 700: the fund is 100 down.
    expect(
      new BigNumber(await houseBalance(t.context.db, 'insurance_fund')).minus(insuranceBefore).toFixed(),
    ).toBe('-100');
    await setMarket('60000');
    await expectContractInvariants(t.context.db);
  });

  it('never acts on a stale or reported-stale mark', async () => {
    const user = await trader(t, '1000');
    await trade(t, user.token, 'POST', 'create', { body: marketLong() });
    await setPrices(t, [{ symbol: 'BTCUSDT', price: '50000', isStale: true }]);
    await stepEngine(t);
    expect(await positionsOf(t, user.token)).toHaveLength(1);
    await setMarket('50000');
    t.clock.advance(10_001);
    await stepEngine(t);
    expect(await positionsOf(t, user.token)).toHaveLength(1);
    await setMarket('60000');
    const [position] = await positionsOf(t, user.token);
    await trade(t, user.token, 'POST', 'complete', { body: { id: position?.id } });
  });
});

describe('cross liquidation', () => {
  it('liquidates every cross position together when wallet + PnL meets maintenance; isolated ones stay', async () => {
    const user = await trader(t, '1000');
    // The isolated position first: the engine must ask for the cross liquidation through a cross position.
    const isolated = await trade(t, user.token, 'POST', 'create', {
      body: marketLong({ symbol: 'SOLUSDT', marginMode: 2, quantity: '1', lever: 5 }),
    });
    expect(isolated.status, JSON.stringify(isolated.body)).toBe(200);
    await trade(t, user.token, 'POST', 'create', { body: marketLong({ marginMode: 1 }) });
    await trade(t, user.token, 'POST', 'create', {
      body: marketLong({ symbol: 'ETHUSDT', marginMode: 1, quantity: '0.1', lever: 10 }),
    });
    // Margins 600 + 30 (cross) and 28 (isolated); fees 3 + 0.15 + 0.07: 338.78 left available.
    expect(await balancesOf(t.context.db, user.userId)).toEqual({
      available: '338.78',
      frozen: '0',
      margin: '658',
    });
    await setMarket('52000', '3000');
    await stepEngine(t);
    expect(await positionsOf(t, user.token)).toHaveLength(3);
    // Cross wallet 338.78 + 630 = 968.78; at 50,100 it plus the PnL (−990) is below the maintenance margin.
    await setMarket('50100', '3000');
    await stepEngine(t);
    const [left] = await positionsOf(t, user.token);
    expect(left).toMatchObject({ symbol: 'SOLUSDT', marginMode: 2, earnestMoney: '28' });
    expect(await balancesOf(t.context.db, user.userId)).toEqual({
      available: '0',
      frozen: '0',
      margin: '28',
    });
    const liquidated = (await historyOf(user.token)).filter((order) => order.trigger === 4);
    expect(liquidated.map((order) => order.symbol).sort()).toEqual(['BTCUSDT', 'ETHUSDT']);
    await settleWait();
    expect(pushesFor(user.userId, 'CONTRACT_LIQUIDATION')[0]?.data).toMatchObject({
      marginMode: 1,
      forfeited: '968.78',
    });
    await setMarket('60000', '3000');
    await expectContractInvariants(t.context.db);
  });

  it('shows a cross loss beyond its margin as less available (spec §4)', async () => {
    const user = await trader(t, '2000');
    await trade(t, user.token, 'POST', 'create', { body: marketLong({ marginMode: 1 }) });
    await setMarket('53000');
    // Loss 700 against a margin of 600: available drops by the 100 beyond it.
    const info = await call<{ available: number }>(t.app, 'GET', 'pay/order-contract/account-info', {
      token: user.token,
    });
    expect(info.data.available).toBe(1297);
    const tooMuch = await trade(t, user.token, 'POST', 'create', {
      body: marketLong({ marginMode: 1, quantity: '0.25' }),
    });
    expect(tooMuch).toMatchObject({ status: 422, body: { data: { field: 'quantity' } } });
    await setMarket('60000');
    const [position] = await positionsOf(t, user.token);
    await trade(t, user.token, 'POST', 'complete', { body: { id: position?.id } });
  });
});

describe('moving money out of the contract wallet', () => {
  const transferOut = (token: string, amount: string) =>
    call(t.app, 'POST', 'wallet/any-transfer', {
      token,
      headers: { 'idempotency-key': `out-${Math.random().toString(36).slice(2, 12)}` },
      body: { fromWallet: 'contract', toWallet: 'spot', coin: 'USDT', amount },
    });

  it('may not take what a losing cross position needs, only what is above its maintenance and excess loss', async () => {
    const user = await trader(t, '2000');
    await trade(t, user.token, 'POST', 'create', { body: marketLong({ marginMode: 1 }) });
    await setMarket('53000');
    // Available 1,397; the loss 700 is 100 beyond the margin: at most 1,297, and less so the account stays above
    // maintenance: 1,997 cross wallet − 700 − 21.2 MM = 1,275.8.
    const tooMuch = await transferOut(user.token, '1276');
    expect(tooMuch).toMatchObject({ status: 422, body: { data: { field: 'amount' } } });
    expect(await balancesOf(t.context.db, user.userId)).toMatchObject({ available: '1397' });
    expect((await transferOut(user.token, '1275')).status).toBe(200);
    await setMarket('60000');
    const [position] = await positionsOf(t, user.token);
    await trade(t, user.token, 'POST', 'complete', { body: { id: position?.id } });
    await expectContractInvariants(t.context.db);
  });

  it('with only isolated positions, everything available may leave', async () => {
    const user = await trader(t, '1000');
    await trade(t, user.token, 'POST', 'create', { body: marketLong() });
    expect((await transferOut(user.token, '397')).status).toBe(200);
    const [position] = await positionsOf(t, user.token);
    await trade(t, user.token, 'POST', 'complete', { body: { id: position?.id } });
  });
});

describe('stops', () => {
  it('a short’s stop-loss fires when the mark rises to it, and pushes the trigger', async () => {
    const user = await trader(t, '1000');
    await trade(t, user.token, 'POST', 'create', {
      body: marketLong({ direction: 2, stopLossPrice: '61000', stopProfitPrice: '55000' }),
    });
    await setMarket('60990', '3000', '60990');
    await stepEngine(t);
    expect(await positionsOf(t, user.token)).toHaveLength(1);
    await setMarket('61020', '3000', '61000');
    await stepEngine(t);
    expect(await positionsOf(t, user.token)).toEqual([]);
    const [order] = await historyOf(user.token);
    expect(order).toMatchObject({ trigger: 3, dealPrice: '61020', plAmount: '-102' });
    await settleWait();
    expect(pushesFor(user.userId, 'CONTRACT_STOP')[0]?.data).toMatchObject({
      trigger: 3,
      symbol: 'BTCUSDT',
      triggerPrice: '61000',
      dealPrice: '61020',
      plAmount: '-102',
    });
    await setMarket('60000');
  });
});

describe('funding (00, 08, 16 UTC)', () => {
  it('at the next settlement, longs pay shorts through the book, once, into and out of the right pots', async () => {
    // Ten minutes before a settlement (access tokens live 30 minutes on this manual clock).
    const period = nextFundingTime(t.clock.nowMs() + 600_000);
    t.clock.advance(period - 600_000 - t.clock.nowMs());
    await setMarket('60000');
    const long = await trader(t, '1000');
    const short = await trader(t, '1000');
    const crossLong = await trader(t, '1000');
    await trade(t, long.token, 'POST', 'create', { body: marketLong() });
    await trade(t, short.token, 'POST', 'create', { body: marketLong({ direction: 2 }) });
    await trade(t, crossLong.token, 'POST', 'create', { body: marketLong({ marginMode: 1 }) });
    t.clock.advance(601_000);
    expect(fundingPeriodStart(t.clock.nowMs())).toBe(period);
    await setPrices(t, [
      { symbol: 'BTCUSDT', price: '60000', fundingRate: '0.0001' },
      { symbol: 'ETHUSDT', price: '3000' },
      { symbol: 'SOLUSDT', price: '140' },
    ]);
    await t.context.scheduler.runDue(); // the scheduler's funding job sees the new period and settles it
    // 0.1 × 60,000 × 0.01 % = 0.6.
    const [longPosition] = await positionsOf(t, long.token);
    const [shortPosition] = await positionsOf(t, short.token);
    const [crossPosition] = await positionsOf(t, crossLong.token);
    expect(longPosition).toMatchObject({ fundingFee: '0.6', earnestMoney: '599.4' });
    expect(shortPosition).toMatchObject({ fundingFee: '-0.6', earnestMoney: '600.6' });
    expect(crossPosition).toMatchObject({ fundingFee: '0.6', earnestMoney: '600' });
    expect(await balancesOf(t.context.db, crossLong.userId)).toMatchObject({ available: '396.4' });
    const [round] = await queryRows(
      t.context.db,
      sql`select rate::text, mark_price::text, settled_at is not null as settled from contract_funding_rounds
           where period_ms = ${period} and instrument_id = (select id from instruments where type = 2 and symbol = 'BTCUSDT')`,
    );
    expect(round).toMatchObject({ rate: '0.00010000', settled: true });
    await settleFunding(t.context, period); // the job again (a retry, another leader): nothing moves twice
    const [again] = await positionsOf(t, long.token);
    expect(again?.fundingFee).toBe('0.6');
    const refs = [longPosition, shortPosition, crossPosition].map(
      (position) => `contract-position:${position?.id}`,
    );
    const funding = await queryRows(
      t.context.db,
      sql`select count(*)::int as transfers from ledger_transfers
           where business_type = 1100 and id like ${`%:${period}:%`} and ref in (${sql.join(
             refs.map((ref) => sql`${ref}`),
             sql`, `,
           )})`,
    );
    // One payment each, however often the settlement runs.
    expect(funding[0]).toMatchObject({ transfers: 3 });
    await expectContractInvariants(t.context.db);
  });
});

describe('the engine', () => {
  it('pushes the live account summary only to users with a connected socket, at most 4 times a second', async () => {
    const user = await trader(t, '1000');
    const other = await trader(t, '1000');
    await trade(t, user.token, 'POST', 'create', { body: marketLong() });
    await trade(t, other.token, 'POST', 'create', { body: marketLong() });
    await t.context.bus.publish(USER_PRESENCE_CHANNEL, { userIds: [user.userId] });
    await settleWait();
    await setMarket('60500');
    t.clock.advance(300);
    await stepEngine(t);
    await stepEngine(t);
    await settleWait();
    const accounts = pushesFor(user.userId, 'CONTRACT_ACCOUNT');
    expect(accounts).toHaveLength(1);
    expect(accounts[0]?.data).toMatchObject({
      orderInfo: { profit: 50, occupyMargin: 600 },
      positions: [{ symbol: 'BTCUSDT', endPrice: '60500', plAmount: '50', plRatio: '8.3333' }],
    });
    expect(pushesFor(other.userId, 'CONTRACT_ACCOUNT')).toEqual([]);
    await setMarket('60000');
  });

  it('rebuilds from the database when it takes the lead again, and acts on what it finds', async () => {
    const user = await trader(t, '1000');
    await trade(t, user.token, 'POST', 'create', { body: marketLong() });
    const engine = riskEngineOf(t.context);
    await engine?.stop();
    // A restarted engine: everything it knows comes from the database.
    const { RiskEngine } = await import('../../src/engines/risk/risk-engine');
    const { createRiskActions } = await import('../../src/modules/contract/risk-actions');
    const restarted = new RiskEngine({
      database: t.context.database,
      bus: t.context.bus,
      clock: t.context.clock,
      logger: t.context.logger,
      actions: createRiskActions(t.context),
      staleAfterMs: 10_000,
      changedChannel: 'contract.changed',
      isTimerDriven: false,
    });
    await restarted.start();
    expect(restarted.book.size).toBeGreaterThan(0);
    await setPrices(t, [{ symbol: 'BTCUSDT', price: '54000' }], restarted);
    await restarted.step();
    await restarted.idle();
    expect(await positionsOf(t, user.token)).toEqual([]);
    await restarted.stop();
    await engine?.start();
    await setMarket('60000');
  });
});
