import { and, eq, inArray } from 'drizzle-orm';
import { DEFAULT_LANGUAGE } from '@exchange/contracts/reference/index';
import { isAppNamespace, pickShape, type AppNamespace } from '@exchange/i18n';
import { translations } from '../../platform/db/index';
import type { AppContext } from '../../platform/context';
import { RuntimeSlot } from '../../platform/modules/index';
import type { TypeCode } from '../../platform/i18n';
import { readTranslationOverrides } from './system-settings';

/** Staff edits clear every instance's cache at once (bus); should that message be lost, they show within this long. */
export const TRANSLATION_CACHE_TTL_MS = 60_000;

/** What `typeCode` may name: a stored tree (`app`, `error`) or one namespace of the web app, cut from `app`. */
export type ServedTypeCode = TypeCode | AppNamespace;

export interface TranslationResult {
  /** The language actually served: the one asked for, or English when it has no strings for this namespace. */
  language: string;
  translation: Record<string, unknown>;
}

export const isTree = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The tree with staff overrides applied; an override whose key is not a string of the tree is ignored. */
export const applyOverrides = (tree: Record<string, unknown>, overrides: Record<string, string>) => {
  const entries = Object.entries(overrides);
  if (entries.length === 0) return tree;
  const copy = structuredClone(tree);
  for (const [key, text] of entries) {
    const parts = key.split('.');
    const leaf = parts.pop() as string;
    let node: unknown = copy;
    for (const part of parts) node = isTree(node) ? node[part] : undefined;
    if (isTree(node) && typeof node[leaf] === 'string') node[leaf] = text;
  }
  return copy;
};

/** One cache per app instance (the system module's init provides it), so staff edits can drop it. */
export const TRANSLATION_CACHE = new RuntimeSlot<TranslationCache>('system.translationCache');

export const translationCacheOf = (context: AppContext): TranslationCache =>
  context.modules.get(TRANSLATION_CACHE);

/**
 * One tree's strings per language, read from the `translations` table (the seed fills it from the locale files;
 * staff may edit it). Cached per app instance, keyed by language and tree. Languages are resolved to the supported
 * list before they get here, so the cache holds at most languages × trees entries. A namespace of the web app (`core`,
 * `market` …) is cut from the cached `app` tree once per load of it, with the English namespace file as its shape, so it
 * is never older than `app` and staff overrides apply to it.
 */
export class TranslationCache {
  private readonly entries = new Map<string, { result: TranslationResult; loadedAtMs: number }>();
  private readonly cuts = new Map<string, { from: TranslationResult; result: TranslationResult }>();

  constructor(private readonly context: AppContext) {}

  /** Forgets everything (staff changed an override here or on another instance). */
  clear() {
    this.entries.clear();
    this.cuts.clear();
  }

  async get(language: string, typeCode: ServedTypeCode): Promise<TranslationResult> {
    if (isAppNamespace(typeCode)) {
      const app = await this.get(language, 'app');
      // Cut once per loaded `app` tree: a reload (TTL, staff edit) gives a new tree, and so a new cut.
      const cut = this.cuts.get(`${language}/${typeCode}`);
      if (cut?.from === app) return cut.result;
      const shape = this.context.catalogue.namespaceTree(DEFAULT_LANGUAGE, typeCode);
      const result = { language: app.language, translation: pickShape(app.translation, shape) };
      this.cuts.set(`${language}/${typeCode}`, { from: app, result });
      return result;
    }
    const key = `${language}/${typeCode}`;
    const nowMs = this.context.clock.nowMs();
    const cached = this.entries.get(key);
    if (cached && nowMs - cached.loadedAtMs < TRANSLATION_CACHE_TTL_MS) return cached.result;
    const result = await this.load(language, typeCode);
    this.entries.set(key, { result, loadedAtMs: nowMs });
    return result;
  }

  private async load(language: string, typeCode: TypeCode): Promise<TranslationResult> {
    const rows = await this.context.db
      .select({ language: translations.language, tree: translations.tree })
      .from(translations)
      .where(
        and(
          eq(translations.typeCode, typeCode),
          inArray(translations.language, [language, DEFAULT_LANGUAGE]),
        ),
      );
    const own = rows.find((row) => row.language === language && isTree(row.tree));
    const fallback = rows.find((row) => row.language === DEFAULT_LANGUAGE && isTree(row.tree));
    const chosen = own ?? fallback;
    const served = chosen?.language ?? DEFAULT_LANGUAGE;
    const tree = isTree(chosen?.tree) ? chosen.tree : {};
    const overrides = await readTranslationOverrides(this.context.db, served, typeCode);
    return { language: served, translation: applyOverrides(tree, overrides) };
  }
}
