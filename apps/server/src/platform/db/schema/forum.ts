// The forum: posts, replies and reports, moderated (issue 21 §4; modules/forum/README.md).
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './users';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** A member's post: `pending` until staff approve or reject it; hidden by staff or deleted by its author apart. */
export const forumPosts = pgTable(
  'forum_posts',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    title: text('title').notNull(),
    body: text('body').notNull(),
    status: text('status').notNull(),
    rejectReason: text('reject_reason'),
    isHidden: boolean('is_hidden').notNull().default(false),
    hiddenReason: text('hidden_reason'),
    isPinned: boolean('is_pinned').notNull().default(false),
    decidedBy: text('decided_by'),
    decidedAt: at('decided_at'),
    deletedAt: at('deleted_at'),
    createdAt: at('created_at').notNull(),
    updatedAt: at('updated_at').notNull(),
  },
  (table) => [
    index('forum_posts_listing').on(table.status, table.isPinned, table.createdAt),
    index('forum_posts_author').on(table.userId, table.createdAt),
    check('forum_posts_status', sql`${table.status} in ('pending', 'approved', 'rejected')`),
    check(
      'forum_posts_reject_reason',
      sql`(${table.status} = 'rejected') = (${table.rejectReason} is not null)`,
    ),
    check('forum_posts_hidden_reason', sql`${table.isHidden} = (${table.hiddenReason} is not null)`),
  ],
);

/** A reply to an approved post, shown at once; hidden by staff or deleted by its author apart. */
export const forumReplies = pgTable(
  'forum_replies',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    postId: bigint('post_id', { mode: 'number' })
      .notNull()
      .references(() => forumPosts.id),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    body: text('body').notNull(),
    isHidden: boolean('is_hidden').notNull().default(false),
    hiddenReason: text('hidden_reason'),
    decidedBy: text('decided_by'),
    decidedAt: at('decided_at'),
    deletedAt: at('deleted_at'),
    createdAt: at('created_at').notNull(),
  },
  (table) => [
    index('forum_replies_post').on(table.postId, table.createdAt),
    index('forum_replies_author').on(table.userId, table.createdAt),
    check('forum_replies_hidden_reason', sql`${table.isHidden} = (${table.hiddenReason} is not null)`),
  ],
);

/** A member's report of a post or reply, once per member and item; a staff decision on the item closes it. */
export const forumReports = pgTable(
  'forum_reports',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    kind: text('kind').notNull(),
    itemId: bigint('item_id', { mode: 'number' }).notNull(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    reason: smallint('reason').notNull(),
    isOpen: boolean('is_open').notNull().default(true),
    createdAt: at('created_at').notNull(),
    closedAt: at('closed_at'),
  },
  (table) => [
    uniqueIndex('forum_reports_once').on(table.kind, table.itemId, table.userId),
    index('forum_reports_open')
      .on(table.kind, table.itemId)
      .where(sql`${table.isOpen}`),
    check('forum_reports_kind', sql`${table.kind} in ('post', 'reply')`),
    check('forum_reports_reason', sql`${table.reason} between 1 and 4`),
  ],
);
