import { setNumberLocale } from '@exchange/ui/format/number-locale';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { languageDirection } from '@exchange/domain/format/language';
import { CORE_NAMESPACE, type AppNamespace } from '@exchange/i18n/namespaces';
import { callOperation } from './api-client';
import { fetchEnglishNamespace } from './english-bundle';
import { operations } from './operations';
import { readLocal, storageKeys, writeLocal } from './storage';

/**
 * i18next with the strings cut into namespaces by feature (packages/i18n): English `core` is loaded before the
 * first render (lib/english-bundle.ts: a JSON file the HTML preloads, not part of the JavaScript); every other
 * namespace is loaded when a screen that needs it opens (`loadNamespaces`, awaited by the route before it renders,
 * `screenModules` in app/router.tsx), in English and in the language in use, which comes from the server (spec §7,
 * CONVENTIONS §9). Every file merges into the one i18next namespace `app`, so a key reads the same wherever its
 * file is; keys are typed from the English files (i18next.d.ts). Missing keys and failed loads are logged, never
 * fatal (spec §8).
 */
export const DEFAULT_LANGUAGE = 'en';
export const APP_NAMESPACE = 'app';

const warnedMissingKeys = new Set<string>();

type Nested = { [key: string]: unknown };

/** The namespaces merged into i18next, by language. */
const loadedNamespaces = new Map<string, Set<AppNamespace>>();
/** The namespaces the screens opened so far need: a language switch loads each of them in the new language. */
const namespacesInUse = new Set<AppNamespace>([CORE_NAMESPACE]);
/** Loads in flight by `language/namespace`, shared by concurrent callers; resolve to whether the strings arrived. */
const pendingLoads = new Map<string, Promise<boolean>>();
/** The English strings of each loaded namespace: what a translation is checked against (and falls back to). */
const englishTrees = new Map<AppNamespace, Nested>();

/** Loads may start before i18next exists (main.tsx starts the first screen's at once); they merge in after. */
let markInitialized: () => void = () => undefined;
const initialized = new Promise<void>((resolve) => {
  markInitialized = resolve;
});

function addNamespace(language: string, namespace: AppNamespace, strings: Nested): void {
  i18next.addResourceBundle(language, APP_NAMESPACE, strings, true, true);
  if (language === DEFAULT_LANGUAGE) englishTrees.set(namespace, strings);
  const loaded = loadedNamespaces.get(language) ?? new Set<AppNamespace>();
  loaded.add(namespace);
  loadedNamespaces.set(language, loaded);
}

export function initI18n(englishCore: Nested): typeof i18next {
  if (i18next.isInitialized) return i18next;
  void i18next.use(initReactI18next).init({
    lng: DEFAULT_LANGUAGE,
    fallbackLng: DEFAULT_LANGUAGE,
    ns: [APP_NAMESPACE],
    defaultNS: APP_NAMESPACE,
    resources: {},
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
  addNamespace(DEFAULT_LANGUAGE, CORE_NAMESPACE, englishCore);
  i18next.on('languageChanged', applyDocumentLanguage);
  applyDocumentLanguage(i18next.language);
  markInitialized();
  return i18next;
}

/** `<html lang dir>` and the number locale follow the language in use: `dir` is rtl for he, ar, fa, ku. */
export function applyDocumentLanguage(code: string): void {
  setNumberLocale(code);
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

/** Keys of a namespace's English file that a translation of it lacks (they fall back to English). */
export function missingTranslationKeys(bundle: Nested, namespace: AppNamespace): string[] {
  return flattenKeys(englishTrees.get(namespace) ?? {}).filter((key) => !hasKey(bundle, key));
}

let latestRequestedLanguage = DEFAULT_LANGUAGE;

const isNested = (value: unknown): value is Nested =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The last language's strings kept on the device, `{ code, namespaces: { core: {…}, market: {…} } }`: the service
 * worker never stores API answers (issue 13). A copy written before namespaces (`{ code, strings }`, the whole
 * tree) serves every namespace until the next load replaces it.
 */
function readStored(code: string): Nested | null {
  try {
    const stored: unknown = JSON.parse(readLocal(storageKeys.translation) ?? 'null');
    return isNested(stored) && stored.code === code ? stored : null;
  } catch {
    return null;
  }
}

function storedNamespace(code: string, namespace: AppNamespace): Nested | null {
  const stored = readStored(code);
  const strings = isNested(stored?.namespaces) ? stored.namespaces[namespace] : stored?.strings;
  return isNested(strings) ? strings : null;
}

function keepNamespace(code: string, namespace: AppNamespace, strings: Nested): void {
  const stored = readStored(code);
  const namespaces = isNested(stored?.namespaces) ? stored.namespaces : {};
  writeLocal(
    storageKeys.translation,
    JSON.stringify({ code, namespaces: { ...namespaces, [namespace]: strings } }),
  );
}

/** The server's strings of one namespace; without a network, the copy kept from the last time they loaded. */
async function readTranslation(code: string, namespace: AppNamespace): Promise<Nested> {
  try {
    const { translation } = await callOperation(operations.getTranslation, {
      query: { typeCode: namespace },
      headers: { language: code },
      noMsg: true,
    });
    keepNamespace(code, namespace, translation);
    return translation;
  } catch (error) {
    const stored = navigator.onLine ? null : storedNamespace(code, namespace);
    if (stored) return stored;
    throw error;
  }
}

async function loadEnglish(namespace: AppNamespace): Promise<boolean> {
  const strings = await fetchEnglishNamespace(namespace);
  if (!strings) return false;
  await initialized;
  addNamespace(DEFAULT_LANGUAGE, namespace, strings);
  return true;
}

async function loadTranslation(code: string, namespace: AppNamespace): Promise<boolean> {
  try {
    // English first or beside it: it is what the translation is checked against and what fills its gaps.
    const [translation] = await Promise.all([
      readTranslation(code, namespace),
      ensureNamespace(DEFAULT_LANGUAGE, namespace),
    ]);
    await initialized;
    const missing = missingTranslationKeys(translation, namespace);
    if (missing.length > 0) {
      console.warn(
        `[i18n] "${code}" lacks ${missing.length} key(s) of "${namespace}", English is shown for them: ${missing.slice(0, 10).join(', ')}`,
      );
    }
    addNamespace(code, namespace, translation);
    return true;
  } catch (error) {
    console.warn(`[i18n] could not load language "${code}" (namespace "${namespace}")`, error);
    return false;
  }
}

/** One namespace in one language, loaded once; concurrent callers share the request. */
function ensureNamespace(code: string, namespace: AppNamespace): Promise<boolean> {
  if (loadedNamespaces.get(code)?.has(namespace)) return Promise.resolve(true);
  const id = `${code}/${namespace}`;
  const pending = pendingLoads.get(id);
  if (pending) return pending;
  const load = (
    code === DEFAULT_LANGUAGE ? loadEnglish(namespace) : loadTranslation(code, namespace)
  ).finally(() => pendingLoads.delete(id));
  pendingLoads.set(id, load);
  return load;
}

/**
 * Loads `namespaces` in English, in the language shown and in one being switched to, and remembers them for later
 * switches. A screen's route awaits this before it renders, so it never shows a raw key while its strings are on
 * their way. Never rejects: a namespace that fails is logged and falls back (to English, or to keys).
 */
export async function loadNamespaces(namespaces: readonly AppNamespace[]): Promise<void> {
  for (const namespace of namespaces) namespacesInUse.add(namespace);
  const languages = new Set([
    DEFAULT_LANGUAGE,
    i18next.language ?? DEFAULT_LANGUAGE,
    latestRequestedLanguage,
  ]);
  await Promise.all(
    [...languages].flatMap((code) => namespaces.map((namespace) => ensureNamespace(code, namespace))),
  );
}

/** Whether a namespace's strings are merged in for `code` (tests; a screen relies on `loadNamespaces`). */
export function isNamespaceLoaded(code: string, namespace: AppNamespace): boolean {
  return loadedNamespaces.get(code)?.has(namespace) ?? false;
}

/**
 * Switches the UI to `code`, fetching first every namespace in use (core and those of the screens opened so far).
 * Resolves to false (and keeps the current language) when they cannot all be loaded. Concurrent calls for one
 * language share the requests; the last call wins.
 */
export async function changeLanguage(code: string): Promise<boolean> {
  latestRequestedLanguage = code;
  if (code !== DEFAULT_LANGUAGE) {
    const loaded = await Promise.all(
      [...namespacesInUse].map((namespace) => ensureNamespace(code, namespace)),
    );
    if (!loaded.every(Boolean)) return false;
  }
  // A later choice made while this language was loading wins.
  if (latestRequestedLanguage !== code) return false;
  if (i18next.language !== code) await i18next.changeLanguage(code);
  return true;
}

/**
 * Test support: forgets what was loaded (every language but English core, which stays as `initI18n` put it) so a
 * test can watch a screen load its namespaces, or merges English files in as if they had been fetched.
 */
export const i18nTestSupport = {
  addEnglish(namespaces: Partial<Record<AppNamespace, Nested>>): void {
    for (const [namespace, strings] of Object.entries(namespaces))
      addNamespace(DEFAULT_LANGUAGE, namespace as AppNamespace, strings);
  },
  reset(): void {
    const core = englishTrees.get(CORE_NAMESPACE) ?? {};
    for (const code of loadedNamespaces.keys()) i18next.removeResourceBundle(code, APP_NAMESPACE);
    loadedNamespaces.clear();
    englishTrees.clear();
    pendingLoads.clear();
    namespacesInUse.clear();
    namespacesInUse.add(CORE_NAMESPACE);
    latestRequestedLanguage = DEFAULT_LANGUAGE;
    addNamespace(DEFAULT_LANGUAGE, CORE_NAMESPACE, core);
  },
};
