import { join } from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
import { findCycles } from '../check-cycles.mjs';

// The structure rules ARCHITECTURE.md says are enforced (issue 16), each shown to fire on a file that breaks it.
const root = join(import.meta.dirname, '../..');
const fixtures = join(root, 'scripts/test/fixtures');

const ruleIds = (result: ESLint.LintResult | undefined) =>
  (result?.messages ?? []).map((message) => message.ruleId ?? `fatal: ${message.message}`);

describe('import cycles are refused', { timeout: 120_000 }, () => {
  it('ESLint (import-x/no-cycle) refuses a value cycle in .ts files', async () => {
    // The fixtures folder is ignored by the main run; linted here on purpose.
    const eslint = new ESLint({ cwd: root, ignore: false });
    const [result] = await eslint.lintFiles([join(fixtures, 'cycles/value-a.ts')]);
    expect(ruleIds(result)).toContain('import-x/no-cycle');
  });

  it('check-cycles refuses a type-only cycle, which import-x skips', async () => {
    const cycles = await findCycles(['scripts/test/fixtures/cycles/type-*.ts'], root, /node_modules/);
    expect(cycles.map((cycle) => cycle.map((file) => file.split('/').pop()).sort())).toEqual([
      ['type-a.ts', 'type-b.ts'],
    ]);
  });
});

describe('boundaries between modules and features are refused', { timeout: 120_000 }, () => {
  const eslint = new ESLint({ cwd: root });
  const lintAs = async (filePath: string, code: string) =>
    (await eslint.lintText(code, { filePath: join(root, filePath) }))[0];

  it("a server module importing another module's file (not its index.ts)", async () => {
    const result = await lintAs(
      'apps/server/src/modules/wallet/deep-import.ts',
      "import { requireActiveUser } from '../member/users-repository';\nexport const check = requireActiveUser;\n",
    );
    expect(ruleIds(result)).toEqual(['import-x/no-restricted-paths']);
    expect(result?.messages[0]?.message).toMatch(/through its index\.ts/);
  });

  it("the same import through the module's index.ts passes", async () => {
    const result = await lintAs(
      'apps/server/src/modules/wallet/index-import.ts',
      "import { requireActiveUser } from '../member/index';\nexport const check = requireActiveUser;\n",
    );
    expect(ruleIds(result)).toEqual([]);
  });

  it("code outside modules/ importing a module's file", async () => {
    const result = await lintAs(
      'apps/server/src/platform/deep-import.ts',
      "import { requireActiveUser } from '../modules/member/users-repository';\nexport const check = requireActiveUser;\n",
    );
    expect(ruleIds(result)).toEqual(['no-restricted-imports']);
  });

  it('an admin feature importing another admin feature', async () => {
    const result = await lintAs(
      'apps/admin/src/features/users/deep-import.ts',
      "import * as audit from '../audit/audit-queries';\nexport const queries = audit;\n",
    );
    expect(ruleIds(result)).toEqual(['import-x/no-restricted-paths']);
  });

  it('a web feature importing another web feature', async () => {
    const result = await lintAs(
      'apps/web/src/features/wallet/deep-import.ts',
      "import * as favourites from '../market/api/add-favourite';\nexport const api = favourites;\n",
    );
    expect(ruleIds(result)).toEqual(['import-x/no-restricted-paths']);
  });
});
