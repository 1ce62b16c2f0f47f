import { z } from 'zod';
import { pageResultSchema } from '../../common';
import { defineOperation } from '../operation';
import {
  FORUM_ITEM_KINDS,
  FORUM_POST_PAGE_SIZE,
  FORUM_POST_STATUSES,
  FORUM_REPLY_PAGE_SIZE,
  forumIdSchema,
  forumPagingSchema,
  forumPostBodySchema,
  forumReplyBodySchema,
  forumTitleSchema,
} from './forum-common';

/**
 * The forum on the app API (issue 21 §4): public reads of approved, visible posts and their visible replies, authors
 * by masked name only (never another user's id); a member's own posts in every status; posting, replying, reporting
 * and deleting one's own.
 */

const bodyIdSchema = z.number().int().positive().max(Number.MAX_SAFE_INTEGER);
const okSchema = z.object({ ok: z.literal(true) });

export const forumPostSummarySchema = z.object({
  id: z.number().int(),
  title: z.string(),
  body: z.string(),
  /** The author's masked nickname (`A***e`). */
  author: z.string(),
  isPinned: z.boolean(),
  replyCount: z.number().int(),
  createdAt: z.number().int(),
});
export type ForumPostSummary = z.infer<typeof forumPostSummarySchema>;

export const forumReplySchema = z.object({
  id: z.number().int(),
  postId: z.number().int(),
  body: z.string(),
  author: z.string(),
  createdAt: z.number().int(),
});
export type ForumReply = z.infer<typeof forumReplySchema>;

export const pageForumPosts = defineOperation({
  method: 'GET',
  path: '/forum/posts',
  auth: 'none',
  summary: 'Approved, visible posts, pinned first, then newest; 15 a page, with their visible reply counts.',
  query: z.strictObject(forumPagingSchema(FORUM_POST_PAGE_SIZE)),
  response: pageResultSchema(forumPostSummarySchema),
});

export const getForumPost = defineOperation({
  method: 'GET',
  path: '/forum/post',
  auth: 'none',
  summary: 'One approved, visible post with a page of its visible replies, oldest first, 20 a page.',
  query: z.strictObject({ id: forumIdSchema, ...forumPagingSchema(FORUM_REPLY_PAGE_SIZE) }),
  response: z.object({ post: forumPostSummarySchema, replies: pageResultSchema(forumReplySchema) }),
});

/** A post as its author sees it: its status, why it was rejected or hidden. */
export const myForumPostSchema = forumPostSummarySchema.extend({
  status: z.enum(FORUM_POST_STATUSES),
  rejectReason: z.string().nullable(),
  isHidden: z.boolean(),
  hiddenReason: z.string().nullable(),
});
export type MyForumPost = z.infer<typeof myForumPostSchema>;

export const pageMyForumPosts = defineOperation({
  method: 'GET',
  path: '/forum/my-posts',
  auth: 'member',
  summary: 'The caller’s own posts in every status (deleted ones aside), newest first.',
  query: z.strictObject(forumPagingSchema(FORUM_POST_PAGE_SIZE)),
  response: pageResultSchema(myForumPostSchema),
});

/** How many of the caller's reply ids on one post `GET forum/my-replies` returns at most (the newest). */
export const FORUM_MY_REPLY_IDS_MAX = 1000;

export const listMyForumReplyIds = defineOperation({
  method: 'GET',
  path: '/forum/my-replies',
  auth: 'member',
  summary:
    'The ids of the caller’s own visible replies on a post (the newest 1000): the replies the app lets them delete.',
  query: z.strictObject({ postId: forumIdSchema }),
  response: z.object({ ids: z.array(z.number().int()) }),
});

export const createForumPost = defineOperation({
  method: 'POST',
  path: '/forum/post/create',
  auth: 'member',
  summary: 'Creates a post, pending until staff approve it; at most 5 an hour.',
  body: z.strictObject({ title: forumTitleSchema, body: forumPostBodySchema }),
  response: myForumPostSchema,
});

export const createForumReply = defineOperation({
  method: 'POST',
  path: '/forum/reply/create',
  auth: 'member',
  summary: 'Replies to an approved, visible post; shown at once; at most 30 an hour.',
  body: z.strictObject({ postId: bodyIdSchema, body: forumReplyBodySchema }),
  response: forumReplySchema,
});

export const reportForumItem = defineOperation({
  method: 'POST',
  path: '/forum/report',
  auth: 'member',
  summary: 'Reports a visible post or reply to staff, once per member and item; reason 1 spam … 4 other.',
  body: z.strictObject({
    kind: z.enum(FORUM_ITEM_KINDS),
    id: bodyIdSchema,
    reason: z
      .number()
      .int()
      .min(1, 'must be 1 (spam), 2 (abuse), 3 (illegal) or 4 (other)')
      .max(4, 'must be 1 (spam), 2 (abuse), 3 (illegal) or 4 (other)'),
  }),
  response: okSchema,
});

export const deleteForumItem = defineOperation({
  method: 'POST',
  path: '/forum/delete',
  auth: 'member',
  summary: 'Deletes the caller’s own post or reply (kept for staff, shown to nobody).',
  body: z.strictObject({ kind: z.enum(FORUM_ITEM_KINDS), id: bodyIdSchema }),
  response: okSchema,
});
