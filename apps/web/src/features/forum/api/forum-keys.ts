import { USER_QUERY_SCOPE } from '@/lib/query-client';

/**
 * The public posts and replies are the same for everyone (written by members, in whatever language they wrote), so
 * their keys carry no language. The caller's own posts and reply ids live under the user scope (dropped on logout).
 */
export const forumKeys = {
  all: () => ['forum'] as const,
  posts: () => [...forumKeys.all(), 'posts'] as const,
  post: (id: number) => [...forumKeys.all(), 'post', id] as const,
  mine: () => [USER_QUERY_SCOPE, 'forum'] as const,
  myPosts: () => [...forumKeys.mine(), 'my-posts'] as const,
  myReplyIds: (postId: number) => [...forumKeys.mine(), 'my-replies', postId] as const,
};
