import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { and, count, eq } from 'drizzle-orm';
import { ErrorCodes, InstrumentType } from '@exchange/contracts';
import { INSTRUMENTS, instrumentReferenceSchema } from '@exchange/contracts/reference/index';
import { buildApp, type BuiltApp } from '../../src/app';
import { CATALOGUE_MAX_AGE_MS } from '../../src/modules/market/instrument-catalogue';
import { marketRuntimeOf } from '../../src/modules/market/market-state';
import {
  INSTRUMENT_SEED_HASH_SETTING,
  INSTRUMENTS_CHANGED_CHANNEL,
  seedInstruments,
  setInstrumentListed,
} from '../../src/modules/market/index';
import { createBus, type Bus } from '../../src/platform/bus/index';
import { ManualClock } from '../../src/platform/clock';
import { appSettings, instruments, type Database } from '../../src/platform/db/index';
import { AppError } from '../../src/platform/errors';
import { createTestApp, createTestDatabase, type TestApp } from '../support/test-app';
import { testConfig } from '../support/test-config';
import { instrumentId, listedSymbols } from './market-fixtures';

describe('reference instruments', () => {
  it('are valid, unique per type and symbol, with one sort value each, hours for stocks only', () => {
    for (const instrument of INSTRUMENTS)
      expect(instrumentReferenceSchema.parse(instrument)).toEqual(instrument);
    const keys = INSTRUMENTS.map((instrument) => `${instrument.type}:${instrument.symbol}`);
    expect(new Set(keys).size).toBe(keys.length);
    for (const type of Object.values(InstrumentType)) {
      const sorts = INSTRUMENTS.filter((instrument) => instrument.type === type).map(
        (instrument) => instrument.sort,
      );
      expect(new Set(sorts).size, `type ${type}`).toBe(sorts.length);
    }
    for (const instrument of INSTRUMENTS)
      expect(instrument.tradingHours === null, instrument.symbol).toBe(
        instrument.type !== InstrumentType.stock,
      );
  });
});

describe('seedInstruments', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  const countOfType = async (type: number) => {
    const [row] = await t.context.db
      .select({ value: count() })
      .from(instruments)
      .where(eq(instruments.type, type));
    return Number(row?.value ?? 0);
  };

  it('seeded the template with every reference instrument, listed, without logos', async () => {
    expect(await countOfType(InstrumentType.coin)).toBe(22);
    expect(await countOfType(InstrumentType.contract)).toBe(22);
    expect(await countOfType(InstrumentType.stock)).toBe(20);
    expect(await countOfType(InstrumentType.fastContract)).toBe(5);
    const rows = await t.context.db.select().from(instruments);
    expect(rows.every((row) => row.isListed && row.logo === '')).toBe(true);
    const btc = rows.find((row) => row.type === InstrumentType.coin && row.symbol === 'BTCUSDT');
    expect(btc).toMatchObject({ referencePrice: '91500.000000000000', annualVolatility: '0.6500' });
    expect(await seedInstruments(t.context)).toEqual({ isSkipped: true, insertedCount: 0 });
  });

  it('adds missing instruments, never overwrites staff edits, and running instances pick the new ones up', async () => {
    const polId = await instrumentId(t, InstrumentType.coin, 'POLUSDT');
    await t.context.db.delete(instruments).where(eq(instruments.id, polId));
    await t.context.db
      .update(instruments)
      .set({ priceAccuracy: 3, plate: 'layer1', sort: 1 })
      .where(and(eq(instruments.type, InstrumentType.coin), eq(instruments.symbol, 'ETHUSDT')));
    // A changed reference list changes the fingerprint; dropping the stored one simulates that.
    await t.context.db.delete(appSettings).where(eq(appSettings.key, INSTRUMENT_SEED_HASH_SETTING));
    expect((await listedSymbols(t, InstrumentType.coin)).includes('POLUSDT')).toBe(true);

    expect(await seedInstruments(t.context)).toEqual({ isSkipped: false, insertedCount: 1 });

    const [eth] = await t.context.db
      .select()
      .from(instruments)
      .where(and(eq(instruments.type, InstrumentType.coin), eq(instruments.symbol, 'ETHUSDT')));
    expect(eth).toMatchObject({ priceAccuracy: 3, plate: 'layer1', sort: 1 });
    await vi.waitFor(async () => {
      const symbols = await listedSymbols(t, InstrumentType.coin);
      expect(symbols[0]).toBe('ETHUSDT');
      expect(symbols).toContain('POLUSDT');
      expect(await instrumentId(t, InstrumentType.coin, 'POLUSDT')).not.toBe(polId);
    });
    expect(await seedInstruments(t.context)).toEqual({ isSkipped: true, insertedCount: 0 });
  });
});

describe('listing at run time', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it('an unlisted instrument leaves every list at once, and comes back when listed again', async () => {
    const ethId = await instrumentId(t, InstrumentType.coin, 'ETHUSDT');
    const result = await setInstrumentListed(t.context, ethId, false);
    expect(result).toMatchObject({ id: ethId, symbol: 'ETHUSDT', isListed: false });
    // No waiting: the instance that made the change has reloaded before returning.
    expect(await listedSymbols(t, InstrumentType.coin)).not.toContain('ETHUSDT');
    expect(await listedSymbols(t, InstrumentType.contract)).toContain('ETHUSDT');
    const symbols = await t.app.inject('/api/app-api/market/symbol/list?type=1');
    expect(JSON.stringify(symbols.json())).not.toContain(`"id":${ethId},`);

    await setInstrumentListed(t.context, ethId, true);
    expect((await listedSymbols(t, InstrumentType.coin))[1]).toBe('ETHUSDT');
  });

  it('a change that reached no bus message still shows within the catalogue age limit', async () => {
    const linkId = await instrumentId(t, InstrumentType.coin, 'LINKUSDT');
    // Staff tooling that wrote the row without publishing, or a message the bus lost.
    await t.context.db.update(instruments).set({ isListed: false }).where(eq(instruments.id, linkId));
    expect(await listedSymbols(t, InstrumentType.coin)).toContain('LINKUSDT');
    t.clock.advance(CATALOGUE_MAX_AGE_MS + 1);
    await vi.waitFor(async () =>
      expect(await listedSymbols(t, InstrumentType.coin)).not.toContain('LINKUSDT'),
    );
    await setInstrumentListed(t.context, linkId, true);
  });

  it('refuses an unknown instrument id', async () => {
    await expect(setInstrumentListed(t.context, 987_654, false)).rejects.toSatisfy(
      (error: unknown) =>
        error instanceof AppError &&
        error.definition.code === ErrorCodes.INSTRUMENT_NOT_FOUND.code &&
        error.details.field === 'instrumentId',
    );
  });
});

describe('two instances on one database and bus', () => {
  let database: Database;
  let bus: Bus;
  let first: BuiltApp;
  let second: BuiltApp;

  const start = async () => {
    const built = await buildApp(testConfig(mkdtempSync(join(tmpdir(), 'exchange-market-'))), {
      database,
      bus,
      clock: new ManualClock(Date.now()),
      isPrepared: true,
    });
    await built.app.ready();
    return built;
  };

  beforeAll(async () => {
    database = await createTestDatabase();
    const config = testConfig(mkdtempSync(join(tmpdir(), 'exchange-market-')));
    // Redis on the PostgreSQL run, in memory otherwise: the same bus object serves both instances.
    bus = createBus(config.REDIS_URL, config.REDIS_KEY_PREFIX);
    first = await start();
    second = await start();
  });
  afterAll(async () => {
    await first.app.close();
    await second.app.close();
    await bus.close();
    await database.close();
  });

  it('unlisting on one instance removes the instrument from the other without a restart', async () => {
    const solId = await instrumentId(first, InstrumentType.contract, 'SOLUSDT');
    expect(await listedSymbols(second, InstrumentType.contract)).toContain('SOLUSDT');

    await setInstrumentListed(first.context, solId, false);
    expect(await listedSymbols(first, InstrumentType.contract)).not.toContain('SOLUSDT');
    await vi.waitFor(async () =>
      expect(await listedSymbols(second, InstrumentType.contract)).not.toContain('SOLUSDT'),
    );

    await setInstrumentListed(second.context, solId, true);
    expect(await listedSymbols(second, InstrumentType.contract)).toContain('SOLUSDT');
    await vi.waitFor(async () =>
      expect(await listedSymbols(first, InstrumentType.contract)).toContain('SOLUSDT'),
    );
  });

  it('a closed instance stops listening; the other keeps serving and reloading', async () => {
    const third = await start();
    const closedCatalogue = marketRuntimeOf(third.context)?.catalogue;
    expect(closedCatalogue).toBeDefined();
    await third.app.close();
    const reload = vi.spyOn(closedCatalogue!, 'reload');
    const avaxId = await instrumentId(first, InstrumentType.coin, 'AVAXUSDT');
    await bus.publish(INSTRUMENTS_CHANGED_CHANNEL, { reason: 'test' });
    await setInstrumentListed(second.context, avaxId, false);
    await vi.waitFor(async () =>
      expect(await listedSymbols(first, InstrumentType.coin)).not.toContain('AVAXUSDT'),
    );
    expect(reload).not.toHaveBeenCalled();
    await setInstrumentListed(second.context, avaxId, true);
  });
});
