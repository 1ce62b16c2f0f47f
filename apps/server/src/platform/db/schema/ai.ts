// The ai tables (issue 19 §1; modules/ai/README.md).
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './users';
import { money, price, timestamps } from './columns';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const rate = (name: string) => numeric(name, { precision: 10, scale: 6 });

/**
 * AI products (strategies) as staff configure them: kind 0 grid (gridLow, gridHigh, gridCount) or 1 DCA
 * (dcaIntervalSeconds, dcaSlices) on a spot pair, for new orders only. Status 1 active, 0 paused. `version` goes up on
 * every edit: a buy names the version the user agreed to.
 */
export const aiProducts = pgTable(
  'ai_products',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    kind: smallint('kind').notNull(),
    symbol: text('symbol').notNull(),
    termSeconds: integer('term_seconds').notNull(),
    minAmount: money('min_amount').notNull(),
    maxAmount: money('max_amount').notNull(),
    managementFeeRate: rate('management_fee_rate').notNull(),
    earlyExitFeeRate: rate('early_exit_fee_rate').notNull(),
    riskLevel: smallint('risk_level').notNull(),
    gridLow: price('grid_low'),
    gridHigh: price('grid_high'),
    gridCount: integer('grid_count'),
    dcaIntervalSeconds: integer('dca_interval_seconds'),
    dcaSlices: integer('dca_slices'),
    status: smallint('status').notNull().default(0),
    version: integer('version').notNull().default(1),
    updatedBy: text('updated_by').notNull(),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('ai_products_name').on(table.name),
    check('ai_products_kind', sql`${table.kind} in (0, 1)`),
    check('ai_products_status', sql`${table.status} in (0, 1)`),
    check('ai_products_amounts', sql`${table.minAmount} > 0 and ${table.maxAmount} >= ${table.minAmount}`),
    check(
      'ai_products_params',
      sql`(${table.kind} = 0 and ${table.gridLow} > 0 and ${table.gridHigh} > ${table.gridLow} and ${table.gridCount} >= 2)
          or (${table.kind} = 1 and ${table.dcaIntervalSeconds} > 0 and ${table.dcaSlices} >= 1)`,
    ),
  ],
);

/**
 * AI orders. `terms` is the product's rules copied at buy (staff edits never reach a running order). Status 0
 * running, 1 settled at term, 2 settled early; the settlement columns are written once, by an UPDATE guarded on status
 * 0 in the transaction that moves the money. `state` is the strategy's (grid: last price and per-cell quantities; DCA:
 * slices done).
 */
export const aiOrders = pgTable(
  'ai_orders',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    no: text('no').notNull(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    productId: integer('product_id')
      .notNull()
      .references(() => aiProducts.id),
    productName: text('product_name').notNull(),
    productVersion: integer('product_version').notNull(),
    kind: smallint('kind').notNull(),
    symbol: text('symbol').notNull(),
    amount: money('amount').notNull(),
    terms: jsonb('terms').notNull(),
    state: jsonb('state').notNull(),
    status: smallint('status').notNull().default(0),
    childCount: integer('child_count').notNull().default(0),
    startedAt: at('started_at').notNull(),
    endsAt: at('ends_at').notNull(),
    finalValue: money('final_value'),
    managementFee: money('management_fee'),
    earlyExitFee: money('early_exit_fee'),
    payout: money('payout'),
    settledAt: at('settled_at'),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('ai_orders_no').on(table.no),
    index('ai_orders_user').on(table.userId, table.status, table.id),
    index('ai_orders_running')
      .on(table.endsAt)
      .where(sql`${table.status} = 0`),
    check('ai_orders_status', sql`${table.status} in (0, 1, 2)`),
    check('ai_orders_amount', sql`${table.amount} > 0`),
    check('ai_orders_settled', sql`(${table.status} = 0) = (${table.settledAt} is null)`),
  ],
);

/**
 * What each running order holds of its sub-account: the user's `ai` wallet is one ledger account per asset, shared
 * by their orders; per asset, it equals the sum of their running orders' holdings here (tested invariant).
 */
export const aiOrderHoldings = pgTable(
  'ai_order_holdings',
  {
    orderId: bigint('order_id', { mode: 'number' })
      .notNull()
      .references(() => aiOrders.id),
    asset: text('asset').notNull(),
    amount: money('amount').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.orderId, table.asset] }),
    check('ai_order_holdings_amount', sql`${table.amount} >= 0`),
  ],
);

/** Child orders: each a real spot fill of the strategy on the sub-account, with the price the engine acted on. */
export const aiChildOrders = pgTable(
  'ai_child_orders',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    orderId: bigint('order_id', { mode: 'number' })
      .notNull()
      .references(() => aiOrders.id),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    no: text('no').notNull(),
    symbol: text('symbol').notNull(),
    direction: smallint('direction').notNull(),
    reason: text('reason').notNull(),
    price: price('price').notNull(),
    quantity: money('quantity').notNull(),
    quoteAmount: money('quote_amount').notNull(),
    fee: money('fee').notNull(),
    feeAsset: text('fee_asset').notNull(),
    feeRate: rate('fee_rate').notNull(),
    sourcePrice: price('source_price').notNull(),
    sourceTime: at('source_time').notNull(),
    transferIds: jsonb('transfer_ids').notNull(),
    createdAt: at('created_at').notNull(),
  },
  (table) => [
    uniqueIndex('ai_child_orders_no').on(table.no),
    index('ai_child_orders_order').on(table.orderId, table.id),
    check('ai_child_orders_direction', sql`${table.direction} in (0, 1)`),
  ],
);
