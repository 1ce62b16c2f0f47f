import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

type Tree = { [key: string]: string | Tree };

/** A string of the web app in one language, by its key (`mine.menu.logout`), as the screens show it. */
export const text = (language: string, key: string, values: Record<string, string> = {}): string => {
  const tree = JSON.parse(
    readFileSync(resolve(`packages/contracts/src/i18n/locales/${language}/app.json`), 'utf8'),
  ) as Tree;
  let node: string | Tree | undefined = tree;
  for (const part of key.split('.')) node = typeof node === 'object' ? node[part] : undefined;
  if (typeof node !== 'string') throw new Error(`no ${language} string for ${key}`);
  return node.replace(/\{\{\s*(\w+)\s*\}\}/g, (_match, name: string) => values[name] ?? '');
};

export const errorText = (language: string, key: string): string => {
  const tree = JSON.parse(
    readFileSync(resolve(`packages/contracts/src/i18n/locales/${language}/error.json`), 'utf8'),
  ) as Record<string, string>;
  const value = tree[key];
  if (!value) throw new Error(`no ${language} error string for ${key}`);
  return value;
};
