import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ForumItemKind } from '@exchange/contracts/http/index';
import { callOperation } from '@/lib/api-client';
import { forumKeys } from './forum-keys';
import { forumOperations } from './forum-operations';

export type { ForumItemKind };

/** The contract's limits on what a member writes. */
export const TITLE_MAX = 120;
export const POST_BODY_MAX = 5000;
export const REPLY_BODY_MAX = 2000;

/** The report reasons of the contract (1 spam … 4 other), in the order the sheet offers them. */
export const REPORT_REASONS = [
  { value: 1, key: 'spam' },
  { value: 2, key: 'abuse' },
  { value: 3, key: 'illegal' },
  { value: 4, key: 'other' },
] as const;

/** Sends a post (pending until staff approve it): the caller's own list is read again, the public one is not. */
export function useCreatePost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (draft: { title: string; body: string }) =>
      callOperation(forumOperations.createForumPost, { body: draft, noMsg: true }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: forumKeys.myPosts() }),
  });
}

/** Every forum list, public and the caller's own, read again after the caller wrote or deleted something. */
const invalidateForum = (queryClient: ReturnType<typeof useQueryClient>) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: forumKeys.all() }),
    queryClient.invalidateQueries({ queryKey: forumKeys.mine() }),
  ]);

/** Replies to a public post (shown at once): the post's replies, the list's counts and the own replies are read again. */
export function useCreateReply(postId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: string) =>
      callOperation(forumOperations.createForumReply, { body: { postId, body }, noMsg: true }),
    onSuccess: () => invalidateForum(queryClient),
  });
}

/** Reports a post or a reply to staff, once per member and item. */
export function useReportItem() {
  return useMutation({
    mutationFn: (report: { kind: ForumItemKind; id: number; reason: number }) =>
      callOperation(forumOperations.reportForumItem, { body: report, noMsg: true }),
  });
}

/** Deletes one of the caller's own posts or replies; every forum list is read again. */
export function useDeleteItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (item: { kind: ForumItemKind; id: number }) =>
      callOperation(forumOperations.deleteForumItem, { body: item }),
    onSuccess: () => invalidateForum(queryClient),
  });
}
