import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Operation, OperationResponse } from '@exchange/contracts/http/operation';
import {
  adminGetForumPost,
  adminPageForumQueue,
  adminPinForumPost,
  adminReviewForumPost,
  adminSetForumPostVisibility,
  adminSetForumReplyVisibility,
} from '@exchange/contracts/http/forum/forum-admin';
import type { ForumItemKind } from '@exchange/contracts/http/forum/forum-common';
import type { ForumQueueFilter } from '@exchange/contracts/http/forum/forum-admin';
import { ApiError, callOperation } from '@/lib/api-client';
import { FIELD_ERROR_CODES } from '@/lib/server-field-error';
import type { Paging } from '@/components/ui/pagination';

export type AdminForumItem = OperationResponse<typeof adminReviewForumPost>;

/** What staff can do to an item; `reject` and `hide` need a reason the author sees. */
export type ForumAction = 'approve' | 'reject' | 'hide' | 'restore' | 'pin' | 'unpin';
export const ACTIONS_WITH_REASON: readonly ForumAction[] = ['reject', 'hide'];

const FORUM_KEY = ['forum'] as const;

/** The operation with its `:id` filled in (the staff API client sends the path as written). */
function atId<O extends Operation>(operation: O, id: number): O {
  return { ...operation, path: operation.path.replace(':id', encodeURIComponent(String(id))) };
}

/** Whether a failure is one these calls ask quietly (a refused field), so nothing has shown it yet. */
export const isQuietFieldError = (failure: unknown): failure is ApiError =>
  failure instanceof ApiError && (FIELD_ERROR_CODES as readonly number[]).includes(failure.code);

/** The queue: open reports first, then pending posts, then newest; by status and kind. */
export function useForumQueue(
  paging: Paging,
  status: ForumQueueFilter | undefined,
  kind: ForumItemKind | undefined,
) {
  return useQuery({
    queryKey: [...FORUM_KEY, 'queue', paging.pageNo, paging.pageSize, status, kind],
    queryFn: () => callOperation(adminPageForumQueue, { query: { ...paging, status, kind } }),
    placeholderData: (previous) => previous,
  });
}

const postQuery = (id: number, paging: Paging) =>
  queryOptions({
    queryKey: [...FORUM_KEY, 'post', id, paging.pageNo, paging.pageSize],
    queryFn: () => callOperation(atId(adminGetForumPost, id), { query: paging }),
    placeholderData: (previous) => previous,
  });

/** One post with a page of every reply, hidden and deleted ones too. */
export function useForumPost(id: number, paging: Paging) {
  return useQuery(postQuery(id, paging));
}

/** The same read's page of replies (one request: the cache is shared), for the replies table. */
export function useForumReplies(id: number, paging: Paging) {
  return useQuery({ ...postQuery(id, paging), select: (data) => data.replies });
}

function callAction(item: AdminForumItem, action: ForumAction, reason: string) {
  const options = { quietCodes: FIELD_ERROR_CODES };
  if (action === 'approve' || action === 'reject')
    return callOperation(atId(adminReviewForumPost, item.id), {
      ...options,
      body: action === 'approve' ? { decision: 'approve' } : { decision: 'reject', reason },
    });
  if (action === 'pin' || action === 'unpin')
    return callOperation(atId(adminPinForumPost, item.id), {
      ...options,
      body: { isPinned: action === 'pin' },
    });
  const visibility = item.kind === 'post' ? adminSetForumPostVisibility : adminSetForumReplyVisibility;
  return callOperation(atId(visibility, item.id), {
    ...options,
    body: action === 'hide' ? { isHidden: true, reason } : { isHidden: false },
  });
}

/** One audited decision; the queue and any open post are read again whatever the answer. */
export function useForumAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ item, action, reason }: { item: AdminForumItem; action: ForumAction; reason: string }) =>
      callAction(item, action, reason),
    onSettled: () => queryClient.invalidateQueries({ queryKey: FORUM_KEY }),
  });
}

/** The actions open to an item as it is now (the server allows exactly these). */
export function actionsFor(item: AdminForumItem): ForumAction[] {
  if (item.isDeleted) return [];
  const actions: ForumAction[] = [];
  if (item.status === 'pending') actions.push('approve', 'reject');
  actions.push(item.isHidden ? 'restore' : 'hide');
  if (item.kind === 'post' && item.status === 'approved') actions.push(item.isPinned ? 'unpin' : 'pin');
  return actions;
}
