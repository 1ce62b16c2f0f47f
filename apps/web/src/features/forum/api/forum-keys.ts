import { USER_QUERY_SCOPE } from '@/lib/query-client';

/**
 * The public posts and replies are the same for everyone (written by members, in whatever language they wrote), so
 * their keys carry no language. The caller's own posts live under the user scope (dropped on logout).
 */
export const forumKeys = {
  all: () => ['forum'] as const,
  posts: () => [...forumKeys.all(), 'posts'] as const,
  post: (id: number) => [...forumKeys.all(), 'post', id] as const,
  myPosts: () => [USER_QUERY_SCOPE, 'forum', 'my-posts'] as const,
};
