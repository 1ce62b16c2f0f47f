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
