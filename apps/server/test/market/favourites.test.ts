import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCodes, FavouriteCategory, InstrumentType, QuoteStatus } from '@exchange/contracts';
import { setInstrumentListed } from '../../src/modules/market/index';
import { favourites, instruments } from '../../src/platform/db/index';
import { call, signUp } from '../support/api';
import { createTestApp, type TestApp } from '../support/test-app';
import { createVisitor } from '../member/member-fixtures';
import { instrumentId, type PageResult } from './market-fixtures';

let t: TestApp;
let alice: string;
let bob: string;
const ids = { btc: 0, eth: 0, sol: 0, btcContract: 0, apple: 0, btcFast: 0 };

beforeAll(async () => {
  t = await createTestApp();
  alice = (await signUp(t.app, t.context)).tokens.accessToken;
  bob = (await signUp(t.app, t.context)).tokens.accessToken;
  ids.btc = await instrumentId(t, InstrumentType.coin, 'BTCUSDT');
  ids.eth = await instrumentId(t, InstrumentType.coin, 'ETHUSDT');
  ids.sol = await instrumentId(t, InstrumentType.coin, 'SOLUSDT');
  ids.btcContract = await instrumentId(t, InstrumentType.contract, 'BTCUSDT');
  ids.apple = await instrumentId(t, InstrumentType.stock, 'AAPL');
  ids.btcFast = await instrumentId(t, InstrumentType.fastContract, 'BTCUSDT');
});
afterAll(async () => t.close());

const add = (token: string, category: number, id: number) =>
  call<boolean>(t.app, 'POST', 'market/favourite/add', { token, body: { category, instrumentId: id } });
const remove = (token: string, category: number, id: number) =>
  call<boolean>(t.app, 'POST', 'market/favourite/delete', { token, body: { category, instrumentId: id } });
const check = (token: string, category: number, id: number) =>
  call<{ isFavourite: boolean }>(t.app, 'GET', 'market/favourite/check', {
    token,
    query: { category, instrumentId: id },
  });
const page = (token: string, category: number, extra: Record<string, number> = {}) =>
  call<PageResult>(t.app, 'GET', 'market/favourite/page', { token, query: { category, ...extra } });
const symbolsOf = async (token: string, category: number) =>
  (await page(token, category, { pageSize: 200 })).data.list.map((row) => `${row.type}:${row.symbol}`);

describe('favourites lifecycle', () => {
  it('adds (twice is fine), checks, pages newest first, deletes (twice is fine)', async () => {
    expect((await check(alice, FavouriteCategory.coin, ids.btc)).data).toEqual({ isFavourite: false });
    expect(await add(alice, FavouriteCategory.coin, ids.btc)).toMatchObject({
      status: 200,
      code: 0,
      data: true,
    });
    expect((await add(alice, FavouriteCategory.coin, ids.btc)).data).toBe(true);
    t.clock.advance(1000);
    await add(alice, FavouriteCategory.coin, ids.eth);
    t.clock.advance(1000);
    await add(alice, FavouriteCategory.coin, ids.sol);
    expect((await check(alice, FavouriteCategory.coin, ids.btc)).data).toEqual({ isFavourite: true });

    const all = await page(alice, FavouriteCategory.coin);
    expect(all.data.total).toBe(3);
    expect(all.data.list.map((row) => row.symbol)).toEqual(['SOLUSDT', 'ETHUSDT', 'BTCUSDT']);
    expect(all.data.list[2]).toMatchObject({
      id: ids.btc,
      type: 1,
      isOpen: true,
      price: null,
      status: QuoteStatus.noPrice,
    });
    const second = await page(alice, FavouriteCategory.coin, { pageNo: 2, pageSize: 2 });
    expect(second.data).toMatchObject({ total: 3, list: [{ symbol: 'BTCUSDT' }] });

    expect((await remove(alice, FavouriteCategory.coin, ids.eth)).data).toBe(true);
    expect((await remove(alice, FavouriteCategory.coin, ids.eth)).data).toBe(true);
    expect((await check(alice, FavouriteCategory.coin, ids.eth)).data).toEqual({ isFavourite: false });
    expect(await symbolsOf(alice, FavouriteCategory.coin)).toEqual(['1:SOLUSDT', '1:BTCUSDT']);
  });

  it('keeps each category to its own type: contract, stock and fast-contract lists', async () => {
    await add(alice, FavouriteCategory.contract, ids.btcContract);
    await add(alice, FavouriteCategory.stock, ids.apple);
    await add(alice, FavouriteCategory.fastContract, ids.btcFast);
    expect(await symbolsOf(alice, FavouriteCategory.contract)).toEqual(['2:BTCUSDT']);
    expect(await symbolsOf(alice, FavouriteCategory.fastContract)).toEqual(['5:BTCUSDT']);
    const stocks = await page(alice, FavouriteCategory.stock);
    expect(stocks.data.list[0]).toMatchObject({
      symbol: 'AAPL',
      quoteAsset: 'USD',
      tradingHours: { timezone: 'America/New_York' },
    });
    expect(await symbolsOf(alice, FavouriteCategory.coin)).toEqual(['1:SOLUSDT', '1:BTCUSDT']);
  });

  it("another user's favourites are invisible and untouchable", async () => {
    expect(await page(bob, FavouriteCategory.coin)).toMatchObject({ code: 0, data: { list: [], total: 0 } });
    expect((await check(bob, FavouriteCategory.coin, ids.btc)).data).toEqual({ isFavourite: false });
    expect((await remove(bob, FavouriteCategory.coin, ids.btc)).data).toBe(true);
    expect((await check(alice, FavouriteCategory.coin, ids.btc)).data).toEqual({ isFavourite: true });
    await add(bob, FavouriteCategory.coin, ids.eth);
    expect(await symbolsOf(bob, FavouriteCategory.coin)).toEqual(['1:ETHUSDT']);
    expect(await symbolsOf(alice, FavouriteCategory.coin)).toEqual(['1:SOLUSDT', '1:BTCUSDT']);
  });
});

describe('favourites: refusals', () => {
  it('a category other than the instrument type is a 400 naming instrumentId, on every call', async () => {
    for (const result of [
      await add(alice, FavouriteCategory.contract, ids.btc),
      await remove(alice, FavouriteCategory.stock, ids.btc),
      await check(alice, FavouriteCategory.fastContract, ids.btc),
    ]) {
      expect(result.status).toBe(400);
      expect(result.code).toBe(ErrorCodes.FAVOURITE_CATEGORY_MISMATCH.code);
      expect(result.data).toEqual({ field: 'instrumentId' });
    }
    expect(await symbolsOf(alice, FavouriteCategory.contract)).toEqual(['2:BTCUSDT']);
  });

  it('an unknown instrument is a 404 naming instrumentId', async () => {
    for (const result of [
      await add(alice, FavouriteCategory.coin, 987_654),
      await remove(alice, FavouriteCategory.coin, 987_654),
      await check(alice, FavouriteCategory.coin, 987_654),
    ]) {
      expect(result.status).toBe(404);
      expect(result.code).toBe(ErrorCodes.INSTRUMENT_NOT_FOUND.code);
      expect(result.data).toEqual({ field: 'instrumentId' });
      expect(result.msg).toBe('This instrument does not exist or is no longer listed');
    }
  });

  it('refuses bad and unknown fields, naming them', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ category: 4, instrumentId: ids.btc }, 'category'],
      [{ category: '1', instrumentId: ids.btc }, 'category'],
      [{ category: 1, instrumentId: 0 }, 'instrumentId'],
      [{ category: 1 }, 'instrumentId'],
      [{ category: 1, instrumentId: ids.btc, userId: 1 }, 'userId'],
    ];
    for (const [body, field] of cases) {
      const result = await call(t.app, 'POST', 'market/favourite/add', { token: alice, body });
      expect(result.status, JSON.stringify(body)).toBe(400);
      expect(result.data).toMatchObject({ field });
    }
    const pageResult = await call(t.app, 'GET', 'market/favourite/page', {
      token: alice,
      query: { category: 1, userId: 2 },
    });
    expect(pageResult.data).toMatchObject({ field: 'userId' });
    const missing = await call(t.app, 'GET', 'market/favourite/page', { token: alice });
    expect(missing.data).toMatchObject({ field: 'category' });
  });

  it('needs a signed-in member', async () => {
    expect((await page('', FavouriteCategory.coin)).status).toBe(401);
    expect((await add('', FavouriteCategory.coin, ids.btc)).status).toBe(401);
    const visitor = await createVisitor(t);
    const refused = await add(visitor.token, FavouriteCategory.coin, ids.btc);
    expect(refused.status).toBe(403);
    expect(refused.code).toBe(ErrorCodes.VISITOR_NOT_ALLOWED.code);
  });
});

describe('favourites of an unlisted instrument', () => {
  it('drop out of the page and cannot be added or checked, but can be removed', async () => {
    await setInstrumentListed(t.context, ids.sol, false);
    expect(await page(alice, FavouriteCategory.coin)).toMatchObject({
      data: { total: 1, list: [{ symbol: 'BTCUSDT' }] },
    });
    expect((await add(bob, FavouriteCategory.coin, ids.sol)).status).toBe(404);
    expect((await check(alice, FavouriteCategory.coin, ids.sol)).status).toBe(404);

    await setInstrumentListed(t.context, ids.sol, true);
    expect(await symbolsOf(alice, FavouriteCategory.coin)).toEqual(['1:SOLUSDT', '1:BTCUSDT']);
    await setInstrumentListed(t.context, ids.sol, false);
    expect((await remove(alice, FavouriteCategory.coin, ids.sol)).data).toBe(true);
    await setInstrumentListed(t.context, ids.sol, true);
    expect(await symbolsOf(alice, FavouriteCategory.coin)).toEqual(['1:BTCUSDT']);
  });
});

describe('favourites limit', () => {
  it('holds at most 200 per category; re-adding a held one still succeeds', async () => {
    const carol = (await signUp(t.app, t.context)).tokens.accessToken;
    await add(carol, FavouriteCategory.coin, ids.eth);
    // 199 more rows (unlisted filler instruments), written directly: the API has only 22 coins to offer.
    const fillers = await t.context.db
      .insert(instruments)
      .values(
        Array.from({ length: 199 }, (_, index) => ({
          type: InstrumentType.coin,
          symbol: `FILL${index}USDT`,
          baseAsset: `FILL${index}`,
          quoteAsset: 'USDT',
          displayName: `Filler ${index}`,
          logo: '',
          plate: 'test',
          priceAccuracy: 2,
          transactionAccuracy: 2,
          referencePrice: '1',
          annualVolatility: '0.5',
          tradingHours: null,
          isListed: false,
          sort: 10_000 + index,
        })),
      )
      .returning({ id: instruments.id });
    const carolId = await userIdOf(carol);
    await t.context.db.insert(favourites).values(
      fillers.map((filler) => ({
        userId: carolId,
        category: FavouriteCategory.coin,
        instrumentId: filler.id,
        createdAt: new Date(t.clock.nowMs() - 60_000),
      })),
    );

    const full = await add(carol, FavouriteCategory.coin, ids.btc);
    expect(full.status).toBe(422);
    expect(full.code).toBe(ErrorCodes.FAVOURITES_FULL.code);
    expect(full.msg).toContain('200');
    expect((await add(carol, FavouriteCategory.coin, ids.eth)).data).toBe(true);
    expect((await add(carol, FavouriteCategory.contract, ids.btcContract)).data).toBe(true);
    expect(await symbolsOf(carol, FavouriteCategory.coin)).toEqual(['1:ETHUSDT']);
  });
});

const userIdOf = async (token: string) => {
  const result = await call<{ id: number }>(t.app, 'GET', 'member/get-current-member', { token });
  return result.data.id;
};
