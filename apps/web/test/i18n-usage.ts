import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { APP_NAMESPACES, type AppNamespace } from '@exchange/i18n/namespaces';
import { flattenTree } from '@exchange/i18n/tree';
import { englishNamespace } from './english';

/**
 * What the source says about translation keys, read statically: which files a module pulls in (static and
 * dynamic imports under src/ and packages/ui) and which keys those files name. A key is named by any string literal that is a key
 * of the English files (`'auth.login.title'`) or the start of one (`` `contract.status.${status}` ``,
 * `'market.sort.'`), so keys kept in tables and helpers count as well as `t('…')` calls. Over-approximate on
 * purpose: a string that merely looks like a key makes a screen load one namespace too many, never one too few.
 */
export const webSourceDirectory = join(import.meta.dirname, '..', 'src');
/** The shared components (packages/ui): a screen's strings include theirs. */
const uiSourceDirectory = join(import.meta.dirname, '../../../packages/ui/src');

/** Every English key and the namespace whose file holds it. */
export const namespaceOfKey = new Map<string, AppNamespace>(
  APP_NAMESPACES.flatMap((namespace) =>
    [...flattenTree(englishNamespace(namespace)).keys()].map((key) => [key, namespace] as const),
  ),
);
const groups = new Set([...namespaceOfKey.keys()].map((key) => key.split('.')[0]));

interface SourceFile {
  staticImports: string[];
  dynamicImports: string[];
  namespaces: Set<AppNamespace>;
}

function resolveImport(from: string, specifier: string): string | null {
  let base: string;
  if (specifier.startsWith('@/')) base = join(webSourceDirectory, specifier.slice(2));
  else if (specifier.startsWith('@exchange/ui/'))
    base = join(uiSourceDirectory, specifier.slice('@exchange/ui/'.length));
  else if (specifier.startsWith('.')) base = join(dirname(from), specifier);
  else return null;
  const candidates = [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')];
  return candidates.find((path) => existsSync(path) && statSync(path).isFile()) ?? null;
}

/** The namespaces holding the keys that a literal names, exactly or as a prefix. */
function namespacesNamedBy(literal: string): AppNamespace[] {
  const exact = namespaceOfKey.get(literal);
  if (exact) return [exact];
  const prefix = literal.endsWith('.') ? literal : `${literal}.`;
  return [
    ...new Set(
      [...namespaceOfKey].filter(([key]) => key.startsWith(prefix)).map(([, namespace]) => namespace),
    ),
  ];
}

const parsed = new Map<string, SourceFile>();

function parseFile(path: string): SourceFile {
  const cached = parsed.get(path);
  if (cached) return cached;
  const text = readFileSync(path, 'utf8');
  const resolveAll = (specifiers: string[]) =>
    specifiers.map((specifier) => resolveImport(path, specifier)).filter((file) => file !== null);
  const staticImports = resolveAll([
    ...[...text.matchAll(/^(?:import|export)\s+(?!type\b)[^;]*?\sfrom\s+'([^']+)'/gm)].map(
      (match) => match[1] ?? '',
    ),
    ...[...text.matchAll(/^import\s+'([^']+)'/gm)].map((match) => match[1] ?? ''),
  ]);
  const dynamicImports = resolveAll(
    [...text.matchAll(/import\(\s*'([^']+)'\s*\)/g)].map((match) => match[1] ?? ''),
  );
  const namespaces = new Set<AppNamespace>();
  // A group's name may hold digits after its first letter (`c2c.title`).
  for (const match of text.matchAll(/['"`]([a-zA-Z][a-zA-Z0-9]*\.[a-zA-Z0-9_.]*)/g)) {
    const literal = match[1] ?? '';
    if (!groups.has(literal.split('.')[0])) continue;
    for (const namespace of namespacesNamedBy(literal.replace(/\.+$/, '.'))) namespaces.add(namespace);
  }
  const file = { staticImports, dynamicImports, namespaces };
  parsed.set(path, file);
  return file;
}

/** The files a module runs: its static imports and, with `withDynamic`, what it may load later too. */
export function moduleClosure(entry: string, { withDynamic }: { withDynamic: boolean }): Set<string> {
  const seen = new Set<string>();
  const queue = [entry];
  while (queue.length > 0) {
    const path = queue.pop() as string;
    if (seen.has(path)) continue;
    seen.add(path);
    const file = parseFile(path);
    queue.push(...file.staticImports, ...(withDynamic ? file.dynamicImports : []));
  }
  return seen;
}

/** The namespaces whose keys the files name, with the files that name each (for a readable failure). */
export function namespacesNamedIn(files: Iterable<string>): Map<AppNamespace, string[]> {
  const named = new Map<AppNamespace, string[]>();
  for (const path of files)
    for (const namespace of parseFile(path).namespaces)
      named.set(namespace, [...(named.get(namespace) ?? []), relative(webSourceDirectory, path)]);
  return named;
}

/** The dynamic imports of a set of files (what loads lazily from it). */
export function dynamicImportsOf(files: Iterable<string>): Set<string> {
  return new Set([...files].flatMap((path) => parseFile(path).dynamicImports));
}

/** Every product source file under src/ (no tests). */
export function productSourceFiles(directory = webSourceDirectory): string[] {
  return readdirSync(directory).flatMap((name) => {
    const path = join(directory, name);
    if (statSync(path).isDirectory()) return productSourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}
