import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './users';
import { money } from './columns';

/**
 * Staff (back-office) accounts: a separate population from `users`, with their own tokens (audience `admin`) that
 * the app API refuses. The first start seeds one super admin whose one-time password is printed once and must be
 * changed before anything else (`must_change_password`), then TOTP must be enrolled. `role` is one of the
 * contracts' StaffRole values; what each may do is the one table in contracts' admin/permissions.ts.
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
    /** The TOTP secret, sealed with the server secret (AES-256-GCM); null until enrolment is confirmed. */
    totpSecret: text('totp_secret'),
    /** A secret offered by auth/totp/enrol, not yet confirmed. */
    totpPendingSecret: text('totp_pending_secret'),
    /** The last accepted TOTP time step: a code is good once. */
    totpLastStep: bigint('totp_last_step', { mode: 'number' }),
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
    /** Signed in with a TOTP code, or enrolled TOTP in this session; until then only the own-account routes work. */
    isTotpVerified: boolean('is_totp_verified').notNull().default(false),
  },
  (table) => [
    index('staff_sessions_staff').on(table.staffId),
    index('staff_sessions_live')
      .on(table.staffId)
      .where(sql`${table.revokedAt} is null`),
  ],
);

/**
 * The audit log: one row per mutating staff call (and per staff login), successes and refusals alike. Append-only:
 * the migration installs triggers that refuse UPDATE, DELETE and TRUNCATE, and no route writes it except the
 * admin API's audit hook.
 */
export const staffAuditLog = pgTable(
  'staff_audit_log',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    staffId: bigint('staff_id', { mode: 'number' }).references(() => staffAccounts.id),
    staffUsername: text('staff_username'),
    role: text('role'),
    /** `METHOD /path` of the admin route, relative to /api/admin-api. */
    action: text('action').notNull(),
    target: text('target'),
    before: jsonb('before'),
    after: jsonb('after'),
    /** The request body with secrets removed. */
    request: jsonb('request'),
    status: smallint('status').notNull(),
    error: text('error'),
    ip: text('ip').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [
    index('staff_audit_log_created').on(table.createdAt),
    index('staff_audit_log_staff').on(table.staffId, table.createdAt),
    index('staff_audit_log_target').on(table.target),
  ],
);

/**
 * Balance corrections: proposed by one finance account, applied by another as one ledger transfer between the
 * user's wallet and a named house account, with the reason. 2 waiting, 1 applied, -1 rejected.
 */
export const balanceCorrections = pgTable(
  'balance_corrections',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    asset: text('asset').notNull(),
    /** The user's wallet (ledger Wallet value). */
    wallet: text('wallet').notNull(),
    /** The house account on the other side (ledger HouseAccount value). */
    houseAccount: text('house_account').notNull(),
    /** 1 credit the user (house → user), -1 debit the user (user → house). */
    direction: smallint('direction').notNull(),
    amount: money('amount').notNull(),
    reason: text('reason').notNull(),
    status: smallint('status').notNull(),
    proposedBy: bigint('proposed_by', { mode: 'number' })
      .notNull()
      .references(() => staffAccounts.id),
    decidedBy: bigint('decided_by', { mode: 'number' }).references(() => staffAccounts.id),
    decisionRemark: text('decision_remark'),
    /** The ledger transfer's ref once applied. */
    transferRef: text('transfer_ref'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
    decidedAt: timestamp('decided_at', { withTimezone: true, mode: 'date' }),
  },
  (table) => [
    index('balance_corrections_status').on(table.status, table.createdAt),
    check('balance_corrections_amount_positive', sql`${table.amount} > 0`),
    check('balance_corrections_direction', sql`${table.direction} in (1, -1)`),
    check(
      'balance_corrections_two_people',
      sql`${table.decidedBy} is null or ${table.decidedBy} <> ${table.proposedBy}`,
    ),
  ],
);

/** What the operator declares it holds per asset (the proof-of-reserves view); the latest row per asset counts. */
export const reserveDeclarations = pgTable(
  'reserve_declarations',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    asset: text('asset').notNull(),
    amount: money('amount').notNull(),
    note: text('note'),
    declaredBy: bigint('declared_by', { mode: 'number' })
      .notNull()
      .references(() => staffAccounts.id),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (table) => [
    index('reserve_declarations_asset').on(table.asset, table.createdAt),
    check('reserve_declarations_amount', sql`${table.amount} >= 0`),
  ],
);

/** Version notices (spec §4): updateType 0 ignored, 1 prompts, 2 forces a reload; the newest is current. */
export const versionNotices = pgTable('version_notices', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  updateType: smallint('update_type').notNull(),
  version: text('version').notNull(),
  remark: text('remark'),
  createdBy: bigint('created_by', { mode: 'number' })
    .notNull()
    .references(() => staffAccounts.id),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
});
