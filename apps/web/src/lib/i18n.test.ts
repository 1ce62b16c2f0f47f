import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import i18next from 'i18next';
import type { AppNamespace } from '@exchange/i18n/namespaces';
import core from '@exchange/i18n/locales/en/core.json';
import market from '@exchange/i18n/locales/en/market.json';
import { englishNamespace, englishNamespaces } from '../../test/english';
import { API, HttpResponse, http, ok, server } from '../../test/msw-server';
import {
  changeLanguage,
  i18nTestSupport,
  isNamespaceLoaded,
  loadNamespaces,
  missingTranslationKeys,
} from './i18n';

/** Serves the English namespace files as the built app does (hashed JSON files); records what was asked for. */
function serveEnglishFiles(requested: string[]) {
  server.use(
    http.get(/\/locales\/en\/[\w-]+\.json$/, ({ request }) => {
      const namespace = /\/([\w-]+)\.json$/.exec(new URL(request.url).pathname)?.[1] as AppNamespace;
      requested.push(namespace);
      return HttpResponse.json(englishNamespace(namespace));
    }),
  );
}

/** Answers getTranslation per namespace from `trees`; records each typeCode and language asked for. */
function serveTranslations(
  language: string,
  trees: Partial<Record<AppNamespace, Record<string, unknown>>>,
  requests: string[] = [],
) {
  server.use(
    http.get(`${API}/system/translation/get`, ({ request }) => {
      const typeCode = new URL(request.url).searchParams.get('typeCode') as AppNamespace;
      requests.push(`${request.headers.get('language')}/${typeCode}`);
      return ok({ language, translation: trees[typeCode] ?? {} });
    }),
  );
}

const arabicCore = () => {
  const arabic = structuredClone(core);
  arabic.auth.login.submit = 'تسجيل الدخول';
  arabic.offline.title = 'أنت غير متصل';
  return arabic;
};

beforeEach(() => {
  // As main.tsx starts: English core only; the rest arrives as screens ask for it.
  i18nTestSupport.reset();
});

afterEach(() => {
  vi.restoreAllMocks();
  i18nTestSupport.reset();
  i18nTestSupport.addEnglish(englishNamespaces);
});

describe('i18n', () => {
  it('loads a language from the server namespace by namespace and turns the page right-to-left', async () => {
    const requests: string[] = [];
    serveTranslations('ar', { core: arabicCore() }, requests);
    await expect(changeLanguage('ar')).resolves.toBe(true);
    expect(requests).toEqual(['ar/core']);
    expect(i18next.t('auth.login.submit')).toBe('تسجيل الدخول');
    expect(document.documentElement.lang).toBe('ar');
    expect(document.documentElement.dir).toBe('rtl');
    await changeLanguage('en');
  });

  it('loads a screen’s namespace in English and in the language in use, once', async () => {
    const files: string[] = [];
    const requests: string[] = [];
    serveEnglishFiles(files);
    const arabicMarket = structuredClone(market);
    arabicMarket.market.title = 'السوق';
    serveTranslations('ar', { core: arabicCore(), market: arabicMarket }, requests);
    await changeLanguage('ar');
    expect(isNamespaceLoaded('ar', 'market')).toBe(false);

    await Promise.all([loadNamespaces(['market']), loadNamespaces(['market'])]);
    expect(files).toEqual(['market']);
    expect(requests).toEqual(['ar/core', 'ar/market']);
    expect(i18next.t('market.title')).toBe('السوق');
    // English is there too: the fallback for a key the translation lacks.
    expect(i18next.getResource('en', 'app', 'market.title')).toBe(market.market.title);
    await changeLanguage('en');
  });

  it('switching language loads every namespace in use for the new language', async () => {
    serveEnglishFiles([]);
    await loadNamespaces(['chart', 'wallet']);
    const requests: string[] = [];
    serveTranslations('de', {}, requests);
    await expect(changeLanguage('de')).resolves.toBe(true);
    expect(requests.sort()).toEqual(['de/chart', 'de/core', 'de/wallet']);
    await changeLanguage('en');
  });

  it('logs a failed language load and keeps the current language', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    server.use(http.get(`${API}/system/translation/get`, () => HttpResponse.error()));
    await expect(changeLanguage('ar')).resolves.toBe(false);
    expect(i18next.language).toBe('en');
    expect(document.documentElement.dir).toBe('ltr');
    expect(warn).toHaveBeenCalledWith(
      expect.stringContaining('could not load language "ar"'),
      expect.anything(),
    );
  });

  it('offline, starts from the strings kept per namespace the last time the language loaded', async () => {
    serveEnglishFiles([]);
    await loadNamespaces(['market']);
    const arabicMarket = structuredClone(market);
    arabicMarket.market.title = 'السوق';
    serveTranslations('ar', { core: arabicCore(), market: arabicMarket });
    await expect(changeLanguage('ar')).resolves.toBe(true);
    await changeLanguage('en');
    const kept = JSON.parse(window.localStorage.getItem('translation') ?? '{}') as { namespaces?: object };
    expect(Object.keys(kept.namespaces ?? {}).sort()).toEqual(['core', 'market']);

    i18nTestSupport.reset();
    serveEnglishFiles([]);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    server.use(http.get(`${API}/system/translation/get`, () => HttpResponse.error()));
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await loadNamespaces(['market']);
    await expect(changeLanguage('ar')).resolves.toBe(true);
    expect(i18next.t('offline.title')).toBe('أنت غير متصل');
    expect(i18next.t('market.title')).toBe('السوق');

    // Online, a failed load is a failure: a kept copy is never preferred to the server's current strings.
    await changeLanguage('en');
    i18nTestSupport.reset();
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    await expect(changeLanguage('ar')).resolves.toBe(false);
  });

  it('reads a copy kept before namespaces (the whole tree) for any namespace', async () => {
    window.localStorage.setItem('translation', JSON.stringify({ code: 'ar', strings: arabicCore() }));
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    server.use(http.get(`${API}/system/translation/get`, () => HttpResponse.error()));
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await expect(changeLanguage('ar')).resolves.toBe(true);
    expect(i18next.t('offline.title')).toBe('أنت غير متصل');
    await changeLanguage('en');
  });

  it('logs the keys a translation lacks (English is shown for them)', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    serveTranslations('ar', { core: { common: {} } });
    await changeLanguage('ar');
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('"ar" lacks'));
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('of "core"'));
    expect(i18next.t('common.retry')).toBe(core.common.retry);
    await changeLanguage('en');
  });

  it('logs a key missing from English itself', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    i18next.t('nowhere.to.be.found' as never);
    expect(warn).toHaveBeenCalledWith(
      expect.stringContaining('missing translation key "app:nowhere.to.be.found"'),
    );
  });

  it('finds the keys a bundle lacks of one namespace', () => {
    expect(missingTranslationKeys(core, 'core')).toEqual([]);
    expect(missingTranslationKeys({ common: { retry: 'x' } }, 'core')).toContain('offline.title');
    expect(missingTranslationKeys({ common: { retry: 'x' } }, 'core')).not.toContain('common.retry');
  });
});
