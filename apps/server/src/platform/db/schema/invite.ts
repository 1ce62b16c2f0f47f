// The invite and rebate tables (issue 20 §1; modules/invite/README.md).
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './users';
import { ledgerTransfers } from './ledger';
import { money, timestamps } from './columns';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const fraction = (name: string) => numeric(name, { precision: 5, scale: 4 });

/**
 * A user's invite codes. The first is the code registration gave them (`users.invite_code`), brought in here on first
 * use with kickback 0; more carry their own kickback share. Status 1 active, 0 suspended by staff.
 */
export const inviteCodes = pgTable(
  'invite_codes',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    code: text('code').notNull(),
    label: text('label').notNull(),
    kickbackRate: fraction('kickback_rate').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    status: smallint('status').notNull().default(1),
    suspendedBy: text('suspended_by'),
    suspendRemark: text('suspend_remark'),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('invite_codes_code_key').on(table.code),
    // One default per user.
    uniqueIndex('invite_codes_default_key')
      .on(table.userId)
      .where(sql`${table.isDefault}`),
    index('invite_codes_user_idx').on(table.userId),
    check('invite_codes_kickback', sql`${table.kickbackRate} between 0 and 1`),
    check('invite_codes_status', sql`${table.status} in (0, 1)`),
  ],
);

/** Which code a registration used: one row per invited user (the inviter is also `users.invited_by_user_id`). */
export const inviteLinks = pgTable(
  'invite_links',
  {
    inviteeId: bigint('invitee_id', { mode: 'number' })
      .primaryKey()
      .references(() => users.id),
    inviterId: bigint('inviter_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    code: text('code').notNull(),
    createdAt: at('created_at').notNull(),
  },
  (table) => [index('invite_links_inviter_idx').on(table.inviterId, table.createdAt)],
);

/** The rebate rules (one row, id 1), changed by staff; seeded on first start. */
export const rebateConfig = pgTable(
  'rebate_config',
  {
    id: smallint('id').primaryKey().default(1),
    isEnabled: boolean('is_enabled').notNull(),
    level1Rate: fraction('level1_rate').notNull(),
    level2Rate: fraction('level2_rate').notNull(),
    maxKickbackRate: fraction('max_kickback_rate').notNull(),
    dailyCaps: jsonb('daily_caps').$type<Record<string, string>>().notNull(),
    updatedBy: text('updated_by').notNull(),
    ...timestamps,
  },
  (table) => [
    check('rebate_config_one_row', sql`${table.id} = 1`),
    check(
      'rebate_config_rates',
      sql`${table.level1Rate} between 0 and 1 and ${table.level2Rate} between 0 and 1 and ${table.maxKickbackRate} between 0 and 1`,
    ),
  ],
);

/**
 * One row per fee transfer × beneficiary × role: the fee a friend paid, the rate applied and what it gave. Written
 * by the daily job for the fee's UTC day; `status` 0 pending, 1 paid (by `payout_transfer_id`, `paid_amount` after
 * the daily cap), 2 excluded (`exclusion` says why). Nothing deletes a row.
 */
export const rebateDetails = pgTable(
  'rebate_details',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    day: text('day').notNull(),
    feeTransferId: text('fee_transfer_id')
      .notNull()
      .references(() => ledgerTransfers.id),
    beneficiaryId: bigint('beneficiary_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    /** The friend whose fee it was. */
    payerId: bigint('payer_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    role: text('role').notNull(),
    asset: text('asset').notNull(),
    feeAmount: money('fee_amount').notNull(),
    feeBusinessType: integer('fee_business_type').notNull(),
    feeAt: at('fee_at').notNull(),
    rate: numeric('rate', { precision: 9, scale: 8 }).notNull(),
    amount: money('amount').notNull(),
    paidAmount: money('paid_amount').notNull().default('0'),
    status: smallint('status').notNull().default(0),
    exclusion: text('exclusion'),
    payoutTransferId: text('payout_transfer_id').references(() => ledgerTransfers.id),
    createdAt: at('created_at').notNull(),
  },
  (table) => [
    uniqueIndex('rebate_details_once').on(table.feeTransferId, table.beneficiaryId, table.role),
    index('rebate_details_beneficiary_idx').on(table.beneficiaryId, table.day),
    index('rebate_details_payer_idx').on(table.payerId),
    check('rebate_details_role', sql`${table.role} in ('inviter', 'invitee', 'second_level')`),
    check('rebate_details_status', sql`${table.status} in (0, 1, 2)`),
    check(
      'rebate_details_amounts',
      sql`${table.amount} >= 0 and ${table.paidAmount} between 0 and ${table.amount}`,
    ),
    check(
      'rebate_details_paid',
      sql`(${table.status} = 1) = (${table.payoutTransferId} is not null) and (${table.status} = 2) = (${table.exclusion} is not null)`,
    ),
  ],
);
