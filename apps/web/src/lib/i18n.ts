import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { languageDirection } from '@exchange/domain/format/language';
import { callOperation } from './api-client';
import { operations } from './operations';
import { readLocal, storageKeys, writeLocal } from './storage';

/**
 * i18next with English loaded before the first render (lib/english-bundle.ts: a JSON file the HTML preloads, not
 * part of the JavaScript) and every other language fetched from the server on demand (spec §7, CONVENTIONS §9). The
 * JSON root is the `app` namespace; keys are typed from the English file (i18next.d.ts). Missing keys and failed
 * language loads are logged, never fatal (spec §8).
 */
export const DEFAULT_LANGUAGE = 'en';
export const APP_NAMESPACE = 'app';

const warnedMissingKeys = new Set<string>();

type Nested = { [key: string]: unknown };

/** The English strings every other language is checked against (and falls back to). */
let english: Nested = {};

export function initI18n(englishBundle: Nested): typeof i18next {
  if (i18next.isInitialized) return i18next;
  english = englishBundle;
  void i18next.use(initReactI18next).init({
    lng: DEFAULT_LANGUAGE,
    fallbackLng: DEFAULT_LANGUAGE,
    ns: [APP_NAMESPACE],
    defaultNS: APP_NAMESPACE,
    resources: { [DEFAULT_LANGUAGE]: { [APP_NAMESPACE]: englishBundle } },
    interpolation: { escapeValue: false },
    returnNull: false,
    initAsync: false,
    showSupportNotice: false,
    saveMissing: true,
    missingKeyHandler: (languages, namespace, key) => {
      const id = `${namespace}:${key}`;
      if (warnedMissingKeys.has(id)) return;
      warnedMissingKeys.add(id);
      console.warn(`[i18n] missing translation key "${id}" (${languages.join(', ')})`);
    },
  });
  i18next.on('languageChanged', applyDocumentLanguage);
  applyDocumentLanguage(i18next.language);
  return i18next;
}

/** `<html lang dir>` follow the language in use: right-to-left for he, ar, fa, ku. */
export function applyDocumentLanguage(code: string): void {
  document.documentElement.lang = code;
  document.documentElement.dir = languageDirection(code);
}

function flattenKeys(value: Nested, prefix = ''): string[] {
  return Object.entries(value).flatMap(([key, child]) =>
    typeof child === 'object' && child !== null
      ? flattenKeys(child as Nested, `${prefix}${key}.`)
      : [`${prefix}${key}`],
  );
}

function hasKey(bundle: Nested, dottedKey: string): boolean {
  let node: unknown = bundle;
  for (const part of dottedKey.split('.')) {
    if (typeof node !== 'object' || node === null || !(part in node)) return false;
    node = (node as Nested)[part];
  }
  return typeof node === 'string';
}

/** Keys of the English file that a translation lacks (they fall back to English). */
export function missingTranslationKeys(bundle: Nested): string[] {
  return flattenKeys(english).filter((key) => !hasKey(bundle, key));
}

const loadingLanguages = new Map<string, Promise<boolean>>();
let latestRequestedLanguage = DEFAULT_LANGUAGE;

/** The last language's strings kept on the device: the service worker never stores API answers (issue 13). */
function storedTranslation(code: string): Nested | null {
  try {
    const stored = JSON.parse(readLocal(storageKeys.translation) ?? 'null') as {
      code?: unknown;
      strings?: unknown;
    };
    return stored?.code === code && typeof stored.strings === 'object' && stored.strings !== null
      ? (stored.strings as Nested)
      : null;
  } catch {
    return null;
  }
}

/** The server's strings for `code`; without a network, the copy kept from the last time they loaded. */
async function readTranslation(code: string): Promise<Nested> {
  try {
    const { translation } = await callOperation(operations.getTranslation, {
      query: { typeCode: 'app' },
      headers: { language: code },
      noMsg: true,
    });
    writeLocal(storageKeys.translation, JSON.stringify({ code, strings: translation }));
    return translation;
  } catch (error) {
    const stored = navigator.onLine ? null : storedTranslation(code);
    if (stored) return stored;
    throw error;
  }
}

async function fetchLanguage(code: string): Promise<boolean> {
  try {
    const translation = await readTranslation(code);
    const missing = missingTranslationKeys(translation);
    if (missing.length > 0) {
      console.warn(
        `[i18n] "${code}" lacks ${missing.length} key(s), English is shown for them: ${missing.slice(0, 10).join(', ')}`,
      );
    }
    i18next.addResourceBundle(code, APP_NAMESPACE, translation, true, true);
    return true;
  } catch (error) {
    console.warn(`[i18n] could not load language "${code}"; staying on "${i18next.language}"`, error);
    return false;
  } finally {
    loadingLanguages.delete(code);
  }
}

/**
 * Switches the UI to `code`, fetching its strings first. Resolves to false (and keeps the current language) when
 * they cannot be loaded. Concurrent calls for one language share a request; the last call wins.
 */
export async function changeLanguage(code: string): Promise<boolean> {
  latestRequestedLanguage = code;
  if (code !== DEFAULT_LANGUAGE && !i18next.hasResourceBundle(code, APP_NAMESPACE)) {
    const pending = loadingLanguages.get(code) ?? fetchLanguage(code);
    loadingLanguages.set(code, pending);
    if (!(await pending)) return false;
  }
  // A later choice made while this language was loading wins.
  if (latestRequestedLanguage !== code) return false;
  if (i18next.language !== code) await i18next.changeLanguage(code);
  return true;
}
