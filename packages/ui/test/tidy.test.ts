import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { appCatalogues, stringAt } from './catalogues';

// Checks on the code itself (CONVENTIONS 12): what both apps share lives here once (issue 16), and the shared
// components follow the apps' own rules.
const root = join(import.meta.dirname, '../../..');
const SOURCE = /\.(ts|tsx|css)$/;
/** A file this short (a re-export, a one-line style) may be alike in both apps by chance. */
const MIN_LINES = 6;

interface SourceFile {
  path: string;
  text: string;
}

function sourceFiles(directory: string): SourceFile[] {
  return readdirSync(join(root, directory), { recursive: true, encoding: 'utf8' })
    .filter((name) => SOURCE.test(name))
    .map((name) => {
      const path = join(directory, name);
      return { path, text: readFileSync(join(root, path), 'utf8') };
    });
}

/** The lines that carry code, with indentation and runs of white space folded. */
function normalisedLines(text: string): string[] {
  return text
    .split('\n')
    .map((line) => line.trim().replace(/\s+/g, ' '))
    .filter((line) => line !== '');
}

/** Pairs of files, one from each side, whose code is the same but for white space. */
function identicalPairs(left: readonly SourceFile[], right: readonly SourceFile[]): [string, string][] {
  const byHash = new Map<string, string[]>();
  for (const file of left) {
    const lines = normalisedLines(file.text);
    if (lines.length < MIN_LINES) continue;
    const hash = createHash('sha256').update(lines.join('\n')).digest('hex');
    byHash.set(hash, [...(byHash.get(hash) ?? []), file.path]);
  }
  return right.flatMap((file) => {
    const hash = createHash('sha256').update(normalisedLines(file.text).join('\n')).digest('hex');
    return (byHash.get(hash) ?? []).map((path): [string, string] => [path, file.path]);
  });
}

/** Code without its comments (whose words, such as "right-to-left", are no class names). */
const withoutComments = (text: string) => text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');

describe('no copies between the apps (issue 16)', () => {
  it('no file of apps/web/src is in apps/admin/src again: shared code goes to packages/ui', () => {
    const web = sourceFiles('apps/web/src');
    const admin = sourceFiles('apps/admin/src');
    expect(web.length).toBeGreaterThan(100);
    expect(admin.length).toBeGreaterThan(50);
    expect(identicalPairs(web, admin)).toEqual([]);
  });

  it('the check finds a copy however it is indented, and passes over short files', () => {
    const code =
      'import a from "a";\n\nexport function f() {\n  const x = 1;\n  const y = 2;\n  return x + y;\n}\n';
    const reindented = code.replace(/^ {2}/gm, '\t').replace(/ = /g, '  =  ');
    const short = 'export { a } from "a";\nexport { b } from "b";\n';
    const found = identicalPairs(
      [
        { path: 'web/f.ts', text: code },
        { path: 'web/index.ts', text: short },
      ],
      [
        { path: 'admin/f.ts', text: reindented },
        { path: 'admin/index.ts', text: short },
        { path: 'admin/g.ts', text: code.replace('x + y', 'x - y') },
      ],
    );
    expect(found).toEqual([['web/f.ts', 'admin/f.ts']]);
  });
});

describe('the shared components', () => {
  const files = sourceFiles('packages/ui/src');
  const components = files.filter((file) => file.path.endsWith('.tsx'));

  it('use only translation keys that both apps hold', () => {
    const keys = new Set(
      components.flatMap((file) =>
        [...file.text.matchAll(/\bt\(\s*'([\w.]+)'/g)].map((match) => match[1] ?? ''),
      ),
    );
    expect(keys.size).toBeGreaterThan(0);
    const missing = Object.entries(appCatalogues).flatMap(([app, read]) => {
      const catalogue = read();
      return [...keys].filter((key) => !stringAt(catalogue, key)).map((key) => `${app}: ${key}`);
    });
    expect(missing).toEqual([]);
  });

  it('use logical (RTL-safe) spacing and position classes only, as the apps do', () => {
    const physical =
      /^-?(?:m[lr]|p[lr]|left|right|scroll-[mp][lr]|border-[lr]|rounded-[lr]|rounded-[tb][lr]|text-(?:left|right)|float-(?:left|right))(?:-|$)/;
    const offenders = components.flatMap((file) =>
      [...withoutComments(file.text).matchAll(/['"`]([^'"`]*)['"`]/g)]
        .flatMap((match) => (match[1] ?? '').split(/\s+/))
        .map((token) => token.slice(token.lastIndexOf(':') + 1))
        .filter((utility) => physical.test(utility))
        .map((utility) => `${relative('packages/ui', file.path)}: ${utility}`),
    );
    expect(offenders).toEqual([]);
  });

  it('stay short and import nothing of an app', () => {
    expect(components.filter((file) => file.text.split('\n').length > 250).map((file) => file.path)).toEqual(
      [],
    );
    const importsAnApp = /(?:from|import) '(?:@\/|(?:\.\.\/)+apps\/|@exchange\/(?:web|admin)\b)/;
    expect(files.filter((file) => importsAnApp.test(file.text)).map((file) => file.path)).toEqual([]);
  });
});
