import { useSyncExternalStore } from 'react';

/**
 * The locale every number on screen is grouped in. Both apps set it from the UI language (`setNumberLocale` on
 * i18next's languageChanged); the formatters read it, and `useNumberLocale` re-renders a component when it changes.
 * Module state rather than a React context so plain helpers (column definitions, notices, canvas labels) format
 * the same way as components do.
 */
let currentLocale = 'en';
const listeners = new Set<() => void>();

/** App language codes that are not BCP 47 tags Intl reads as meant. */
const LOCALE_OF_LANGUAGE: Readonly<Record<string, string>> = {
  zh: 'zh-CN',
  no: 'nb',
};

/** The Intl locale of an app language code (`zh` → `zh-CN`); an unknown or malformed code falls back to `en`. */
export function numberLocaleOf(language: string): string {
  const tag = LOCALE_OF_LANGUAGE[language] ?? language;
  try {
    return Intl.NumberFormat.supportedLocalesOf([tag])[0] ?? 'en';
  } catch {
    return 'en';
  }
}

export function setNumberLocale(language: string): void {
  const locale = numberLocaleOf(language);
  if (locale === currentLocale) return;
  currentLocale = locale;
  for (const listener of listeners) listener();
}

export function getNumberLocale(): string {
  return currentLocale;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The current number locale; the calling component re-renders when it changes. */
export function useNumberLocale(): string {
  return useSyncExternalStore(subscribe, getNumberLocale, getNumberLocale);
}
