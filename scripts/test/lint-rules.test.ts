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
