import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// scripts/i18n.mjs (`npm run i18n -- add | report`), run on a temporary copy of packages/i18n/locales.
const root = join(import.meta.dirname, '../..');
const script = join(root, 'scripts/i18n.mjs');
const allowlist = join(root, 'packages/i18n/untranslated-allowlist.json');

type Tree = { [key: string]: string | Tree };
interface Report {
  languages: Record<string, { missing: string[]; extra: string[]; untranslated: string[] }>;
}

let locales = '';
let workDirectory = '';
beforeAll(() => {
  workDirectory = mkdtempSync(join(tmpdir(), 'i18n-script-'));
  locales = join(workDirectory, 'locales');
  cpSync(join(root, 'packages/i18n/locales'), locales, { recursive: true });
});
afterAll(() => rmSync(workDirectory, { recursive: true, force: true }));

const run = (...args: string[]) => {
  const result = spawnSync(
    process.execPath,
    [script, ...args, '--locales', locales, '--allowlist', allowlist],
    {
      encoding: 'utf8',
    },
  );
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
};
const report = (...args: string[]) => {
  const result = run('report', '--json', ...args);
  return { status: result.status, report: JSON.parse(result.stdout) as Report };
};
const readTree = (language: string, namespace: string): Tree =>
  JSON.parse(readFileSync(join(locales, language, `${namespace}.json`), 'utf8')) as Tree;
const writeTree = (language: string, namespace: string, tree: Tree) =>
  writeFileSync(join(locales, language, `${namespace}.json`), `${JSON.stringify(tree, null, 2)}\n`);
const languages = () => readdirSync(locales).sort();
const otherLanguages = () => languages().filter((language) => language !== 'en');

describe('npm run i18n -- add', () => {
  it('adds a key to English and, marked untranslated (the English text), to every other language', () => {
    const before = report().report;
    const result = run('add', 'market', 'market.watchlist.greeting', 'Hello {{name}}');
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
    expect(result.stdout).toContain('19 languages');
    expect(languages()).toHaveLength(19);
    for (const language of languages()) {
      const market = readTree(language, 'market').market as Tree;
      expect((market.watchlist as Tree).greeting, language).toBe('Hello {{name}}');
    }
    // The file keeps its formatting: two-space JSON and a final newline; the key goes last in its group.
    const english = readFileSync(join(locales, 'en', 'market.json'), 'utf8');
    expect(english).toBe(`${JSON.stringify(readTree('en', 'market'), null, 2)}\n`);
    expect(Object.keys(readTree('en', 'market').market as Tree).at(-1)).toBe('watchlist');

    const after = report().report;
    for (const language of otherLanguages()) {
      expect([...(after.languages[language]?.untranslated ?? [])].sort()).toEqual(
        [...(before.languages[language]?.untranslated ?? []), 'market:market.watchlist.greeting'].sort(),
      );
      expect(after.languages[language]?.missing).toEqual([]);
    }
  });

  it('counts the key as translated once a language has its own text', () => {
    const german = readTree('de', 'market');
    ((german.market as Tree).watchlist as Tree).greeting = 'Hallo {{name}}';
    writeTree('de', 'market', german);
    expect(report('de').report.languages.de?.untranslated).not.toContain('market:market.watchlist.greeting');
    expect(report('fr').report.languages.fr?.untranslated).toContain('market:market.watchlist.greeting');
  });

  it('refuses a key that exists in any namespace, clashes with a text, or names no namespace', () => {
    const existing = run('add', 'market', 'market.watchlist.greeting', 'Again');
    expect(existing.status).toBe(1);
    expect(existing.stderr).toContain('market.watchlist.greeting exists in en/market.json');
    const elsewhere = run('add', 'chart', 'common.retry', 'Retry');
    expect(elsewhere.status).toBe(1);
    expect(elsewhere.stderr).toContain('in en/core.json');
    const underText = run('add', 'market', 'market.watchlist.greeting.formal', 'Good day');
    expect(underText.status).toBe(1);
    expect(underText.stderr).toContain('market.watchlist.greeting is a text');
    expect(run('add', 'nowhere', 'nowhere.key', 'Text').stderr).toContain('no namespace "nowhere"');
    expect(run('add', 'market', 'notDotted', 'Text').status).toBe(1);
    expect(run('add', 'market', 'market.empty', ' ').status).toBe(1);
    expect(readTree('en', 'chart')).not.toHaveProperty('common');
  });
});

describe('npm run i18n -- report', () => {
  it('reports keys a language lacks or English lacks, and fails on them', () => {
    const french = readTree('fr', 'chart');
    delete (french.chart as Tree).stale;
    (french.chart as Tree).leftover = 'Reste';
    writeTree('fr', 'chart', french);
    const { status, report: result } = report('fr');
    expect(status).toBe(1);
    expect(result.languages.fr?.missing).toEqual(['chart:chart.stale']);
    expect(result.languages.fr?.extra).toEqual(['chart:chart.leftover']);
    expect(Object.keys(result.languages)).toEqual(['fr']);
  });

  it('does not count codes, placeholders and the allowlist words of a language as untranslated', () => {
    run('add', 'wallet', 'funds.sample.code', 'USDT');
    run('add', 'wallet', 'funds.sample.amount', '{{amount}} ≈ {{value}}');
    run('add', 'wallet', 'funds.sample.status', 'Status');
    const { report: result } = report('de', 'ja');
    expect(result.languages.de?.untranslated).not.toContain('wallet:funds.sample.code');
    expect(result.languages.de?.untranslated).not.toContain('wallet:funds.sample.amount');
    // "Status" is German as well as English, not Japanese.
    expect(result.languages.de?.untranslated).not.toContain('wallet:funds.sample.status');
    expect(result.languages.ja?.untranslated).toContain('wallet:funds.sample.status');
  });

  it('prints a table per language, and exits 1 with --strict while texts are untranslated', () => {
    // --all: the sample key must show however many other keys are still untranslated in the copied files.
    const text = run('report', 'ja', '--all');
    expect(text.stdout).toMatch(/^language\s+missing\s+extra\s+untranslated$/m);
    expect(text.stdout).toMatch(/^ja\s+0\s+0\s+\d+$/m);
    expect(text.stdout).toContain('wallet:funds.sample.status');
    expect(text.status).toBe(0);
    expect(run('report', 'ja', '--strict').status).toBe(1);
    expect(run('report', 'xx').stderr).toContain('no language "xx"');
  });
});
