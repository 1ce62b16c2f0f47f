import { z } from 'zod';
import { pageQuerySchema, pageResultSchema } from '../../common';
import { StaffPermission } from '../admin/permissions';
import { defineOperation } from '../operation';
import {
  FORUM_ITEM_KINDS,
  FORUM_POST_STATUSES,
  FORUM_REPLY_PAGE_SIZE,
  forumIdSchema,
  forumPagingSchema,
  forumReasonSchema,
} from './forum-common';

/**
 * Forum moderation on the staff API (paths relative to `/api/admin-api`): the queue of posts and replies (open reports
 * first, then pending posts, then newest), a post with every reply, and the decisions. Reads need `forum.read`,
 * decisions `forum.moderate`; every decision is audited and closes the item's open reports.
 */

const idParams = z.strictObject({ id: forumIdSchema });

/** What the queue filters by: a post status, hidden items, or items with open reports. */
export const FORUM_QUEUE_FILTERS = [...FORUM_POST_STATUSES, 'hidden', 'reported'] as const;
export type ForumQueueFilter = (typeof FORUM_QUEUE_FILTERS)[number];

export const adminForumItemSchema = z.object({
  kind: z.enum(FORUM_ITEM_KINDS),
  id: z.number().int(),
  postId: z.number().int(),
  /** The post's title (a reply's post's). */
  title: z.string(),
  body: z.string(),
  userId: z.number().int(),
  nickname: z.string(),
  /** A reply is `approved` from the start. */
  status: z.enum(FORUM_POST_STATUSES),
  rejectReason: z.string().nullable(),
  isHidden: z.boolean(),
  hiddenReason: z.string().nullable(),
  isPinned: z.boolean(),
  isDeleted: z.boolean(),
  openReports: z.number().int(),
  replyCount: z.number().int(),
  decidedBy: z.string().nullable(),
  decidedAt: z.number().int().nullable(),
  createdAt: z.number().int(),
});
export type AdminForumItem = z.infer<typeof adminForumItemSchema>;

export const adminPageForumQueue = defineOperation({
  method: 'GET',
  path: '/forum/queue',
  auth: 'staff',
  permission: StaffPermission.forumRead,
  summary: 'Posts and replies: open reports first, then pending posts, then newest; by status or kind.',
  query: z.strictObject({
    ...pageQuerySchema.shape,
    status: z.enum(FORUM_QUEUE_FILTERS).optional(),
    kind: z.enum(FORUM_ITEM_KINDS).optional(),
  }),
  response: pageResultSchema(adminForumItemSchema),
});

export const adminGetForumPost = defineOperation({
  method: 'GET',
  path: '/forum/posts/:id',
  auth: 'staff',
  permission: StaffPermission.forumRead,
  summary: 'One post with a page of every reply (hidden and deleted ones too), oldest first.',
  params: idParams,
  query: z.strictObject(forumPagingSchema(FORUM_REPLY_PAGE_SIZE)),
  response: z.object({ post: adminForumItemSchema, replies: pageResultSchema(adminForumItemSchema) }),
});

/** A reason is required where the author is told why (reject, hide). */
const requireReason = (isRequired: boolean, reason: string | undefined, context: z.RefinementCtx) => {
  if (isRequired && reason === undefined)
    context.addIssue({ code: 'custom', message: 'is required', path: ['reason'] });
};

export const adminReviewForumPost = defineOperation({
  method: 'POST',
  path: '/forum/posts/:id/review',
  auth: 'staff',
  permission: StaffPermission.forumModerate,
  summary: 'Approves a pending post (it goes public) or rejects it with a reason its author sees.',
  params: idParams,
  body: z
    .strictObject({ decision: z.enum(['approve', 'reject']), reason: forumReasonSchema.optional() })
    .superRefine((body, context) => requireReason(body.decision === 'reject', body.reason, context)),
  response: adminForumItemSchema,
});

const visibilityBodySchema = z
  .strictObject({ isHidden: z.boolean(), reason: forumReasonSchema.optional() })
  .superRefine((body, context) => requireReason(body.isHidden, body.reason, context));

export const adminSetForumPostVisibility = defineOperation({
  method: 'POST',
  path: '/forum/posts/:id/visibility',
  auth: 'staff',
  permission: StaffPermission.forumModerate,
  summary: 'Hides a post (with a reason its author sees) or restores it.',
  params: idParams,
  body: visibilityBodySchema,
  response: adminForumItemSchema,
});

export const adminSetForumReplyVisibility = defineOperation({
  method: 'POST',
  path: '/forum/replies/:id/visibility',
  auth: 'staff',
  permission: StaffPermission.forumModerate,
  summary: 'Hides a reply (with a reason) or restores it.',
  params: idParams,
  body: visibilityBodySchema,
  response: adminForumItemSchema,
});

export const adminPinForumPost = defineOperation({
  method: 'POST',
  path: '/forum/posts/:id/pin',
  auth: 'staff',
  permission: StaffPermission.forumModerate,
  summary: 'Pins a post to the top of the public list, or unpins it.',
  params: idParams,
  body: z.strictObject({ isPinned: z.boolean() }),
  response: adminForumItemSchema,
});
