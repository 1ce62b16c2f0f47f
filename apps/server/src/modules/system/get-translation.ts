import { and, eq, inArray } from 'drizzle-orm';
import { DEFAULT_LANGUAGE } from '@exchange/contracts/reference/index';
import { translations } from '../../platform/db/index';
import type { AppContext } from '../../platform/context';
import type { TypeCode } from '../../platform/i18n';

/** Staff edits reach every instance within this long; the bound on staleness of a cache that is never invalidated. */
export const TRANSLATION_CACHE_TTL_MS = 60_000;

export interface TranslationResult {
  /** The language actually served: the one asked for, or English when it has no strings for this namespace. */
  language: string;
  translation: Record<string, unknown>;
}

const isTree = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * One namespace's strings per language, read from the `translations` table (the seed fills it from the locale
 * files; staff may edit it). Cached per app instance, keyed by language and namespace. Languages are resolved to
 * the supported list before they get here, so the cache holds at most languages × namespaces entries.
 */
export class TranslationCache {
  private readonly entries = new Map<string, { result: TranslationResult; loadedAtMs: number }>();

  constructor(private readonly context: AppContext) {}

  async get(language: string, typeCode: TypeCode): Promise<TranslationResult> {
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
    return {
      language: chosen?.language ?? DEFAULT_LANGUAGE,
      translation: isTree(chosen?.tree) ? chosen.tree : {},
    };
  }
}
