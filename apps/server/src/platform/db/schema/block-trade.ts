// The block-trade tables (issue 19 §3; modules/block-trade/README.md).
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
import { instruments } from './market';
import { money, price, timestamps } from './columns';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * Staff block offers of a spot pair's base asset. `rate` is the disclosed discount (< 0) or premium (> 0) to the live
 * price; `soldQuantity` only grows, by a buy's guarded UPDATE (`sold + q <= total`), so an offer is never oversold.
 * Status 0 paused, 1 active. Staff may change the terms of future buys; orders copy theirs.
 */
export const blockTradeOffers = pgTable(
  'block_trade_offers',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    instrumentId: integer('instrument_id')
      .notNull()
      .references(() => instruments.id),
    symbol: text('symbol').notNull(),
    baseAsset: text('base_asset').notNull(),
    quoteAsset: text('quote_asset').notNull(),
    rate: numeric('rate', { precision: 10, scale: 6 }).notNull(),
    minQuantity: money('min_quantity').notNull(),
    maxQuantity: money('max_quantity').notNull(),
    totalQuantity: money('total_quantity').notNull(),
    soldQuantity: money('sold_quantity').notNull().default('0'),
    lockupSeconds: integer('lockup_seconds').notNull(),
    status: smallint('status').notNull(),
    updatedBy: text('updated_by').notNull(),
    ...timestamps,
  },
  (table) => [
    check('block_trade_offers_status', sql`${table.status} in (0, 1)`),
    check('block_trade_offers_rate', sql`${table.rate} between -0.5 and 0.5`),
    check(
      'block_trade_offers_sizes',
      sql`${table.minQuantity} > 0 and ${table.minQuantity} <= ${table.maxQuantity} and ${table.maxQuantity} <= ${table.totalQuantity}`,
    ),
    check(
      'block_trade_offers_sold',
      sql`${table.soldQuantity} >= 0 and ${table.soldQuantity} <= ${table.totalQuantity}`,
    ),
    check('block_trade_offers_lockup', sql`${table.lockupSeconds} > 0`),
  ],
);

/**
 * Block orders. Status 1 locked (the asset in the user's `block_locked` wallet), 2 released (moved to spot by the
 * release job's UPDATE guarded on status 1, in the transaction of its transfer). `rate` and `lockupSeconds` are the
 * offer's at the buy; `sourcePrice` the live price used and `sourcePriceAt` its tick time; `price` =
 * sourcePrice × (1 + rate); `amount` what was paid.
 */
export const blockTradeOrders = pgTable(
  'block_trade_orders',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    no: text('no').notNull(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    offerId: integer('offer_id')
      .notNull()
      .references(() => blockTradeOffers.id),
    instrumentId: integer('instrument_id')
      .notNull()
      .references(() => instruments.id),
    symbol: text('symbol').notNull(),
    baseAsset: text('base_asset').notNull(),
    quoteAsset: text('quote_asset').notNull(),
    quantity: money('quantity').notNull(),
    rate: numeric('rate', { precision: 10, scale: 6 }).notNull(),
    price: price('price').notNull(),
    amount: money('amount').notNull(),
    sourcePrice: price('source_price').notNull(),
    sourcePriceAt: at('source_price_at').notNull(),
    lockupSeconds: integer('lockup_seconds').notNull(),
    lockedUntil: at('locked_until').notNull(),
    status: smallint('status').notNull(),
    releasedAt: at('released_at'),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('block_trade_orders_no').on(table.no),
    index('block_trade_orders_user').on(table.userId, table.id),
    index('block_trade_orders_due')
      .on(table.lockedUntil)
      .where(sql`${table.status} = 1`),
    check('block_trade_orders_status', sql`${table.status} in (1, 2)`),
    check('block_trade_orders_released', sql`(${table.status} = 2) = (${table.releasedAt} is not null)`),
    check(
      'block_trade_orders_amounts',
      sql`${table.quantity} > 0 and ${table.price} > 0 and ${table.amount} > 0 and ${table.sourcePrice} > 0`,
    ),
  ],
);
