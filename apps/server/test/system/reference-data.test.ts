import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { COUNTRIES, CURRENCIES, LANGUAGES } from '@exchange/contracts/reference/index';
import { appSettings, dictData, exchangeRates, languages, menuFlags } from '../../src/platform/db/index';
import { createTestApp, type TestApp } from '../support/test-app';
import { call } from '../support/api';

interface AreaCode {
  areaCode: string;
  countryCode: string;
  name: string;
  isDefault: boolean;
}
interface Rate {
  exchange: string;
  price: string;
  sign: string;
  position: number;
  priceAccuracy: number;
}
interface DictEntry {
  dictType: string;
  label: string;
  value: string;
  sort: number;
}

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe('area codes and nationalities', () => {
  it('lists every seeded country with exactly one default, US +1', async () => {
    const result = await call<AreaCode[]>(t.app, 'GET', 'system/area-code/list');
    expect(result.status).toBe(200);
    expect(result.code).toBe(0);
    expect(result.data).toHaveLength(COUNTRIES.length);
    const defaults = result.data.filter((entry) => entry.isDefault);
    expect(defaults).toEqual([{ areaCode: '+1', countryCode: 'US', name: 'United States', isDefault: true }]);
    expect(result.data[0]).toMatchObject({ countryCode: 'AF', areaCode: '+93' });
    expect(result.data.every((entry) => /^\+\d{1,4}$/.test(entry.areaCode))).toBe(true);
  });

  it('lists nationalities as ISO codes with names', async () => {
    const result = await call<{ code: string; name: string }[]>(t.app, 'GET', 'system/nationality/list');
    expect(result.code).toBe(0);
    expect(result.data).toHaveLength(COUNTRIES.length);
    expect(result.data).toContainEqual({ code: 'GB', name: 'United Kingdom' });
    expect(result.data.every((entry) => /^[A-Z]{2}$/.test(entry.code))).toBe(true);
  });
});

describe('app info', () => {
  it('serves the configured name and logo, overridable by app_settings', async () => {
    const before = await call<{ APP_BASE_NAME: string; APP_BASE_LOGO: string }>(
      t.app,
      'GET',
      'system/app-info/get',
    );
    expect(before.data).toEqual({
      APP_BASE_NAME: t.context.config.APP_BASE_NAME,
      APP_BASE_LOGO: t.context.config.APP_BASE_LOGO,
    });
    await t.context.db.insert(appSettings).values({ key: 'APP_BASE_NAME', value: 'Operator Exchange' });
    const after = await call<{ APP_BASE_NAME: string; APP_BASE_LOGO: string }>(
      t.app,
      'GET',
      'system/app-info/get',
    );
    expect(after.data).toEqual({
      APP_BASE_NAME: 'Operator Exchange',
      APP_BASE_LOGO: t.context.config.APP_BASE_LOGO,
    });
    await t.context.db.delete(appSettings).where(eq(appSettings.key, 'APP_BASE_NAME'));
  });
});

describe('languages', () => {
  it('lists the 19 languages in picker order with right-to-left flagged', async () => {
    const result = await call<{ code: string; name: string; rtl: boolean }[]>(
      t.app,
      'GET',
      'system/language/list',
    );
    expect(result.data.map((language) => language.code)).toEqual(LANGUAGES.map((language) => language.code));
    expect(result.data.find((language) => language.code === 'ar')).toEqual({
      code: 'ar',
      name: 'العربية',
      rtl: true,
    });
    expect(result.data.filter((language) => language.rtl).map((language) => language.code)).toEqual(['ar']);
  });

  it('leaves out a language staff disabled', async () => {
    await t.context.db.update(languages).set({ isEnabled: false }).where(eq(languages.code, 'ga'));
    const result = await call<{ code: string }[]>(t.app, 'GET', 'system/language/list');
    expect(result.data.map((language) => language.code)).not.toContain('ga');
    expect(result.data).toHaveLength(LANGUAGES.length - 1);
    await t.context.db.update(languages).set({ isEnabled: true }).where(eq(languages.code, 'ga'));
  });
});

describe('exchange rates', () => {
  it('serves prices as exact decimal strings without trailing zeros', async () => {
    const result = await call<{ usdExchangeList: Rate[] }>(t.app, 'GET', 'system/exchange-rate/list');
    const list = result.data.usdExchangeList;
    expect(list.map((rate) => rate.exchange)).toEqual(CURRENCIES.map((currency) => currency.exchange));
    expect(list[0]).toEqual({ exchange: 'USDT', price: '1', sign: '$', position: 0, priceAccuracy: 2 });
    expect(list.find((rate) => rate.exchange === 'EUR')?.price).toBe('0.86');
    expect(list.find((rate) => rate.exchange === 'AED')?.price).toBe('3.6725');
    expect(list.find((rate) => rate.exchange === 'SEK')).toMatchObject({ sign: 'kr', position: 1 });
    for (const rate of list) {
      expect(typeof rate.price).toBe('string');
      expect(rate.price).toMatch(/^\d+(\.\d*[1-9])?$/);
    }
  });

  it('keeps full precision of an operator-edited NUMERIC price', async () => {
    await t.context.db
      .update(exchangeRates)
      .set({ price: '7.1234567891' })
      .where(eq(exchangeRates.exchange, 'CNY'));
    const result = await call<{ usdExchangeList: Rate[] }>(t.app, 'GET', 'system/exchange-rate/list');
    expect(result.data.usdExchangeList.find((rate) => rate.exchange === 'CNY')?.price).toBe('7.1234567891');
  });
});

describe('dictionary', () => {
  it('lists document types in order with readable labels', async () => {
    const result = await call<DictEntry[]>(t.app, 'GET', 'system/dict-data/list', {
      query: { dictType: 'document_type' },
    });
    expect(result.code).toBe(0);
    expect(result.data.map((entry) => entry.value)).toEqual(['passport', 'idCard', 'driverLicense']);
    for (const entry of result.data) {
      expect(entry.dictType).toBe('document_type');
      expect(entry.label).not.toMatch(/^dict\./);
    }
  });

  it('lists the real-name statuses 0, 1, 2, -1', async () => {
    const result = await call<DictEntry[]>(t.app, 'GET', 'system/dict-data/list', {
      query: { dictType: 'real_name_status' },
    });
    expect(result.data.map((entry) => entry.value)).toEqual(['0', '1', '2', '-1']);
  });

  it('translates labels through the app catalogue and falls back to the stored key for unknown entries', async () => {
    await t.context.db
      .insert(dictData)
      .values({ dictType: 'staff_added', value: 'x', labelKey: 'dict.staff_added.x', sort: 1 });
    const result = await call<DictEntry[]>(t.app, 'GET', 'system/dict-data/list', {
      query: { dictType: 'staff_added' },
      headers: { language: 'fr' },
    });
    expect(result.data).toEqual([
      { dictType: 'staff_added', label: 'dict.staff_added.x', value: 'x', sort: 1 },
    ]);
  });

  it('answers an unknown type with an empty list and a malformed one with a 400 naming dictType', async () => {
    const empty = await call<DictEntry[]>(t.app, 'GET', 'system/dict-data/list', {
      query: { dictType: 'no_such_type' },
    });
    expect(empty.data).toEqual([]);
    const bad = await call(t.app, 'GET', 'system/dict-data/list', { query: { dictType: 'Bad-Type!' } });
    expect(bad.status).toBe(400);
    expect(bad.body.data).toMatchObject({ field: 'dictType' });
    expect(bad.msg).toContain('dictType');
    const missing = await call(t.app, 'GET', 'system/dict-data/list');
    expect(missing.status).toBe(400);
  });

  it('refuses an unknown query field and names it', async () => {
    const result = await call(t.app, 'GET', 'system/dict-data/list', {
      query: { dictType: 'document_type', extra: '1' },
    });
    expect(result.status).toBe(400);
    expect(result.code).toBe(400);
    expect(result.body.data).toMatchObject({ field: 'extra' });
    expect(result.msg).toContain('extra');
  });
});

describe('menus', () => {
  it('lists the mine, funds and invite menus as visible by default', async () => {
    const result = await call<{ path: string; visible: boolean }[]>(t.app, 'GET', 'system/menu/list');
    expect(result.code).toBe(0);
    const paths = result.data.map((entry) => entry.path);
    for (const path of ['/mine', '/mine/verified', '/funds', '/funds/withdraw', '/invite'])
      expect(paths).toContain(path);
    // Spec §1 "stock hidden": the stock module hides /stock while stocks are off (the default without DEMO_SEED).
    expect(result.data.filter((entry) => !entry.visible).map((entry) => entry.path)).toEqual(['/stock']);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('applies staff flags, including for a path this build does not list', async () => {
    await t.context.db.insert(menuFlags).values([
      { path: '/stock', isVisible: false },
      { path: '/new-feature', isVisible: false },
    ]);
    const result = await call<{ path: string; visible: boolean }[]>(t.app, 'GET', 'system/menu/list');
    expect(result.data.find((entry) => entry.path === '/stock')).toEqual({ path: '/stock', visible: false });
    expect(result.data.find((entry) => entry.path === '/new-feature')).toEqual({
      path: '/new-feature',
      visible: false,
    });
    expect(result.data.find((entry) => entry.path === '/mine')).toEqual({ path: '/mine', visible: true });
  });
});
