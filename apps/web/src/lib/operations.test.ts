import { describe, expect, it } from 'vitest';
import * as contracts from '@exchange/contracts/http/index';
import { operations } from './operations';

/**
 * Every operation ref the app calls — the shell's (lib/operations.ts) and each feature's own
 * (features/<feature>/api/*-operations.ts, which download with the feature's screens) — has the method and path of
 * the contract it is named after.
 */
const featureModules = import.meta.glob<Record<string, unknown>>('../features/*/api/*-operations.ts', {
  eager: true,
});

const isRef = (value: unknown): value is { method: string; path: string } =>
  typeof value === 'object' && value !== null && 'method' in value && 'path' in value;

const refTables: [string, Record<string, unknown>][] = [
  ['lib/operations.ts operations', operations],
  ...Object.entries(featureModules).flatMap(([file, module]) =>
    Object.entries(module)
      .filter(([, value]) => typeof value === 'object' && value !== null && Object.values(value).some(isRef))
      .map(([name, value]): [string, Record<string, unknown>] => [
        `${file.replace('../', '')} ${name}`,
        value as Record<string, unknown>,
      ]),
  ),
];

const contractByName = contracts as unknown as Record<string, { method: string; path: string } | undefined>;

describe('operation refs', () => {
  it('finds every feature operations file', () => {
    expect(Object.keys(featureModules).length).toBeGreaterThanOrEqual(18);
    for (const [file, module] of Object.entries(featureModules))
      expect(
        Object.values(module).some((value) => typeof value === 'object' && value !== null),
        file,
      ).toBe(true);
  });

  describe.each(refTables)('%s', (_table, refs) => {
    it.each(Object.entries(refs))('%s has the method and path of the contract', (name, ref) => {
      expect(isRef(ref), `${name} is an operation ref`).toBe(true);
      const contract = contractByName[name];
      expect(contract, `contracts/http exports ${name}`).toBeDefined();
      expect({ method: (ref as { method: string }).method, path: (ref as { path: string }).path }).toEqual({
        method: contract?.method,
        path: contract?.path,
      });
    });
  });
});
