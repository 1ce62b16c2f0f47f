import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, count, eq } from 'drizzle-orm';
import { COUNTRIES, CURRENCIES, LANGUAGES } from '@exchange/contracts/reference/index';
import { APP_NAMESPACES, mergeTrees } from '@exchange/i18n';
import {
  appSettings,
  countries,
  dictData,
  exchangeRates,
  languages,
  menuFlags,
  translations,
} from '../../src/platform/db/index';
import { SEED_HASH_SETTING, seedReferenceData } from '../../src/modules/system/index';
import { createTestApp, type TestApp } from '../support/test-app';

const LOCALES_DIRECTORY = fileURLToPath(new URL('../../../../packages/i18n/locales', import.meta.url));

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const rowCount = async (
  table: typeof languages | typeof countries | typeof exchangeRates | typeof dictData | typeof menuFlags,
) => {
  const [row] = await t.context.db.select({ value: count() }).from(table);
  return Number(row?.value ?? 0);
};

describe('seedReferenceData', () => {
  it('seeded the template: 19 languages, every country, every currency, the dictionary, no menu rows', async () => {
    expect(await rowCount(languages)).toBe(LANGUAGES.length);
    expect(await rowCount(countries)).toBe(COUNTRIES.length);
    expect(await rowCount(exchangeRates)).toBe(CURRENCIES.length);
    expect(await rowCount(dictData)).toBe(7);
    expect(await rowCount(menuFlags)).toBe(0);
    const [english] = await t.context.db
      .select()
      .from(translations)
      .where(and(eq(translations.language, 'en'), eq(translations.typeCode, 'error')));
    expect(english?.tree).toEqual(t.context.catalogue.tree('en', 'error'));
    // The app row is every namespace file of the language merged.
    const [germanApp] = await t.context.db
      .select()
      .from(translations)
      .where(and(eq(translations.language, 'de'), eq(translations.typeCode, 'app')));
    const germanFiles = APP_NAMESPACES.map((namespace) => t.context.catalogue.namespaceTree('de', namespace));
    expect(germanApp?.tree).toEqual(germanFiles.reduce(mergeTrees, {}));
    const [hash] = await t.context.db
      .select()
      .from(appSettings)
      .where(eq(appSettings.key, SEED_HASH_SETTING));
    expect(hash?.value).toMatch(/^[0-9a-f]{64}$/);
  });

  it('skips all work when nothing changed since the last start', async () => {
    expect(await seedReferenceData(t.context)).toEqual({ isSkipped: true });
  });

  it('re-applies when the inputs changed, restoring reference rows but keeping operator-owned values', async () => {
    await t.context.db
      .update(exchangeRates)
      .set({ price: '0.9123' })
      .where(eq(exchangeRates.exchange, 'EUR'));
    await t.context.db
      .update(languages)
      .set({ name: 'tampered', isEnabled: false })
      .where(eq(languages.code, 'fr'));
    await t.context.db.delete(countries).where(eq(countries.countryCode, 'JP'));
    await t.context.db
      .update(translations)
      .set({ tree: {} })
      .where(and(eq(translations.language, 'en'), eq(translations.typeCode, 'error')));
    // A changed locale file or reference list changes the fingerprint; dropping the stored one simulates that.
    await t.context.db.delete(appSettings).where(eq(appSettings.key, SEED_HASH_SETTING));

    expect(await seedReferenceData(t.context)).toEqual({ isSkipped: false });

    const [eur] = await t.context.db.select().from(exchangeRates).where(eq(exchangeRates.exchange, 'EUR'));
    expect(eur?.price).toBe('0.9123000000');
    const [french] = await t.context.db.select().from(languages).where(eq(languages.code, 'fr'));
    expect(french).toMatchObject({ name: 'Français', isEnabled: false });
    const [japan] = await t.context.db.select().from(countries).where(eq(countries.countryCode, 'JP'));
    expect(japan).toMatchObject({ dialCode: '+81', isDefault: false });
    const [english] = await t.context.db
      .select()
      .from(translations)
      .where(and(eq(translations.language, 'en'), eq(translations.typeCode, 'error')));
    expect(english?.tree).toEqual(t.context.catalogue.tree('en', 'error'));
    const [defaults] = await t.context.db
      .select({ value: count() })
      .from(countries)
      .where(eq(countries.isDefault, true));
    expect(Number(defaults?.value)).toBe(1);

    expect(await seedReferenceData(t.context)).toEqual({ isSkipped: true });
  });

  it('stores the app and error trees of each language that has their files, and none for a missing file', async () => {
    const hasStrings = (path: string) =>
      existsSync(path) && Object.keys(JSON.parse(readFileSync(path, 'utf8')) as object).length > 0;
    const expected: string[] = [];
    for (const language of readdirSync(LOCALES_DIRECTORY)) {
      if (
        APP_NAMESPACES.some((namespace) => hasStrings(join(LOCALES_DIRECTORY, language, `${namespace}.json`)))
      )
        expected.push(`${language}/app`);
      if (hasStrings(join(LOCALES_DIRECTORY, language, 'error.json'))) expected.push(`${language}/error`);
    }
    const rows = await t.context.db
      .select({ language: translations.language, typeCode: translations.typeCode })
      .from(translations);
    expect(rows.map((row) => `${row.language}/${row.typeCode}`).sort()).toEqual(expected.sort());
  });
});
