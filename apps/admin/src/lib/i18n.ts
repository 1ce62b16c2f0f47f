import { setNumberLocale } from '@exchange/ui/format/number-locale';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import en from '@/locales/en.json';
import zh from '@/locales/zh.json';

/**
 * The back office speaks English and Chinese, both bundled (a few kilobytes). Keys are typed from `en.json`
 * (i18next.d.ts); a missing key is logged once. The choice is kept per browser in localStorage.
 */
export const LANGUAGES = [
  { code: 'en', name: 'English' },
  { code: 'zh', name: '中文' },
] as const;
export type LanguageCode = (typeof LANGUAGES)[number]['code'];
export const DEFAULT_LANGUAGE: LanguageCode = 'en';
export const LANGUAGE_STORAGE_KEY = 'admin.language';

const warnedMissingKeys = new Set<string>();

function storedLanguage(): LanguageCode {
  try {
    const value = window.localStorage.getItem(LANGUAGE_STORAGE_KEY);
    return LANGUAGES.some((language) => language.code === value) ? (value as LanguageCode) : DEFAULT_LANGUAGE;
  } catch {
    return DEFAULT_LANGUAGE;
  }
}

export function initI18n(): typeof i18next {
  if (i18next.isInitialized) return i18next;
  void i18next.use(initReactI18next).init({
    lng: storedLanguage(),
    fallbackLng: DEFAULT_LANGUAGE,
    resources: { en: { translation: en }, zh: { translation: zh } },
    interpolation: { escapeValue: false },
    returnNull: false,
    initAsync: false,
    showSupportNotice: false,
    saveMissing: true,
    missingKeyHandler: (languages, _namespace, key) => {
      if (warnedMissingKeys.has(key)) return;
      warnedMissingKeys.add(key);
      console.warn(`[i18n] missing translation key "${key}" (${languages.join(', ')})`);
    },
  });
  const applyLanguage = (code: string) => {
    document.documentElement.lang = code;
    setNumberLocale(code);
  };
  i18next.on('languageChanged', applyLanguage);
  applyLanguage(i18next.language);
  return i18next;
}

export async function changeLanguage(code: LanguageCode): Promise<void> {
  window.localStorage.setItem(LANGUAGE_STORAGE_KEY, code);
  await i18next.changeLanguage(code);
}
