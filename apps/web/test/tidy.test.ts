import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { en } from './english';
import { unbuiltPaths } from '@/config/paths';

/** Checks on the web code itself (CONVENTIONS 12), cheap enough to run with the unit tests. */
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

/** A key exists as a string, or as i18next plural forms (`key_one`, `key_other`) when it is read with a count. */
function hasKey(dottedKey: string): boolean {
  return hasString(dottedKey) || hasString(`${dottedKey}_other`);
}

function hasString(dottedKey: string): boolean {
  let node: unknown = en;
  for (const part of dottedKey.split('.')) {
    if (typeof node !== 'object' || node === null || !(part in node)) return false;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'string';
}

describe('tidy', () => {
  it('uses only translation keys that exist in the English file', () => {
    const missing = productFiles.flatMap((file) =>
      [...file.text.matchAll(/\bt\(\s*'([a-zA-Z0-9_.]+)'/g)]
        .map((match) => match[1] ?? '')
        .filter((key) => !hasKey(key))
        .map((key) => `${file.path}: ${key}`),
    );
    expect(missing).toEqual([]);
  });

  it('uses logical (RTL-safe) spacing and position classes only', () => {
    // ml-/mr-/pl-/pr-/left-/right-/rounded-l…/border-l…/text-left… (after any variant prefix such as `sm:`).
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

  it('keeps components short and free of console.log and focused tests', () => {
    const long = productFiles
      .filter((file) => file.path.endsWith('.tsx') && file.text.split('\n').length > 250)
      .map((file) => file.path);
    expect(long).toEqual([]);
    expect(
      productFiles.filter((file) => file.text.includes('console.log(')).map((file) => file.path),
    ).toEqual([]);
    expect(
      files.filter((file) => /\b(it|describe|test)\.only\(/.test(file.text)).map((file) => file.path),
    ).toEqual([]);
  });

  it('serves every route of the spec; only `/` is a redirect with no screen of its own', () => {
    expect(unbuiltPaths()).toEqual(['/']);
  });
});
