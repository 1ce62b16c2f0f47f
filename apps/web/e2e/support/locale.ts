import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { APP_NAMESPACES } from '@exchange/i18n/namespaces';

type Tree = { [key: string]: string | Tree };

const localeFile = (language: string, name: string) =>
  JSON.parse(readFileSync(resolve(`packages/i18n/locales/${language}/${name}.json`), 'utf8')) as Tree;

/** The text at a dotted key, from whichever namespace file of the language holds it. */
const lookup = (language: string, key: string): string | undefined => {
  for (const namespace of APP_NAMESPACES) {
    let node: string | Tree | undefined = localeFile(language, namespace);
    for (const part of key.split('.')) node = typeof node === 'object' ? node[part] : undefined;
    if (typeof node === 'string') return node;
  }
  return undefined;
};

/** A string of the web app in one language, by its key (`mine.menu.logout`), as the screens show it. */
export const text = (language: string, key: string, values: Record<string, string> = {}): string => {
  const found = lookup(language, key);
  if (found === undefined) throw new Error(`no ${language} string for ${key}`);
  return found.replace(/\{\{\s*(\w+)\s*\}\}/g, (_match, name: string) => values[name] ?? '');
};

export const errorText = (language: string, key: string): string => {
  const value = localeFile(language, 'error')[key];
  if (typeof value !== 'string') throw new Error(`no ${language} error string for ${key}`);
  return value;
};
