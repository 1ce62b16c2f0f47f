import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { appSettings, translations } from '../../src/platform/db/index';
import { translationOverridesKey } from '../../src/modules/system/system-settings';
import { createTestApp, type TestApp } from '../support/test-app';
import { call } from '../support/api';

interface Translation {
  language: string;
  translation: Record<string, unknown>;
}

const localeFile = (language: string, typeCode: string) =>
  fileURLToPath(new URL(`../../../../packages/i18n/locales/${language}/${typeCode}.json`, import.meta.url));

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe('translation get', () => {
  it('serves the error namespace as data.translation', async () => {
    const result = await call<Translation>(t.app, 'GET', 'system/translation/get', {
      query: { typeCode: 'error' },
    });
    expect(result.status).toBe(200);
    expect(result.data.language).toBe('en');
    expect(result.data.translation).toMatchObject({
      badRequest: 'Invalid request',
      mail: { codeSubject: 'Your verification code' },
    });
  });

  it('honours typeCode: the app namespace is a different tree', async () => {
    const result = await call<Translation>(t.app, 'GET', 'system/translation/get', {
      query: { typeCode: 'app' },
    });
    expect(result.code).toBe(0);
    expect(result.data.translation).toEqual(t.context.catalogue.tree('en', 'app'));
    expect(result.data.translation).not.toHaveProperty('badRequest');
  });

  it('serves one web namespace per typeCode, cut from the app tree, in the asked language', async () => {
    const core = await call<Translation>(t.app, 'GET', 'system/translation/get', {
      query: { typeCode: 'core' },
      headers: { language: 'fr' },
    });
    expect(core.status).toBe(200);
    expect(core.data).toEqual({
      language: 'fr',
      translation: t.context.catalogue.namespaceTree('fr', 'core'),
    });
    // The frame's sign-in button lives in core; the rest of `auth` is the auth namespace's.
    expect(core.data.translation).toMatchObject({ auth: { login: { submit: expect.any(String) } } });
    expect(core.data.translation).not.toHaveProperty('contract');
    const market = await call<Translation>(t.app, 'GET', 'system/translation/get', {
      query: { typeCode: 'market' },
    });
    expect(market.data.translation).toEqual(t.context.catalogue.namespaceTree('en', 'market'));
    expect(market.data.translation).not.toHaveProperty('common');
  });

  it('cuts a namespace from the stored app tree, staff overrides of that tree included', async () => {
    const before = await call<Translation>(t.app, 'GET', 'system/translation/get', {
      query: { typeCode: 'core' },
      headers: { language: 'nl' },
    });
    expect(before.data.translation).toHaveProperty('nav');
    const tree = { common: { retry: 'Opnieuw', back: 'Terug' }, contract: { title: 'Contract' } };
    await t.context.db
      .insert(translations)
      .values({ language: 'nl', typeCode: 'app', tree, updatedAt: new Date() })
      .onConflictDoUpdate({ target: [translations.language, translations.typeCode], set: { tree } });
    await t.context.db
      .insert(appSettings)
      .values({
        key: translationOverridesKey('nl', 'app'),
        value: JSON.stringify({ 'common.back': 'Terug!' }),
      })
      .onConflictDoNothing();
    t.clock.advance(61_000);
    const after = await call<Translation>(t.app, 'GET', 'system/translation/get', {
      query: { typeCode: 'core' },
      headers: { language: 'nl' },
    });
    expect(after.data).toEqual({
      language: 'nl',
      translation: { common: { retry: 'Opnieuw', back: 'Terug!' } },
    });
  });

  it('falls back to English for a language without its own strings, and says so', async () => {
    const language = ['ga', 'fi', 'da'].find((code) => !existsSync(localeFile(code, 'error'))) ?? 'ga';
    const [own] = await t.context.db
      .select()
      .from(translations)
      .where(and(eq(translations.language, language), eq(translations.typeCode, 'error')));
    const result = await call<Translation>(t.app, 'GET', 'system/translation/get', {
      query: { typeCode: 'error' },
      headers: { language },
    });
    if (own) expect(result.data.language).toBe(language);
    else
      expect(result.data).toEqual({ language: 'en', translation: t.context.catalogue.tree('en', 'error') });
  });

  it('prefers the lang query over the language header and resolves regional tags', async () => {
    await t.context.db
      .insert(translations)
      .values({ language: 'de', typeCode: 'app', tree: { greeting: 'Hallo' }, updatedAt: new Date() })
      .onConflictDoNothing();
    const byQuery = await call<Translation>(t.app, 'GET', 'system/translation/get', {
      query: { typeCode: 'app', lang: 'de-AT' },
      headers: { language: 'fr' },
    });
    const [stored] = await t.context.db
      .select()
      .from(translations)
      .where(and(eq(translations.language, 'de'), eq(translations.typeCode, 'app')));
    expect(byQuery.data).toEqual({ language: 'de', translation: stored?.tree });
  });

  it('caches per language and namespace, and picks up a staff edit after the cache lifetime', async () => {
    const first = await call<Translation>(t.app, 'GET', 'system/translation/get', {
      query: { typeCode: 'error' },
      headers: { language: 'it' },
    });
    await t.context.db
      .insert(translations)
      .values({
        language: 'it',
        typeCode: 'error',
        tree: { badRequest: 'Richiesta non valida' },
        updatedAt: new Date(),
      })
      .onConflictDoUpdate({
        target: [translations.language, translations.typeCode],
        set: { tree: { badRequest: 'Richiesta non valida' } },
      });
    const cached = await call<Translation>(t.app, 'GET', 'system/translation/get', {
      query: { typeCode: 'error' },
      headers: { language: 'it' },
    });
    expect(cached.data).toEqual(first.data);
    t.clock.advance(61_000);
    const fresh = await call<Translation>(t.app, 'GET', 'system/translation/get', {
      query: { typeCode: 'error' },
      headers: { language: 'it' },
    });
    expect(fresh.data).toEqual({ language: 'it', translation: { badRequest: 'Richiesta non valida' } });
  });

  it('refuses an unknown typeCode and an unknown field, naming them', async () => {
    const badType = await call(t.app, 'GET', 'system/translation/get', { query: { typeCode: 'admin' } });
    expect(badType.status).toBe(400);
    expect(badType.body.data).toMatchObject({ field: 'typeCode' });
    const unknown = await call(t.app, 'GET', 'system/translation/get', {
      query: { typeCode: 'app', foo: 'bar' },
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.data).toMatchObject({ field: 'foo' });
    expect(unknown.msg).toContain('foo');
  });
});

describe('error messages follow the language header', () => {
  it('translates into Arabic when an ar error catalogue exists, else falls back to English', async () => {
    const result = await call(t.app, 'GET', 'system/translation/get', {
      query: { typeCode: 'nope' },
      headers: { language: 'ar' },
    });
    expect(result.status).toBe(400);
    const english = await call(t.app, 'GET', 'system/translation/get', { query: { typeCode: 'nope' } });
    if (existsSync(localeFile('ar', 'error'))) {
      expect(result.msg).not.toBe(english.msg);
      expect(result.msg).toContain('typeCode');
    } else {
      expect(result.msg).toBe(english.msg);
      expect(result.msg).toMatch(/^Please check the field “typeCode”/);
    }
  });
});
