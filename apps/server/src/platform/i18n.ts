import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { createRequire } from 'node:module';
import { LANGUAGES, DEFAULT_LANGUAGE } from '@exchange/contracts/reference/index';

export type TranslationTree = { [key: string]: string | TranslationTree };
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

/** Where the locale JSON lives: next to the contracts package (dev/test) or copied beside the bundle (built). */
const localesDirectory = (): string => {
  const require = createRequire(import.meta.url);
  try {
    return join(dirname(require.resolve('@exchange/contracts/package.json')), 'src/i18n/locales');
  } catch {
    return join(dirname(new URL(import.meta.url).pathname), 'locales');
  }
};

export interface Catalogue {
  tree(language: string, typeCode: TypeCode): TranslationTree;
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

export const loadCatalogue = (directory = localesDirectory()): Catalogue => {
  const trees = new Map<string, TranslationTree>();
  for (const language of readdirSync(directory)) {
    for (const typeCode of TYPE_CODES) {
      try {
        trees.set(
          `${language}/${typeCode}`,
          JSON.parse(readFileSync(join(directory, language, `${typeCode}.json`), 'utf8')),
        );
      } catch {
        // A language may not be translated yet for one namespace; English serves as the fallback.
      }
    }
  }
  const tree = (language: string, typeCode: TypeCode) =>
    trees.get(`${language}/${typeCode}`) ?? trees.get(`${DEFAULT_LANGUAGE}/${typeCode}`) ?? {};
  return {
    tree,
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
