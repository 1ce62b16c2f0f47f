import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { ForumPostSummary, ForumReply, MyForumPost } from '@exchange/contracts/http/index';
import { callOperation } from '@/lib/api-client';
import { forumKeys } from './forum-keys';
import { forumOperations } from './forum-operations';

export type { ForumPostSummary, ForumReply, MyForumPost };

/** The contract's page sizes: posts (public and the caller's own) and a post's replies. */
export const POST_PAGE_SIZE = 15;
export const REPLY_PAGE_SIZE = 20;
/** Members write all day: a list is worth reading again after half a minute. */
const FORUM_STALE_MS = 30_000;

/** The page after the last one loaded (pages of `size`), or undefined once all of `total` are there. */
export const nextPageOf =
  (size: number) => (lastPage: { list: readonly unknown[]; total: number }, pages: readonly unknown[]) =>
    lastPage.list.length > 0 && pages.length * size < lastPage.total ? pages.length + 1 : undefined;

/** Approved, visible posts: pinned first, then newest, 15 a page. */
export function useForumPosts() {
  return useInfiniteQuery({
    queryKey: forumKeys.posts(),
    queryFn: ({ pageParam, signal }) =>
      callOperation(forumOperations.pageForumPosts, {
        query: { pageNo: pageParam, pageSize: POST_PAGE_SIZE },
        noMsg: true,
        signal,
      }),
    initialPageParam: 1,
    getNextPageParam: nextPageOf(POST_PAGE_SIZE),
    staleTime: FORUM_STALE_MS,
  });
}

/** The caller's own posts in every status, newest first (a member's screen only). */
export function useMyForumPosts() {
  return useInfiniteQuery({
    queryKey: forumKeys.myPosts(),
    queryFn: ({ pageParam, signal }) =>
      callOperation(forumOperations.pageMyForumPosts, {
        query: { pageNo: pageParam, pageSize: POST_PAGE_SIZE },
        noMsg: true,
        signal,
      }),
    initialPageParam: 1,
    getNextPageParam: nextPageOf(POST_PAGE_SIZE),
  });
}

/**
 * One public post and its visible replies, oldest first, 20 a page: every page carries the post again, the first
 * one is shown.
 */
export function useForumPost(id: number) {
  return useInfiniteQuery({
    queryKey: forumKeys.post(id),
    queryFn: ({ pageParam, signal }) =>
      callOperation(forumOperations.getForumPost, {
        query: { id, pageNo: pageParam, pageSize: REPLY_PAGE_SIZE },
        noMsg: true,
        signal,
      }),
    initialPageParam: 1,
    getNextPageParam: (lastPage, pages) => nextPageOf(REPLY_PAGE_SIZE)(lastPage.replies, pages),
    staleTime: FORUM_STALE_MS,
  });
}

/** The ids of the caller's own visible replies on a post: the ones the thread offers to delete (members only). */
export function useMyReplyIds(postId: number) {
  return useQuery({
    queryKey: forumKeys.myReplyIds(postId),
    queryFn: ({ signal }) =>
      callOperation(forumOperations.listMyForumReplyIds, { query: { postId }, noMsg: true, signal }),
    select: (data): ReadonlySet<number> => new Set(data.ids),
    staleTime: FORUM_STALE_MS,
  });
}
