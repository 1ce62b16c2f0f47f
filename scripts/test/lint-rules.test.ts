import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The lint rules that guard security are themselves tested: a rule with a wrong selector would pass every file.
const root = join(import.meta.dirname, '../..');
const fixturePath = join(root, 'scripts/test/fixtures/html-sinks.tsx');
const fixture = readFileSync(fixturePath, 'utf8');
/** The fixture's lines marked `// html sink`, 1-based as ESLint counts them. */
const sinkLines = fixture
  .split('\n')
  .flatMap((line, index) => (line.trimEnd().endsWith('// html sink') ? [index + 1] : []));

describe('no string is rendered as HTML in the apps (issue 15)', () => {
  const eslint = new ESLint({ cwd: root });

  it('the fixture marks the sinks it holds', () => {
    expect(sinkLines.length).toBeGreaterThanOrEqual(10);
  });

  it('the main lint run skips the fixture (it is bad on purpose)', async () => {
    expect(await eslint.isPathIgnored(fixturePath)).toBe(true);
  });

  it.each(['apps/web/src/features/member/html-sinks.tsx', 'apps/admin/src/features/users/html-sinks.tsx'])(
    'linted as %s, every marked line is refused and nothing else is',
    async (filePath) => {
      const [result] = await eslint.lintText(fixture, { filePath: join(root, filePath) });
      const fatal = result?.messages.filter((message) => message.fatal) ?? [];
      expect(fatal).toEqual([]);
      const refused = (result?.messages ?? []).filter((message) => message.ruleId === 'no-restricted-syntax');
      expect(refused.map((message) => message.line)).toEqual(sinkLines);
      for (const message of refused) expect(message.message).toMatch(/Never render a string as HTML/);
      expect(result?.messages.filter((message) => message.ruleId !== 'no-restricted-syntax')).toEqual([]);
    },
  );
});

// The web data layer (apps/web/src/data) is below the features: features and routes import it, it imports neither.
const dataFixturePath = join(root, 'scripts/test/fixtures/data-layer-imports.ts');
const dataFixture = readFileSync(dataFixturePath, 'utf8');
const upwardLines = dataFixture
  .split('\n')
  .flatMap((line, index) => (line.trimEnd().endsWith('// upward import') ? [index + 1] : []));

describe('the web data layer never imports a feature, a route or the app (issue 16)', () => {
  const eslint = new ESLint({ cwd: root });
  const zoneRule = 'import-x/no-restricted-paths';

  it('the fixture marks the imports it holds, and the main lint run skips it', async () => {
    expect(upwardLines).toHaveLength(4);
    expect(await eslint.isPathIgnored(dataFixturePath)).toBe(true);
  });

  it('linted as a data-layer file, every marked import is refused and nothing else is', async () => {
    const filePath = join(root, 'apps/web/src/data/instruments/data-layer-imports.ts');
    const [result] = await eslint.lintText(dataFixture, { filePath });
    const messages = result?.messages ?? [];
    expect(messages.filter((message) => message.fatal)).toEqual([]);
    const refused = messages.filter((message) => message.ruleId === zoneRule);
    expect(refused.map((message) => message.line)).toEqual(upwardLines);
    for (const message of refused) expect(message.message).toMatch(/data layer sits below the features/);
    expect(messages.filter((message) => message.ruleId !== zoneRule)).toEqual([]);
  });

  it('a feature may import the data layer', async () => {
    const source = [
      "import { instrumentKeys } from '@/data/instruments/instrument-keys';",
      "import { quoteKeys } from '@/data/quotes/quote-keys';",
      'export const keys = [instrumentKeys, quoteKeys];',
      '',
    ].join('\n');
    const filePath = join(root, 'apps/web/src/features/chart/api/data-layer-imports.ts');
    const [result] = await eslint.lintText(source, { filePath });
    expect(result?.messages).toEqual([]);
  });
});

// Every figure goes through @exchange/ui/format (issue 17): no hand formatting of numbers in either app's code.
const numberFixturePath = join(root, 'scripts/test/fixtures/number-format.tsx');
const numberFixture = readFileSync(numberFixturePath, 'utf8');
const handFormatLines = numberFixture
  .split('\n')
  .flatMap((line, index) => (line.trimEnd().endsWith('// hand format') ? [index + 1] : []));
const numberRules = ['no-restricted-syntax', 'no-restricted-imports'];

describe('no screen formats a number by hand (issue 17)', () => {
  const eslint = new ESLint({ cwd: root });
  const lint = async (filePath: string) => {
    const [result] = await eslint.lintText(numberFixture, { filePath: join(root, filePath) });
    const messages = result?.messages ?? [];
    expect(messages.filter((message) => message.fatal)).toEqual([]);
    return messages;
  };

  it('the fixture marks every pattern (Intl, toLocaleString, toFixed(n), toPrecision, domain formatters)', async () => {
    expect(handFormatLines).toHaveLength(11);
    expect(await eslint.isPathIgnored(numberFixturePath)).toBe(true);
  });

  it.each([
    'apps/web/src/features/payments/number-format.tsx',
    'apps/web/src/routes/number-format.tsx',
    'apps/admin/src/features/users/number-format.tsx',
    'apps/admin/src/lib/number-format.tsx',
  ])('linted as %s, every marked line is refused and nothing else is', async (filePath) => {
    const messages = await lint(filePath);
    const refused = messages.filter((message) => numberRules.includes(message.ruleId ?? ''));
    expect(refused.map((message) => message.line)).toEqual(handFormatLines);
    for (const message of refused) expect(message.message).toMatch(/@exchange\/ui\/format/);
    expect(messages.filter((message) => !numberRules.includes(message.ruleId ?? ''))).toEqual([]);
  });

  it.each(['apps/web/src/routes/number-format.test.tsx', 'packages/ui/src/format/number-format-impl.tsx'])(
    'tests and the formatter itself may (%s)',
    async (filePath) => {
      const messages = await lint(filePath);
      expect(messages.filter((message) => numberRules.includes(message.ruleId ?? ''))).toEqual([]);
    },
  );
});
