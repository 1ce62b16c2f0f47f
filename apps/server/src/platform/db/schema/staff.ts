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

/**
 * Staff (back-office) accounts: a separate population from `users`, with their own tokens (audience `admin`) that
 * the app API refuses. The first start seeds one super admin whose one-time password is printed once and must be
 * changed before anything else (`must_change_password`). Roles beyond super admin and TOTP arrive with the back
 * office issue.
 */
export const staffAccounts = pgTable(
  'staff_accounts',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    username: text('username').notNull(),
    passwordHash: text('password_hash').notNull(),
    role: text('role').notNull(),
    /** 1 active, 0 disabled. */
    status: smallint('status').notNull().default(1),
    mustChangePassword: boolean('must_change_password').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true, mode: 'date' }),
  },
  (table) => [uniqueIndex('staff_accounts_username_key').on(table.username)],
);

/** One row per staff login; a token whose session is revoked or expired is refused. */
export const staffSessions = pgTable(
  'staff_sessions',
  {
    id: uuid('id').primaryKey(),
    staffId: bigint('staff_id', { mode: 'number' })
      .notNull()
      .references(() => staffAccounts.id),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true, mode: 'date' }),
  },
  (table) => [
    index('staff_sessions_staff').on(table.staffId),
    index('staff_sessions_live')
      .on(table.staffId)
      .where(sql`${table.revokedAt} is null`),
  ],
);
