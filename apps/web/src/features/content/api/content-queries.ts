import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type {
  ArticleDetail,
  ArticleKind,
  ArticleSummary,
  HelpCategory,
  Slide,
} from '@exchange/contracts/http/index';
import { useTranslation } from 'react-i18next';
import { callOperation } from '@/lib/api-client';
import { contentKeys } from './content-keys';
import { contentOperations } from './content-operations';

export type { ArticleDetail, ArticleKind, ArticleSummary, HelpCategory, Slide };

/** Articles per page (the server's page size). */
export const ARTICLE_PAGE_SIZE = 15;
/** How long public content stays fresh: it changes when staff publish, not by the second. */
const CONTENT_STALE_MS = 60_000;

/** The page after the last one loaded, or undefined once all of `total` are there. */
export function nextPageNo(lastPage: { list: readonly unknown[]; total: number }, pages: readonly unknown[]) {
  return lastPage.list.length > 0 && pages.length * ARTICLE_PAGE_SIZE < lastPage.total
    ? pages.length + 1
    : undefined;
}

/** Published articles of a kind (and a help category), pinned first, then newest, page by page. */
export function useArticles(kind: ArticleKind, categoryId: number | null = null) {
  const { i18n } = useTranslation();
  return useInfiniteQuery({
    queryKey: contentKeys.articles(i18n.language, kind, categoryId),
    queryFn: ({ pageParam, signal }) =>
      callOperation(contentOperations.pageArticles, {
        query: {
          kind,
          pageNo: pageParam,
          pageSize: ARTICLE_PAGE_SIZE,
          ...(categoryId === null ? {} : { categoryId }),
        },
        noMsg: true,
        signal,
      }),
    initialPageParam: 1,
    getNextPageParam: nextPageNo,
    staleTime: CONTENT_STALE_MS,
  });
}

/** One published article in the reader's language (then English, then any). */
export function useArticle(id: number) {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: contentKeys.article(i18n.language, id),
    queryFn: ({ signal }) =>
      callOperation(contentOperations.getArticle, { query: { id }, noMsg: true, signal }),
    staleTime: CONTENT_STALE_MS,
  });
}

export function useHelpCategories() {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: contentKeys.helpCategories(i18n.language),
    queryFn: ({ signal }) => callOperation(contentOperations.listHelpCategories, { noMsg: true, signal }),
    staleTime: CONTENT_STALE_MS,
  });
}

/** Help articles matching `q` (trimmed; nothing is asked for an empty one). */
export function useHelpSearch(q: string) {
  const { i18n } = useTranslation();
  const term = q.trim();
  return useQuery({
    queryKey: contentKeys.helpSearch(i18n.language, term),
    queryFn: ({ signal }) =>
      callOperation(contentOperations.searchHelp, { query: { q: term }, noMsg: true, signal }),
    enabled: term.length > 0,
    placeholderData: keepPreviousData,
    staleTime: CONTENT_STALE_MS,
  });
}

/** A document by code (privacy_clause, service_agreement, …). */
export function useDocument(code: string) {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: contentKeys.document(i18n.language, code),
    queryFn: ({ signal }) =>
      callOperation(contentOperations.getDocument, { query: { code }, noMsg: true, signal }),
    staleTime: CONTENT_STALE_MS,
  });
}

/** The home banners active now, in order. */
export function useSlides() {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: contentKeys.slides(i18n.language),
    queryFn: ({ signal }) => callOperation(contentOperations.listSlides, { noMsg: true, signal }),
    staleTime: CONTENT_STALE_MS,
  });
}
