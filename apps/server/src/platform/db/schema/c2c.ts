// The C2C tables (issue 20 §2; modules/c2c/README.md).
import { sql } from 'drizzle-orm';
import {
  bigint,
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
import { money, price, timestamps } from './columns';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const userRef = (name: string) =>
  bigint(name, { mode: 'number' })
    .notNull()
    .references(() => users.id);

/** One row per applicant: applied 0, approved 1, rejected -1, suspended -2 (MerchantStatus). */
export const c2cMerchants = pgTable(
  'c2c_merchants',
  {
    userId: userRef('user_id').primaryKey(),
    nickname: text('nickname').notNull(),
    status: smallint('status').notNull(),
    remark: text('remark'),
    appliedAt: at('applied_at').notNull(),
    decidedAt: at('decided_at'),
    decidedBy: text('decided_by'),
  },
  (table) => [uniqueIndex('c2c_merchants_nickname').on(sql`lower(${table.nickname})`)],
);

/**
 * Ads. `remaining_amount` is what orders can still take; a sell ad's remaining amount is held by the pending transfer
 * `hold_transfer_id` (seller spot → house c2c_escrow), replaced whenever the remaining amount changes (`hold_version`
 * numbers the holds), voided when the ad closes.
 */
export const c2cAds = pgTable(
  'c2c_ads',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: userRef('user_id'),
    side: text('side').notNull(),
    asset: text('asset').notNull(),
    fiat: text('fiat').notNull(),
    priceType: text('price_type').notNull(),
    fixedPrice: price('fixed_price'),
    margin: numeric('margin', { precision: 6, scale: 4 }),
    totalAmount: money('total_amount').notNull(),
    remainingAmount: money('remaining_amount').notNull(),
    minOrderFiat: money('min_order_fiat').notNull(),
    maxOrderFiat: money('max_order_fiat').notNull(),
    paymentMethodIds: bigint('payment_method_ids', { mode: 'number' }).array().notNull(),
    paymentWindowMinutes: integer('payment_window_minutes').notNull(),
    terms: text('terms').notNull(),
    status: smallint('status').notNull(),
    holdTransferId: text('hold_transfer_id'),
    holdVersion: integer('hold_version').notNull().default(0),
    ...timestamps,
  },
  (table) => [
    index('c2c_ads_market').on(table.asset, table.fiat, table.side, table.status),
    index('c2c_ads_user').on(table.userId),
    check(
      'c2c_ads_remaining',
      sql`${table.remainingAmount} >= 0 and ${table.remainingAmount} <= ${table.totalAmount}`,
    ),
  ],
);

/**
 * Orders. The escrow is the pending transfer `escrow_transfer_id` (seller spot → buyer spot): posted on release,
 * voided on cancel, timeout or a return decided by staff. Every status change is a guarded UPDATE on `status` in the
 * transaction that posts or voids.
 */
export const c2cOrders = pgTable(
  'c2c_orders',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    no: text('no').notNull(),
    adId: bigint('ad_id', { mode: 'number' })
      .notNull()
      .references(() => c2cAds.id),
    buyerId: userRef('buyer_id'),
    sellerId: userRef('seller_id'),
    /** The ad owner (buyer or seller). */
    makerId: userRef('maker_id'),
    asset: text('asset').notNull(),
    fiat: text('fiat').notNull(),
    price: price('price').notNull(),
    amount: money('amount').notNull(),
    fiatAmount: money('fiat_amount').notNull(),
    status: smallint('status').notNull(),
    ending: text('ending'),
    escrowTransferId: text('escrow_transfer_id').notNull(),
    /** Where the buyer pays: the seller's methods as the order opened (a sell ad's accepted ones, or the taker's). */
    paymentMethodIds: bigint('payment_method_ids', { mode: 'number' }).array().notNull(),
    paidMethodId: bigint('paid_method_id', { mode: 'number' }),
    terms: text('terms').notNull(),
    payDeadline: at('pay_deadline').notNull(),
    paidAt: at('paid_at'),
    endedAt: at('ended_at'),
    appealBy: text('appeal_by'),
    appealReason: text('appeal_reason'),
    appealAt: at('appeal_at'),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('c2c_orders_no').on(table.no),
    index('c2c_orders_buyer').on(table.buyerId, table.id),
    index('c2c_orders_seller').on(table.sellerId, table.id),
    index('c2c_orders_due')
      .on(table.payDeadline)
      .where(sql`${table.status} = 1`),
    index('c2c_orders_status').on(table.status, table.id),
  ],
);

/** An order's timeline: opened, paid, released, cancelled, expired, appealed, evidence, staff decisions. */
export const c2cOrderEvents = pgTable(
  'c2c_order_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    orderId: bigint('order_id', { mode: 'number' })
      .notNull()
      .references(() => c2cOrders.id),
    kind: text('kind').notNull(),
    by: text('by').notNull(),
    note: text('note'),
    at: at('at').notNull(),
  },
  (table) => [index('c2c_order_events_order').on(table.orderId, table.id)],
);

/** Payment proofs and appeal evidence: images in the blob store under `blob_key`, served only to the sides and staff. */
export const c2cOrderFiles = pgTable(
  'c2c_order_files',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    orderId: bigint('order_id', { mode: 'number' })
      .notNull()
      .references(() => c2cOrders.id),
    kind: text('kind').notNull(),
    by: text('by').notNull(),
    blobKey: text('blob_key').notNull(),
    at: at('at').notNull(),
  },
  (table) => [index('c2c_order_files_order').on(table.orderId, table.id)],
);
