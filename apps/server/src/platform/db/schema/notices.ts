// The users' durable messages (issue 21 §3; modules/notices/README.md).
import { sql } from 'drizzle-orm';
import { bigint, index, jsonb, pgTable, primaryKey, smallint, text, timestamp } from 'drizzle-orm/pg-core';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * One message per recorded push: `user_id` null for a broadcast to everyone (read marks in notice_reads). The text
 * is stored as translation keys and values and rendered in the reader's language when read.
 */
export const userNotices = pgTable(
  'user_notices',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: bigint('user_id', { mode: 'number' }),
    category: smallint('category').notNull(),
    kind: text('kind').notNull(),
    titleKey: text('title_key').notNull(),
    contentKey: text('content_key').notNull(),
    values: jsonb('values').$type<Record<string, string | number>>().notNull(),
    link: text('link'),
    refId: bigint('ref_id', { mode: 'number' }),
    createdAt: at('created_at').notNull(),
    readAt: at('read_at'),
  },
  (table) => [
    index('user_notices_user').on(table.userId, table.id),
    index('user_notices_unread')
      .on(table.userId, table.category)
      .where(sql`${table.readAt} is null`),
  ],
);

/** Who read a broadcast message. */
export const noticeReads = pgTable(
  'notice_reads',
  {
    noticeId: bigint('notice_id', { mode: 'number' })
      .notNull()
      .references(() => userNotices.id),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    readAt: at('read_at').notNull(),
  },
  (table) => [primaryKey({ columns: [table.noticeId, table.userId] })],
);
