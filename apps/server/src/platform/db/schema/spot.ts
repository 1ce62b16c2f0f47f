// The spot tables (issue 18): coin orders, their fills, and the staff-set fees per pair.
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
import { instruments } from './market';
import { money, price, timestamps } from './columns';

/**
 * Fees and the minimum order value of one spot pair (a type 1 instrument), as staff set them. A pair without a row
 * trades at the module's defaults (`modules/spot/README.md`).
 */
export const spotFeeRates = pgTable(
  'spot_fee_rates',
  {
    instrumentId: integer('instrument_id')
      .primaryKey()
      .references(() => instruments.id),
    makerFeeRate: numeric('maker_fee_rate', { precision: 10, scale: 8 }).notNull(),
    takerFeeRate: numeric('taker_fee_rate', { precision: 10, scale: 8 }).notNull(),
    minNotional: money('min_notional').notNull(),
    ...timestamps,
  },
  (table) => [
    check(
      'spot_fee_rates_range',
      sql`${table.makerFeeRate} >= 0 and ${table.makerFeeRate} <= ${table.takerFeeRate} and ${table.takerFeeRate} <= 0.01 and ${table.minNotional} >= 0`,
    ),
  ],
);

/**
 * Spot orders. Status (SpotOrderStatus): 0 pending (a resting limit, holding `frozenAmount` of `frozenAsset` in the
 * ledger hold `holdId`), 2 untriggered (a stop-limit waiting for `triggerPrice`, its funds held the same way),
 * 1 filled (whole, in one go: `filled*`, `averagePrice`, `fee`), -2 cancelled. `triggerWay`: 1 waits for the last
 * price to rise to the trigger, 2 to fall to it. `transferIds`: every ledger transfer of the order, in order.
 */
export const spotOrders = pgTable(
  'spot_orders',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    no: text('no').notNull(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    instrumentId: integer('instrument_id')
      .notNull()
      .references(() => instruments.id),
    symbol: text('symbol').notNull(),
    baseAsset: text('base_asset').notNull(),
    quoteAsset: text('quote_asset').notNull(),
    direction: smallint('direction').notNull(),
    orderType: smallint('order_type').notNull(),
    status: smallint('status').notNull(),
    price: price('price'),
    triggerPrice: price('trigger_price'),
    triggerWay: smallint('trigger_way'),
    isTriggered: boolean('is_triggered').notNull().default(false),
    quantity: money('quantity'),
    quoteAmount: money('quote_amount'),
    expectedPrice: money('expected_price'),
    maxSlippage: numeric('max_slippage', { precision: 10, scale: 8 }),
    filledQuantity: money('filled_quantity').notNull().default('0'),
    filledQuoteAmount: money('filled_quote_amount').notNull().default('0'),
    averagePrice: money('average_price'),
    feeRate: numeric('fee_rate', { precision: 10, scale: 8 }),
    fee: money('fee').notNull().default('0'),
    feeAsset: text('fee_asset').notNull(),
    frozenAmount: money('frozen_amount').notNull().default('0'),
    frozenAsset: text('frozen_asset').notNull(),
    holdId: text('hold_id'),
    transferIds: text('transfer_ids')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    dealTime: timestamp('deal_time', { withTimezone: true, mode: 'date' }),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('spot_orders_no').on(table.no),
    index('spot_orders_user').on(table.userId, table.status, table.id),
    index('spot_orders_open')
      .on(table.instrumentId)
      .where(sql`${table.status} in (0, 2)`),
    check('spot_orders_status', sql`${table.status} in (0, 1, 2, -2)`),
    check('spot_orders_direction', sql`${table.direction} in (0, 1)`),
    check('spot_orders_type', sql`${table.orderType} in (1, 2)`),
    check('spot_orders_size', sql`${table.quantity} > 0 or ${table.quoteAmount} > 0`),
    check('spot_orders_resting_price', sql`${table.status} not in (0, 2) or ${table.price} > 0`),
    check('spot_orders_amounts', sql`${table.fee} >= 0 and ${table.frozenAmount} >= 0`),
  ],
);

/**
 * One fill of a spot order at one price, with where that price came from (honest by construction): `source` 'book'
 * (a level of the source's order book: its price, index and quantity) or 'last' (the last price that reached a
 * resting limit), and the source's time; the fill's price is the source's price either way. Role 1 maker, 2 taker.
 */
export const spotFills = pgTable(
  'spot_fills',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    orderId: bigint('order_id', { mode: 'number' })
      .notNull()
      .references(() => spotOrders.id),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    symbol: text('symbol').notNull(),
    direction: smallint('direction').notNull(),
    role: smallint('role').notNull(),
    price: money('price').notNull(),
    quantity: money('quantity').notNull(),
    quoteAmount: money('quote_amount').notNull(),
    fee: money('fee').notNull(),
    feeAsset: text('fee_asset').notNull(),
    source: text('source').notNull(),
    sourcePrice: money('source_price').notNull(),
    sourceLevel: smallint('source_level'),
    sourceQuantity: money('source_quantity'),
    sourceTime: timestamp('source_time', { withTimezone: true, mode: 'date' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [
    index('spot_fills_order').on(table.orderId),
    index('spot_fills_user').on(table.userId, table.id),
    check('spot_fills_role', sql`${table.role} in (1, 2)`),
    check('spot_fills_source', sql`${table.source} in ('book', 'last')`),
    check('spot_fills_amounts', sql`${table.price} > 0 and ${table.quantity} > 0 and ${table.fee} >= 0`),
  ],
);
