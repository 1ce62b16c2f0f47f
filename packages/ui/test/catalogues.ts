import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The English (and, for the back office, Chinese) strings each app gives the shared components. Read from disk:
 * a package never imports an app. The user app's keys that every screen may show live in its `core` namespace.
 */
const root = join(import.meta.dirname, '../../..');
const readJson = (path: string): Record<string, unknown> =>
  JSON.parse(readFileSync(join(root, path), 'utf8'));

export const appCatalogues = {
  web: () => readJson('packages/i18n/locales/en/core.json'),
  'admin en': () => readJson('apps/admin/src/locales/en.json'),
  'admin zh': () => readJson('apps/admin/src/locales/zh.json'),
} as const;

/** The string at a dotted key, or undefined when the catalogue lacks it. */
export function stringAt(catalogue: Record<string, unknown>, dottedKey: string): string | undefined {
  let node: unknown = catalogue;
  for (const part of dottedKey.split('.')) {
    if (typeof node !== 'object' || node === null || !(part in node)) return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'string' ? node : undefined;
}
