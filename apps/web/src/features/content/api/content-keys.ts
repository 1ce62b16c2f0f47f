import { USER_QUERY_SCOPE } from '@/lib/query-client';

/**
 * Public content is the same for everyone but served in the reader's language, so its keys carry the language (a
 * switch reads it again). The caller's own feedback lives under the user scope (dropped on logout).
 */
export const contentKeys = {
  all: (language: string) => ['content', language] as const,
  articles: (language: string, kind: string, categoryId: number | null) =>
    [...contentKeys.all(language), 'articles', kind, categoryId] as const,
  article: (language: string, id: number) => [...contentKeys.all(language), 'article', id] as const,
  helpCategories: (language: string) => [...contentKeys.all(language), 'help-categories'] as const,
  helpSearch: (language: string, q: string) => [...contentKeys.all(language), 'help-search', q] as const,
  document: (language: string, code: string) => [...contentKeys.all(language), 'document', code] as const,
  slides: (language: string) => [...contentKeys.all(language), 'slides'] as const,
  feedback: () => [USER_QUERY_SCOPE, 'content', 'feedback'] as const,
};
