import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import { z } from 'zod';
import * as contracts from '@exchange/contracts';
import { InstrumentType, StaffRole, type AdminInstrument, type ContractSpec } from '@exchange/contracts';
import { staffAuditLog } from '../../src/platform/db/index';
import { MARKET_TICKS_CHANNEL, emptyBatch } from '../../src/engines/price-feed/market-batch';
import { call } from '../support/api';
import { adminCall, staffLogin, type StaffLogin } from '../support/staff';
import { createTestApp, type TestApp } from '../support/test-app';
import { listedSymbols } from './market-fixtures';

let t: TestApp;
let admin: StaffLogin;
let instruments: AdminInstrument[];
beforeAll(async () => {
  t = await createTestApp();
  admin = await staffLogin(t);
  instruments = (await adminCall<AdminInstrument[]>(t, 'GET', 'market/instruments', admin.token)).data;
});
afterAll(async () => t.close());

const find = (type: number, symbol: string) => {
  const found = instruments.find((row) => row.type === type && row.symbol === symbol);
  if (!found) throw new Error(`${symbol} (type ${type}) not in the catalogue`);
  return found;
};

const levelMap = async (symbol: string) =>
  (await call<ContractSpec[]>(t.app, 'GET', 'pay/order-contract/position-level-map', { query: { symbol } }))
    .data[0];

const lastAudit = async () =>
  (await t.context.db.select().from(staffAuditLog).orderBy(desc(staffAuditLog.id)).limit(1))[0];

describe('the instrument catalogue', () => {
  it('lists every instrument with precision, hours and a perpetual’s brackets and fees', () => {
    expect(instruments.length).toBeGreaterThan(20);
    const perpetual = find(InstrumentType.contract, 'BTCUSDT');
    expect(perpetual.contractSpec).toMatchObject({ takerFeeRate: '0.0005', makerFeeRate: '0.0002' });
    expect(perpetual.contractSpec?.brackets[0]).toMatchObject({ bracket: 1, notionalFloor: '0', cum: '0' });
    expect(find(InstrumentType.stock, 'AAPL').tradingHours).toMatchObject({ timezone: 'America/New_York' });
    expect(find(InstrumentType.coin, 'BTCUSDT')).toMatchObject({ contractSpec: null, tradingHours: null });
  });

  it('unlisting hides an instrument from the app at once and relisting shows it again, both audited', async () => {
    const eth = find(InstrumentType.coin, 'ETHUSDT');
    const off = await adminCall<AdminInstrument>(t, 'POST', 'market/instrument/list', admin.token, {
      body: { id: eth.id, isListed: false },
    });
    expect(off.data.isListed).toBe(false);
    expect(await listedSymbols(t, InstrumentType.coin)).not.toContain('ETHUSDT');
    expect(await lastAudit()).toMatchObject({
      target: `instrument:${eth.id}`,
      before: { isListed: true },
      after: { isListed: false },
    });
    const all = await adminCall<AdminInstrument[]>(t, 'GET', 'market/instruments', admin.token, {
      query: { type: 1 },
    });
    expect(all.data.find((row) => row.id === eth.id)?.isListed).toBe(false);

    await adminCall(t, 'POST', 'market/instrument/list', admin.token, {
      body: { id: eth.id, isListed: true },
    });
    expect(await listedSymbols(t, InstrumentType.coin)).toContain('ETHUSDT');
    const missing = await adminCall(t, 'POST', 'market/instrument/list', admin.token, {
      body: { id: 999_999, isListed: false },
    });
    expect(missing.status).toBe(404);
    expect(missing.body).toMatchObject({ data: { field: 'id' } });
  });

  it('changes precision and a stock’s trading hours, and refuses hours on a coin or a bad zone', async () => {
    const aapl = find(InstrumentType.stock, 'AAPL');
    const hours = { timezone: 'America/New_York', open: '09:30', close: '16:00', days: [1, 2, 3, 4] };
    const updated = await adminCall<AdminInstrument>(t, 'PUT', 'market/instrument/update', admin.token, {
      body: { id: aapl.id, priceAccuracy: 3, tradingHours: hours },
    });
    expect(updated.data).toMatchObject({ priceAccuracy: 3, tradingHours: hours });
    expect(await lastAudit()).toMatchObject({
      target: `instrument:${aapl.id}`,
      before: { priceAccuracy: aapl.priceAccuracy },
      after: { priceAccuracy: 3 },
    });
    const refusals: [Record<string, unknown>, string][] = [
      [{ id: find(1, 'BTCUSDT').id, tradingHours: hours }, 'tradingHours'],
      [{ id: aapl.id, tradingHours: { ...hours, timezone: 'Mars/Olympus' } }, 'tradingHours.timezone'],
      [{ id: aapl.id, tradingHours: { ...hours, close: '09:00' } }, 'tradingHours.close'],
      [{ id: aapl.id, priceAccuracy: 13 }, 'priceAccuracy'],
      [{ id: aapl.id, transactionAccuracy: -1 }, 'transactionAccuracy'],
      [{ id: aapl.id }, 'priceAccuracy'],
    ];
    for (const [body, field] of refusals) {
      const result = await adminCall(t, 'PUT', 'market/instrument/update', admin.token, { body });
      expect(result.status, field).toBe(400);
      expect(result.body, field).toMatchObject({ data: { field } });
    }
    const [after] = (
      await adminCall<AdminInstrument[]>(t, 'GET', 'market/instruments', admin.token, { query: { type: 3 } })
    ).data.filter((row) => row.id === aapl.id);
    expect(after).toMatchObject({ priceAccuracy: 3, tradingHours: hours });
  });
});

describe('contract rules', () => {
  const tiers = [
    { initialLeverage: 50, notionalFloor: '0', notionalCap: '100000', maintMarginRatio: '0.01' },
    { initialLeverage: 20, notionalFloor: '100000', notionalCap: '1000000', maintMarginRatio: '0.025' },
  ];

  it('refuses a bad bracket table or fee naming the field, and changes nothing', async () => {
    const btc = find(InstrumentType.contract, 'BTCUSDT');
    const before = await levelMap('BTCUSDT');
    const body = { instrumentId: btc.id, tiers, takerFeeRate: '0.0006', makerFeeRate: '0.0001' };
    const second = tiers[1] as (typeof tiers)[number];
    const refusals: [Record<string, unknown>, string][] = [
      [{ ...body, tiers: [{ ...tiers[0], notionalFloor: '10' }, second] }, 'tiers.0.notionalFloor'],
      [{ ...body, tiers: [tiers[0], { ...second, notionalFloor: '90000' }] }, 'tiers.1.notionalFloor'],
      [{ ...body, tiers: [tiers[0], { ...second, notionalCap: '100000' }] }, 'tiers.1.notionalCap'],
      [
        { ...body, tiers: [tiers[0], { ...second, initialLeverage: 60, maintMarginRatio: '0.015' }] },
        'tiers.1.initialLeverage',
      ],
      [{ ...body, tiers: [tiers[0], { ...second, maintMarginRatio: '0.005' }] }, 'tiers.1.maintMarginRatio'],
      [{ ...body, tiers: [{ ...tiers[0], maintMarginRatio: '0.02' }, second] }, 'tiers.0.maintMarginRatio'],
      [{ ...body, tiers: [{ ...tiers[0], initialLeverage: 0 }, second] }, 'tiers.0.initialLeverage'],
      [{ ...body, tiers: [] }, 'tiers'],
      [{ ...body, takerFeeRate: '0.02' }, 'takerFeeRate'],
      [{ ...body, makerFeeRate: '0.001' }, 'makerFeeRate'],
      [{ ...body, makerFeeRate: '-0.0001' }, 'makerFeeRate'],
      [{ ...body, instrumentId: find(InstrumentType.coin, 'BTCUSDT').id }, 'instrumentId'],
    ];
    for (const [bad, field] of refusals) {
      const result = await adminCall(t, 'PUT', 'market/contract-spec/update', admin.token, { body: bad });
      expect(result.status, field).toBe(400);
      expect(result.body, field).toMatchObject({ data: { field } });
    }
    expect(await levelMap('BTCUSDT')).toEqual(before);
  });

  it('a new table is what position-level-map serves at once, with cum derived', async () => {
    const btc = find(InstrumentType.contract, 'BTCUSDT');
    const result = await adminCall<AdminInstrument>(t, 'PUT', 'market/contract-spec/update', admin.token, {
      body: { instrumentId: btc.id, tiers, takerFeeRate: '0.0006', makerFeeRate: '0.0001' },
    });
    expect(result.status).toBe(200);
    expect(await levelMap('BTCUSDT')).toMatchObject({
      maxLeverage: 50,
      takerFeeRate: '0.0006',
      makerFeeRate: '0.0001',
      brackets: [
        { bracket: 1, initialLeverage: 50, notionalFloor: '0', notionalCap: '100000', cum: '0' },
        // cum(2) = floor × (MMR2 − MMR1) = 100000 × 0.015
        { bracket: 2, initialLeverage: 20, notionalFloor: '100000', maintMarginRatio: '0.025', cum: '1500' },
      ],
    });
    const audit = await lastAudit();
    expect(audit).toMatchObject({ target: `instrument:${btc.id}`, after: { takerFeeRate: '0.0006' } });
    expect((audit?.before as { takerFeeRate: string }).takerFeeRate).toBe('0.0005');
  });
});

describe('price sources', () => {
  const tick = (symbol: string, time: number) => ({
    symbol,
    price: '100',
    bid: null,
    ask: null,
    open24h: '99',
    high24h: '101',
    low24h: '98',
    volume24h: '5',
    time,
  });
  type Sources = z.infer<typeof contracts.adminPriceSourcesSchema>;
  const sources = async () => (await adminCall<Sources>(t, 'GET', 'market/price-sources', admin.token)).data;
  const stateOf = (view: Sources, type: number, symbol: string) =>
    view.instruments.find((row) => row.type === type && row.symbol === symbol);

  it('shows each instrument live, stale or never priced, and who leads feed and risk engine', async () => {
    const now = t.clock.nowMs();
    await t.context.bus.publish(MARKET_TICKS_CHANNEL, {
      ...emptyBatch('simulated', now),
      ticks: [
        { type: 1, tick: tick('BTCUSDT', now) },
        { type: 1, tick: tick('SOLUSDT', now) },
      ],
    });
    await t.context.bus.publish(MARKET_TICKS_CHANNEL, {
      ...emptyBatch('simulated', now),
      stale: [{ type: 1, symbol: 'SOLUSDT', lastTime: now }],
    });
    await expect.poll(async () => stateOf(await sources(), 1, 'SOLUSDT')?.state).toBe('stale');
    const view = await sources();
    expect(stateOf(view, 1, 'BTCUSDT')).toMatchObject({ state: 'live', lastTickTime: now });
    expect(stateOf(view, 3, 'TSLA')).toMatchObject({ state: 'none', lastTickTime: null });
    expect(view).toMatchObject({
      source: 'simulated',
      isDemo: true,
      lastBatchTime: now,
      priceFeed: { isEnabledHere: false, isThisInstance: false },
      riskEngine: { isEnabledHere: false, isThisInstance: false },
      instance: { pid: process.pid },
    });

    // A feed that goes quiet is stale after PRICE_STALE_AFTER_MS even without a stale event (a dead leader).
    t.clock.advance(t.context.config.PRICE_STALE_AFTER_MS + 1);
    expect(stateOf(await sources(), 1, 'BTCUSDT')?.state).toBe('stale');
  });
});

describe('integrity and permissions', () => {
  /** Every property name a schema accepts, at any depth. */
  const keysOf = (schema: z.ZodType): string[] => {
    const keys: string[] = [];
    const walk = (node: unknown) => {
      if (!node || typeof node !== 'object') return;
      const properties = (node as { properties?: Record<string, unknown> }).properties;
      if (properties) keys.push(...Object.keys(properties));
      for (const value of Object.values(node)) walk(value);
    };
    walk(z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }));
    return keys;
  };

  const SOLD_BY_THE_OPERATOR: ReadonlySet<contracts.Operation> = new Set([
    contracts.adminSaveVipLevel,
    contracts.adminCreateSubscriptionProject,
    contracts.adminUpdateSubscriptionProject,
  ]);

  it('no admin route accepts a market price, a candle or an outcome', () => {
    // `open` and `close` are not listed: a stock's trading hours use them for HH:mm session times; `priceAccuracy` is a count
    // of decimals and `priceFeed` the feed leader's status.
    const forbidden = /price(?!Accuracy|Feed)|candle|kline|outcome|^(high|low|result)s?$/i;
    const operations = Object.values(contracts as Record<string, unknown>).filter(
      (value): value is contracts.Operation =>
        typeof value === 'object' && value !== null && 'auth' in value && value.auth === 'staff',
    );
    expect(operations.length).toBeGreaterThan(20);
    const offenders = operations.flatMap((operation) =>
      [operation.body, operation.query]
        .filter((schema): schema is z.ZodType => schema !== undefined)
        .flatMap(keysOf)
        .filter((key) => forbidden.test(key))
        // A display currency's units per USD (system settings): a fiat conversion for display, no market price.
        .filter(() => operation !== contracts.adminUpdateExchangeRate)
        // Prices of what the operator sells, not of a market: a VIP term's price, and a subscription project's issue
        // price (fixed before its window opens; once listed, only the price source prices the token).
        .filter((key) => !(key === 'price' && SOLD_BY_THE_OPERATOR.has(operation)))
        .map((key) => `${operation.method} ${operation.path}: ${key}`),
    );
    expect(offenders).toEqual([]);
    for (const schema of [contracts.adminInstrumentSchema, contracts.adminPriceSourcesSchema])
      expect(keysOf(schema).filter((key) => forbidden.test(key))).toEqual([]);
  });

  it('lets only roles holding markets.read / markets.write in', async () => {
    const content = await staffLogin(t, StaffRole.content);
    const finance = await staffLogin(t, StaffRole.finance);
    const auditor = await staffLogin(t, StaffRole.auditor);
    const eth = find(InstrumentType.coin, 'ETHUSDT');
    for (const token of [content.token, finance.token]) {
      expect((await adminCall(t, 'GET', 'market/instruments', token)).status).toBe(403);
      expect((await adminCall(t, 'GET', 'market/price-sources', token)).status).toBe(403);
    }
    expect((await adminCall(t, 'GET', 'market/instruments', auditor.token)).status).toBe(200);
    const refused = await adminCall(t, 'POST', 'market/instrument/list', auditor.token, {
      body: { id: eth.id, isListed: false },
    });
    expect(refused.status).toBe(403);
    expect(await listedSymbols(t, InstrumentType.coin)).toContain('ETHUSDT');
    const [row] = await t.context.db
      .select()
      .from(staffAuditLog)
      .where(eq(staffAuditLog.staffId, auditor.staffId))
      .orderBy(desc(staffAuditLog.id))
      .limit(1);
    expect(row).toMatchObject({ status: 403, action: 'POST /market/instrument/list' });
  });
});
