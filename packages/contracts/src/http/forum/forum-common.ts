import { z } from 'zod';
import { nameText, plainText } from '../../strict-text';
import { idQuerySchema } from '../wallet/wallet-common';

/**
 * The forum (issue 21 §4 item 5): members post and reply in plain text (the apps render it as text, never as HTML).
 * A post starts `pending` and only its author sees it until staff approve it; replies show at once. Staff hide and
 * restore any post or reply, members report them once each, and every staff decision is audited.
 */

export const FORUM_POST_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type ForumPostStatus = (typeof FORUM_POST_STATUSES)[number];

export const FORUM_ITEM_KINDS = ['post', 'reply'] as const;
export type ForumItemKind = (typeof FORUM_ITEM_KINDS)[number];

/** Report reasons: 1 spam, 2 abuse, 3 illegal or fraud, 4 other. */
export const ForumReportReason = { spam: 1, abuse: 2, illegal: 3, other: 4 } as const;

/** Limits on everything (CONVENTIONS.md 6). */
export const FORUM_TITLE_MAX = 120;
export const FORUM_POST_BODY_MAX = 5000;
export const FORUM_REPLY_BODY_MAX = 2000;
export const FORUM_REASON_MAX = 200;
export const FORUM_POST_PAGE_SIZE = 15;
export const FORUM_REPLY_PAGE_SIZE = 20;
export const FORUM_POSTS_PER_HOUR = 5;
export const FORUM_REPLIES_PER_HOUR = 30;

export const forumTitleSchema = nameText(1, FORUM_TITLE_MAX);
export const forumPostBodySchema = plainText(1, FORUM_POST_BODY_MAX);
export const forumReplyBodySchema = plainText(1, FORUM_REPLY_BODY_MAX);
export const forumReasonSchema = plainText(1, FORUM_REASON_MAX);

/** Paging capped at `max` a page (the app's lists). */
export const forumPagingSchema = (max: number) => ({
  pageNo: z.coerce.number<string | number>().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number<string | number>().int().min(1).max(max).default(max),
});

export const forumIdSchema = idQuerySchema;
