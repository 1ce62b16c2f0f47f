import type * as Http from '@exchange/contracts/http/index';
import { operationRef as ref } from '@/lib/operations';

/**
 * The `forum/*` operations this feature calls (issue 21 §4), by their `@exchange/contracts/http` export name: method
 * and path only at run time. lib/operations.test.ts checks them against the contract.
 */
export const forumOperations = {
  pageForumPosts: ref<typeof Http.pageForumPosts>('GET', '/forum/posts'),
  getForumPost: ref<typeof Http.getForumPost>('GET', '/forum/post'),
  pageMyForumPosts: ref<typeof Http.pageMyForumPosts>('GET', '/forum/my-posts'),
  createForumPost: ref<typeof Http.createForumPost>('POST', '/forum/post/create'),
  createForumReply: ref<typeof Http.createForumReply>('POST', '/forum/reply/create'),
  reportForumItem: ref<typeof Http.reportForumItem>('POST', '/forum/report'),
  deleteForumItem: ref<typeof Http.deleteForumItem>('POST', '/forum/delete'),
  listMyForumReplyIds: ref<typeof Http.listMyForumReplyIds>('GET', '/forum/my-replies'),
};
