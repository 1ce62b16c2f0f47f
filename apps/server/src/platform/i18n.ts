import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { createRequire } from 'node:module';
import { LANGUAGES, DEFAULT_LANGUAGE } from '@exchange/contracts/reference/index';
import { APP_NAMESPACES, mergeTrees, type AppNamespace, type TranslationTree } from '@exchange/i18n';

export type { TranslationTree };
/**
 * The trees stored in `translations` and edited by staff: `app`, every namespace of the web app merged, and `error`,
 * the server's own messages. A namespace (`core`, `auth` …) is served as a cut of the `app` tree.
 */
export const TYPE_CODES = ['app', 'error'] as const;
export type TypeCode = (typeof TYPE_CODES)[number];

const SUPPORTED = new Set<string>(LANGUAGES.map((language) => language.code));

/** Picks a supported language from a `language` header value (`zh-TW`, `ar`, `en-US,en;q=0.9` …). */
export const resolveLanguage = (header: string | undefined): string => {
  if (!header) return DEFAULT_LANGUAGE;
  for (const part of header.split(',')) {
    const tag = part.split(';')[0]?.trim() ?? '';
    if (SUPPORTED.has(tag)) return tag;
    const base = tag.split('-')[0] ?? '';
    if (SUPPORTED.has(base)) return base;
  }
  return DEFAULT_LANGUAGE;
};

/** Where the locale JSON lives: in the i18n package (dev, test, a build run in the checkout) or beside the bundle. */
const localesDirectory = (): string => {
  const require = createRequire(import.meta.url);
  try {
    return join(dirname(require.resolve('@exchange/i18n/package.json')), 'locales');
  } catch {
    return join(dirname(new URL(import.meta.url).pathname), 'locales');
  }
};

export interface Catalogue {
  /** One language's `app` (every namespace file merged) or `error` tree; English's when it has none. */
  tree(language: string, typeCode: TypeCode): TranslationTree;
  /** One namespace file of a language; English's when it has none. The English file is a namespace's shape. */
  namespaceTree(language: string, namespace: AppNamespace): TranslationTree;
  /** `key` like `sessionReplaced` or `mail.codeSubject`; falls back to English, then to the key itself. */
  translate(
    language: string,
    typeCode: TypeCode,
    key: string,
    values?: Record<string, string | number>,
  ): string;
  languages(): string[];
}

const lookup = (tree: TranslationTree | undefined, key: string): string | undefined => {
  let node: string | TranslationTree | undefined = tree;
  for (const part of key.split('.')) {
    if (node === undefined || typeof node === 'string') return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
};

const interpolate = (text: string, values?: Record<string, string | number>) =>
  values ? text.replace(/\{\{(\w+)\}\}/g, (match, name: string) => String(values[name] ?? match)) : text;

const readTree = (path: string): TranslationTree | undefined => {
  try {
    return JSON.parse(readFileSync(path, 'utf8')) as TranslationTree;
  } catch {
    // A language may not be translated yet for one namespace; English serves as the fallback.
    return undefined;
  }
};

export const loadCatalogue = (directory = localesDirectory()): Catalogue => {
  const trees = new Map<string, TranslationTree>();
  const namespaces = new Map<string, TranslationTree>();
  for (const language of readdirSync(directory)) {
    let app: TranslationTree | undefined;
    for (const namespace of APP_NAMESPACES) {
      const tree = readTree(join(directory, language, `${namespace}.json`));
      if (!tree) continue;
      namespaces.set(`${language}/${namespace}`, tree);
      app = mergeTrees(app ?? {}, tree) as TranslationTree;
    }
    if (app) trees.set(`${language}/app`, app);
    const errors = readTree(join(directory, language, 'error.json'));
    if (errors) trees.set(`${language}/error`, errors);
  }
  const tree = (language: string, typeCode: TypeCode) =>
    trees.get(`${language}/${typeCode}`) ?? trees.get(`${DEFAULT_LANGUAGE}/${typeCode}`) ?? {};
  return {
    tree,
    namespaceTree: (language, namespace) =>
      namespaces.get(`${language}/${namespace}`) ?? namespaces.get(`${DEFAULT_LANGUAGE}/${namespace}`) ?? {},
    languages: () => [...new Set([...trees.keys()].map((entry) => entry.split('/')[0] as string))],
    translate: (language, typeCode, key, values) => {
      const text =
        lookup(trees.get(`${language}/${typeCode}`), key) ??
        lookup(tree(DEFAULT_LANGUAGE, typeCode), key) ??
        key;
      return interpolate(text, values);
    },
  };
};
