// The vip tables (issue 19; modules/vip/README.md).
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  numeric,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './users';
import { money, timestamps } from './columns';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * The levels staff configure, by number (0 is everyone's). Discounts are fractions of the spot fee; the withdrawal
 * channels' daily limits are multiplied by `withdrawalLimitMultiplier`. A null threshold is not a way in.
 */
export const vipLevels = pgTable(
  'vip_levels',
  {
    level: smallint('level').primaryKey(),
    name: text('name').notNull(),
    makerFeeDiscount: numeric('maker_fee_discount', { precision: 5, scale: 4 }).notNull(),
    takerFeeDiscount: numeric('taker_fee_discount', { precision: 5, scale: 4 }).notNull(),
    withdrawalLimitMultiplier: numeric('withdrawal_limit_multiplier', { precision: 5, scale: 2 }).notNull(),
    hasPrioritySupport: boolean('has_priority_support').notNull().default(false),
    minVolume30d: money('min_volume_30d'),
    minHoldings: money('min_holdings'),
    price: money('price'),
    termDays: integer('term_days'),
    isPurchasable: boolean('is_purchasable').notNull().default(false),
    isApplicable: boolean('is_applicable').notNull().default(false),
    updatedBy: text('updated_by').notNull(),
    ...timestamps,
  },
  (table) => [
    check('vip_levels_level', sql`${table.level} between 0 and 20`),
    check(
      'vip_levels_discounts',
      sql`${table.makerFeeDiscount} between 0 and 1 and ${table.takerFeeDiscount} between 0 and 1`,
    ),
    check('vip_levels_multiplier', sql`${table.withdrawalLimitMultiplier} >= 1`),
    check(
      'vip_levels_purchasable',
      sql`not ${table.isPurchasable} or (${table.price} > 0 and ${table.termDays} > 0)`,
    ),
  ],
);

/**
 * Levels bought for a term (spec "purchase buy"): paid `price` USDT from the spot wallet to the house `vip_sales`
 * (transfer `transferId`, business type 1240). The level holds from `startsAt` until `endsAt`; nothing runs at the end,
 * a read past it simply no longer counts it.
 */
export const vipPurchases = pgTable(
  'vip_purchases',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    no: text('no').notNull(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    level: smallint('level').notNull(),
    price: money('price').notNull(),
    termDays: integer('term_days').notNull(),
    startsAt: at('starts_at').notNull(),
    endsAt: at('ends_at').notNull(),
    transferId: text('transfer_id').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('vip_purchases_no').on(table.no),
    index('vip_purchases_user').on(table.userId, table.endsAt),
    check('vip_purchases_term', sql`${table.endsAt} > ${table.startsAt} and ${table.price} > 0`),
  ],
);

/**
 * Applications for a level (spec "member VIP create"). Status 0 pending, 1 approved, −1 rejected; a decision is a
 * guarded UPDATE from 0, so two reviewers cannot both decide. One pending application per user.
 */
export const vipApplications = pgTable(
  'vip_applications',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    level: smallint('level').notNull(),
    note: text('note').notNull(),
    status: smallint('status').notNull().default(0),
    remark: text('remark'),
    reviewedBy: text('reviewed_by'),
    reviewedAt: at('reviewed_at'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('vip_applications_one_pending')
      .on(table.userId)
      .where(sql`${table.status} = 0`),
    index('vip_applications_queue').on(table.status, table.id),
    index('vip_applications_user').on(table.userId, table.id),
    check('vip_applications_status', sql`${table.status} in (-1, 0, 1)`),
    check('vip_applications_reviewed', sql`(${table.status} = 0) = (${table.reviewedAt} is null)`),
  ],
);

/**
 * The evaluation job's result per user (`vip.evaluate`, hourly): the level the 30-day spot volume or the holdings
 * reach, with the figures, as of `slotAt` (the run's fire time). A re-run of a slot writes the same row again.
 */
export const vipUserLevels = pgTable(
  'vip_user_levels',
  {
    userId: bigint('user_id', { mode: 'number' })
      .primaryKey()
      .references(() => users.id),
    qualifiedLevel: smallint('qualified_level').notNull(),
    volume30d: money('volume_30d').notNull(),
    holdings: money('holdings').notNull(),
    isPriceComplete: boolean('is_price_complete').notNull(),
    slotAt: at('slot_at').notNull(),
    evaluatedAt: at('evaluated_at').notNull(),
  },
  (table) => [
    index('vip_user_levels_qualified')
      .on(table.qualifiedLevel)
      .where(sql`${table.qualifiedLevel} > 0`),
  ],
);
