import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { EnglishAppStrings } from '@exchange/i18n/english';
import { APP_NAMESPACES, type AppNamespace } from '@exchange/i18n/namespaces';
import { mergeTrees } from '@exchange/i18n/tree';

/** The English strings as the tests read them, straight from packages/i18n/locales/en. */
const englishDirectory = join(import.meta.dirname, '../../../packages/i18n/locales/en');

export const englishNamespace = (namespace: AppNamespace): Record<string, unknown> =>
  JSON.parse(readFileSync(join(englishDirectory, `${namespace}.json`), 'utf8')) as Record<string, unknown>;

/** Every English namespace file by name. */
export const englishNamespaces = Object.fromEntries(
  APP_NAMESPACES.map((namespace) => [namespace, englishNamespace(namespace)]),
) as Record<AppNamespace, Record<string, unknown>>;

/** Every English string merged, as the app sees them once all namespaces are loaded: `en.common.retry`. */
export const en = Object.values(englishNamespaces).reduce(mergeTrees, {}) as EnglishAppStrings;
