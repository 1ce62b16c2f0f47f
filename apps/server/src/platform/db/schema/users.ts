import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { timestamps } from './columns';

export const users = pgTable(
  'users',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity({ startWith: 100001 }),
    /** 1 anonymous visitor, 2 registered. */
    kind: smallint('kind').notNull(),
    /** 1 active, 0 disabled, -1 deleted. */
    status: smallint('status').notNull().default(1),
    email: text('email'),
    areaCode: text('area_code'),
    phone: text('phone'),
    passwordHash: text('password_hash'),
    payPasswordHash: text('pay_password_hash'),
    nickname: text('nickname').notNull(),
    avatar: text('avatar'),
    realName: text('real_name'),
    realNameStatus: smallint('real_name_status').notNull().default(0),
    inviteCode: text('invite_code'),
    invitedByUserId: bigint('invited_by_user_id', { mode: 'number' }),
    language: text('language'),
    /** Staff restricted this account's trading: order placement and changes are refused (TRADING_RESTRICTED). */
    isTradingRestricted: boolean('is_trading_restricted').notNull().default(false),
    /** Staff froze this account's withdrawals: new withdrawal requests are refused (WITHDRAWALS_FROZEN). */
    isWithdrawalFrozen: boolean('is_withdrawal_frozen').notNull().default(false),
    /**
     * Bumped by every money request as it takes the account lock (modules/ledger/money-request.ts): a statement that
     * waited for the lock compares it with what its snapshot saw to tell whether its reads are current.
     */
    moneyVersion: bigint('money_version', { mode: 'number' }).notNull().default(0),
    isOnline: boolean('is_online').notNull().default(false),
    lastOnlineAt: timestamp('last_online_at', { withTimezone: true, mode: 'date' }),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('users_email_key')
      .on(table.email)
      .where(sql`${table.email} is not null`),
    uniqueIndex('users_phone_key')
      .on(table.areaCode, table.phone)
      .where(sql`${table.phone} is not null`),
    uniqueIndex('users_invite_code_key')
      .on(table.inviteCode)
      .where(sql`${table.inviteCode} is not null`),
  ],
);

/** One row per device login. At most one unrevoked row per user (enforced by the partial unique index). */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    userKind: smallint('user_kind').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true, mode: 'date' }).notNull(),
    refreshExpiresAt: timestamp('refresh_expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true, mode: 'date' }),
    /** replaced | logout | password | reuse | expired | staff */
    revokedReason: text('revoked_reason'),
    userAgent: text('user_agent'),
    ip: text('ip'),
  },
  (table) => [
    uniqueIndex('sessions_one_live_per_user')
      .on(table.userId)
      .where(sql`${table.revokedAt} is null`),
  ],
);

/** Each issued refresh token; `usedAt` is set exactly once when it is rotated. */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: uuid('id').primaryKey(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => sessions.id),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
  },
  (table) => [index('refresh_tokens_session_idx').on(table.sessionId)],
);

export const realNameSubmissions = pgTable(
  'real_name_submissions',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    realName: text('real_name').notNull(),
    nationality: text('nationality').notNull(),
    documentType: text('document_type').notNull(),
    documentNumber: text('document_number').notNull(),
    frontImageKey: text('front_image_key').notNull(),
    backImageKey: text('back_image_key').notNull(),
    /** 1 under review, 2 verified, -1 rejected. */
    status: smallint('status').notNull(),
    remark: text('remark'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true, mode: 'date' }),
    /** `staff:<id>` of the reviewer. */
    reviewedBy: text('reviewed_by'),
  },
  (table) => [
    index('real_name_submissions_user_idx').on(table.userId, table.createdAt),
    index('real_name_submissions_status_idx').on(table.status, table.createdAt),
  ],
);
