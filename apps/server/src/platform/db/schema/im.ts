// The chat tables (issue 21 §1; modules/im/README.md).
import {
  bigint,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * One conversation. `group_sign` names it stably (`service:<userId>`, `c2c:<orderId>`); `last_offset` is the newest
 * message's offset: a message takes `last_offset + 1` in the same UPDATE, so offsets have no gaps and no repeats.
 */
export const imGroups = pgTable(
  'im_groups',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    type: smallint('type').notNull(),
    channelId: bigint('channel_id', { mode: 'number' }),
    groupSign: text('group_sign').notNull(),
    title: text('title').notNull(),
    linkType: smallint('link_type'),
    linkUrl: text('link_url'),
    lastOffset: integer('last_offset').notNull().default(0),
    /** The agent it is assigned to (service conversations); null while waiting in the inbox. */
    assignedStaffId: bigint('assigned_staff_id', { mode: 'number' }),
    finishedAt: at('finished_at'),
    createdAt: at('created_at').notNull(),
    updatedAt: at('updated_at').notNull(),
  },
  (table) => [
    uniqueIndex('im_groups_sign').on(table.groupSign),
    index('im_groups_type_updated').on(table.type, table.updatedAt),
    check('im_groups_type', sql`${table.type} between 0 and 7`),
  ],
);

/** Who is in a group: users (members and visitors) and staff, with their role and read position. */
export const imMembers = pgTable(
  'im_members',
  {
    groupId: integer('group_id')
      .notNull()
      .references(() => imGroups.id),
    memberKind: text('member_kind').notNull(),
    memberId: bigint('member_id', { mode: 'number' }).notNull(),
    role: smallint('role').notNull(),
    readOffset: integer('read_offset').notNull().default(0),
    joinedAt: at('joined_at').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.groupId, table.memberKind, table.memberId] }),
    index('im_members_member').on(table.memberKind, table.memberId),
    check('im_members_kind', sql`${table.memberKind} in ('user', 'staff')`),
  ],
);

/** Messages; `(group_id, offset)` is unique and dense; `(group_id, sender, uuid)` makes a resend return the first. */
export const imMessages = pgTable(
  'im_messages',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    groupId: integer('group_id')
      .notNull()
      .references(() => imGroups.id),
    offset: integer('offset').notNull(),
    senderKind: text('sender_kind').notNull(),
    senderId: bigint('sender_id', { mode: 'number' }),
    uuid: text('uuid').notNull(),
    contentType: text('content_type').notNull(),
    data: text('data').notNull(),
    status: smallint('status').notNull(),
    createdAt: at('created_at').notNull(),
    editedAt: at('edited_at'),
  },
  (table) => [
    uniqueIndex('im_messages_offset').on(table.groupId, table.offset),
    uniqueIndex('im_messages_uuid').on(table.groupId, table.senderKind, table.senderId, table.uuid),
  ],
);

/** Images uploaded into a group (private blobs, served to its members only). */
export const imFiles = pgTable('im_files', {
  id: uuid('id').primaryKey(),
  groupId: integer('group_id')
    .notNull()
    .references(() => imGroups.id),
  uploaderKind: text('uploader_kind').notNull(),
  uploaderId: bigint('uploader_id', { mode: 'number' }).notNull(),
  blobKey: text('blob_key').notNull(),
  contentType: text('content_type').notNull(),
  createdAt: at('created_at').notNull(),
});

/** A user's rating of a finished service conversation: one per finishing (the finish time it rates). */
export const imRatings = pgTable(
  'im_ratings',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    groupId: integer('group_id')
      .notNull()
      .references(() => imGroups.id),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    staffId: bigint('staff_id', { mode: 'number' }),
    score: smallint('score').notNull(),
    comment: text('comment'),
    finishedAt: at('finished_at').notNull(),
    createdAt: at('created_at').notNull(),
  },
  (table) => [uniqueIndex('im_ratings_once').on(table.groupId, table.finishedAt)],
);

/** Work orders (tickets): open → answered → closed. */
export const imWorkOrders = pgTable(
  'im_work_orders',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    groupId: integer('group_id').references(() => imGroups.id),
    title: text('title').notNull(),
    content: text('content').notNull(),
    status: text('status').notNull(),
    reply: text('reply'),
    repliedBy: bigint('replied_by', { mode: 'number' }),
    createdAt: at('created_at').notNull(),
    updatedAt: at('updated_at').notNull(),
  },
  (table) => [index('im_work_orders_user').on(table.userId, table.createdAt)],
);

/** Agents' canned replies. */
export const imCannedReplies = pgTable('im_canned_replies', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  title: text('title').notNull(),
  text: text('text').notNull(),
  updatedBy: bigint('updated_by', { mode: 'number' }).notNull(),
  updatedAt: at('updated_at').notNull(),
});

/** The one row of business hours (id 1): days 0 Sunday … 6 Saturday, times HH:mm in `time_zone`. */
export const imBusinessHours = pgTable('im_business_hours', {
  id: smallint('id').primaryKey(),
  timeZone: text('time_zone').notNull(),
  days: smallint('days').array().notNull(),
  opensAt: text('opens_at').notNull(),
  closesAt: text('closes_at').notNull(),
  awayMessage: text('away_message').notNull(),
  updatedAt: at('updated_at').notNull(),
});
