import { afterEach, describe, expect, it, vi } from 'vitest';
import i18next from 'i18next';
import en from '@exchange/contracts/i18n/locales/en/app.json';
import { API, HttpResponse, http, ok, server } from '../../test/msw-server';
import { changeLanguage, missingTranslationKeys } from './i18n';

afterEach(() => {
  vi.restoreAllMocks();
  if (i18next.hasResourceBundle('ar', 'app')) i18next.removeResourceBundle('ar', 'app');
});

describe('i18n', () => {
  it('loads a language from the server with the language header and turns the page right-to-left', async () => {
    let header: string | null = null;
    const arabic = structuredClone(en);
    arabic.auth.login.title = 'تسجيل الدخول';
    server.use(
      http.get(`${API}/system/translation/get`, ({ request }) => {
        header = request.headers.get('language');
        expect(new URL(request.url).searchParams.get('typeCode')).toBe('app');
        return ok({ language: 'ar', translation: arabic });
      }),
    );
    await expect(changeLanguage('ar')).resolves.toBe(true);
    expect(header).toBe('ar');
    expect(i18next.t('auth.login.title')).toBe('تسجيل الدخول');
    expect(document.documentElement.lang).toBe('ar');
    expect(document.documentElement.dir).toBe('rtl');
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

  it('offline, starts from the strings kept the last time the language loaded', async () => {
    const arabic = structuredClone(en);
    arabic.offline.title = 'أنت غير متصل';
    server.use(http.get(`${API}/system/translation/get`, () => ok({ language: 'ar', translation: arabic })));
    await expect(changeLanguage('ar')).resolves.toBe(true);
    await changeLanguage('en');
    i18next.removeResourceBundle('ar', 'app');

    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    server.use(http.get(`${API}/system/translation/get`, () => HttpResponse.error()));
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await expect(changeLanguage('ar')).resolves.toBe(true);
    expect(i18next.t('offline.title')).toBe('أنت غير متصل');
    // Online, a failed load is a failure: a kept copy is never preferred to the server's current strings.
    i18next.removeResourceBundle('ar', 'app');
    await changeLanguage('en');
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    await expect(changeLanguage('ar')).resolves.toBe(false);
  });

  it('logs the keys a translation lacks (English is shown for them)', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    server.use(
      http.get(`${API}/system/translation/get`, () => ok({ language: 'ar', translation: { common: {} } })),
    );
    await changeLanguage('ar');
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('"ar" lacks'));
    expect(i18next.t('common.retry')).toBe(en.common.retry);
  });

  it('logs a key missing from English itself', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    i18next.t('nowhere.to.be.found' as never);
    expect(warn).toHaveBeenCalledWith(
      expect.stringContaining('missing translation key "app:nowhere.to.be.found"'),
    );
  });

  it('finds missing keys of a bundle', () => {
    expect(missingTranslationKeys(en)).toEqual([]);
    expect(missingTranslationKeys({ common: { retry: 'x' } })).toContain('auth.login.title');
  });
});
