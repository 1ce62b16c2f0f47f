import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { contentErrors } from '@exchange/contracts/content-errors';
import type { Operation, OperationBody, OperationResponse } from '@exchange/contracts/http/operation';
import {
  adminCreateArticle,
  adminDeleteArticle,
  adminPageArticles,
  adminPublishArticle,
  adminUpdateArticle,
} from '@exchange/contracts/http/content/index';
import type { ArticleKind, ArticleStatus } from '@exchange/contracts/http/content/index';
import { callOperation } from '@/lib/api-client';
import { FIELD_ERROR_CODES } from '@/lib/server-field-error';
import type { Paging } from '@/components/ui/pagination';

export type AdminArticle = OperationResponse<typeof adminCreateArticle>;
export type ArticleBody = OperationBody<typeof adminCreateArticle>;

/** Refusals a form shows at the field the server names (`data.field`): a bad field, a taken slug, a gone category. */
export const CONTENT_FIELD_CODES = [
  ...FIELD_ERROR_CODES,
  contentErrors.CONTENT_SLUG_TAKEN.code,
  contentErrors.CONTENT_CATEGORY_NOT_FOUND.code,
] as const;

export const CONTENT_KEY = ['content'] as const;

/** The operation with its `:id` filled in (the staff API client sends the path as written). */
export function atId<O extends Operation>(operation: O, id: number): O {
  return { ...operation, path: operation.path.replace(':id', encodeURIComponent(String(id))) };
}
const ARTICLES_KEY = [...CONTENT_KEY, 'articles'] as const;

export interface ArticleFilter {
  kind: ArticleKind;
  status?: ArticleStatus;
}

export function useArticles(paging: Paging, filter: ArticleFilter) {
  return useQuery({
    queryKey: [...ARTICLES_KEY, paging.pageNo, paging.pageSize, filter.kind, filter.status],
    queryFn: () => callOperation(adminPageArticles, { query: { ...paging, ...filter } }),
  });
}

/** Creates (no id) or replaces an article; a refused field comes back quietly to be shown at the field. */
export function useSaveArticle(id: number | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ArticleBody) =>
      id === null
        ? callOperation(adminCreateArticle, { body, quietCodes: CONTENT_FIELD_CODES })
        : callOperation(atId(adminUpdateArticle, id), { body, quietCodes: CONTENT_FIELD_CODES }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: CONTENT_KEY }),
  });
}

export type ArticleAction = 'publish' | 'unpublish' | 'delete';

/** Publish, back to draft or delete; the list is read again whatever the answer (another editor may have acted). */
export function useArticleAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action }: { id: number; action: ArticleAction }): Promise<unknown> =>
      action === 'delete'
        ? callOperation(atId(adminDeleteArticle, id))
        : callOperation(atId(adminPublishArticle, id), { body: { isPublished: action === 'publish' } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: CONTENT_KEY }),
  });
}
