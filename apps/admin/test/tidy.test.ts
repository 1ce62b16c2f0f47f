import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import en from '@/locales/en.json';
import zh from '@/locales/zh.json';

/** Checks on the back office's code itself (CONVENTIONS 12), like apps/web/test/tidy.test.ts. */
const srcDir = join(import.meta.dirname, '..', 'src');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx)$/.test(name) ? [path] : [];
  });
}

const files = sourceFiles(srcDir).map((path) => ({
  path: relative(srcDir, path),
  text: readFileSync(path, 'utf8'),
  isTest: /\.test\.tsx?$/.test(path),
}));
const productFiles = files.filter((file) => !file.isTest);

type Nested = { [key: string]: unknown };

function flattenKeys(value: Nested, prefix = ''): string[] {
  return Object.entries(value).flatMap(([key, child]) =>
    typeof child === 'object' && child !== null
      ? flattenKeys(child as Nested, `${prefix}${key}.`)
      : [`${prefix}${key}`],
  );
}

describe('tidy', () => {
  it('uses only translation keys that exist in the English file', () => {
    const keys = new Set(flattenKeys(en));
    const missing = productFiles.flatMap((file) =>
      [...file.text.matchAll(/\bt\(\s*'([a-zA-Z0-9_.]+)'/g)]
        .map((match) => match[1] ?? '')
        .filter((key) => !keys.has(key))
        .map((key) => `${file.path}: ${key}`),
    );
    expect(missing).toEqual([]);
  });

  it('has every English key in Chinese, and no others', () => {
    expect(flattenKeys(zh).sort()).toEqual(flattenKeys(en).sort());
  });

  it('uses logical (RTL-safe) spacing and position classes only', () => {
    const physical =
      /^-?(?:m[lr]|p[lr]|left|right|scroll-[mp][lr]|border-[lr]|rounded-[lr]|rounded-[tb][lr]|text-(?:left|right)|float-(?:left|right))(?:-|$)/;
    const offenders = productFiles.flatMap((file) =>
      [...file.text.matchAll(/['"`]([^'"`]*)['"`]/g)]
        .flatMap((match) => (match[1] ?? '').split(/\s+/))
        .map((token) => token.slice(token.lastIndexOf(':') + 1))
        .filter((utility) => physical.test(utility))
        .map((utility) => `${file.path}: ${utility}`),
    );
    expect(offenders).toEqual([]);
  });

  it('keeps files short and free of console.log and focused tests', () => {
    expect(files.filter((file) => file.text.split('\n').length > 400).map((file) => file.path)).toEqual([]);
    const longComponents = productFiles.filter(
      (file) => file.path.endsWith('.tsx') && file.text.split('\n').length > 250,
    );
    expect(longComponents.map((file) => file.path)).toEqual([]);
    expect(
      productFiles.filter((file) => file.text.includes('console.log(')).map((file) => file.path),
    ).toEqual([]);
    expect(
      files.filter((file) => /\b(it|describe|test)\.only\(/.test(file.text)).map((file) => file.path),
    ).toEqual([]);
  });

  it('imports nothing from the user app', () => {
    const offenders = files.filter((file) => /from '[^']*(apps\/web|@exchange\/web)/.test(file.text));
    expect(offenders.map((file) => file.path)).toEqual([]);
  });
});
