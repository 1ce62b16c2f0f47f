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
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './users';
import { instruments } from './market';
import { money, price, timestamps } from './columns';

/**
 * What each user holds of each stock (modules/stock): shares are rows here, not ledger assets; every USDT that paid
 * for or came from them is a ledger transfer against `house/stock_book`. `quantity` counts every share held,
 * `reservedQuantity` those promised to waiting limit sells (never more than `quantity`); `costBasis` is what the
 * shares held cost, buy fees included (a sale takes its proportional share of it). A holding sold off stays at zero.
 */
export const stockHoldings = pgTable(
  'stock_holdings',
  {
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    instrumentId: integer('instrument_id')
      .notNull()
      .references(() => instruments.id),
    symbol: text('symbol').notNull(),
    quantity: money('quantity').notNull().default('0'),
    reservedQuantity: money('reserved_quantity').notNull().default('0'),
    costBasis: money('cost_basis').notNull().default('0'),
    ...timestamps,
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.instrumentId] }),
    index('stock_holdings_held')
      .on(table.userId)
      .where(sql`${table.quantity} > 0`),
    check(
      'stock_holdings_amounts',
      sql`${table.quantity} >= 0 and ${table.reservedQuantity} >= 0 and ${table.reservedQuantity} <= ${table.quantity} and ${table.costBasis} >= 0`,
    ),
  ],
);

/**
 * Stock orders: buys (direction 0) and sells (1), market (1) or limit (2); pending (0, limit orders waiting for the
 * quote to reach `price`), filled (1) or cancelled (2). A waiting buy holds `heldAmount` USDT in the ledger (`holdId`,
 * a pending transfer); a waiting sell reserves its quantity in `stock_holdings`. `quantity` / `amount` are what was
 * asked (a market buy gives one of them); `feeRate` is fixed when the order is placed. A fill records the quote the
 * price source showed (`quotePrice` at `quotedAt`), the price it filled at, the ledger transfers that moved the USDT
 * (`transferIds`) and, for sells, the cost basis it released and the PnL realised.
 */
export const stockOrders = pgTable(
  'stock_orders',
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
    direction: smallint('direction').notNull(),
    orderType: smallint('order_type').notNull(),
    status: smallint('status').notNull(),
    quantity: money('quantity'),
    amount: money('amount'),
    price: price('price'),
    feeRate: numeric('fee_rate', { precision: 10, scale: 8 }).notNull(),
    heldAmount: money('held_amount').notNull().default('0'),
    holdId: text('hold_id'),
    dealPrice: price('deal_price'),
    dealQuantity: money('deal_quantity'),
    dealAmount: money('deal_amount'),
    fee: money('fee').notNull().default('0'),
    releasedCost: money('released_cost'),
    realisedPnl: money('realised_pnl'),
    quotePrice: price('quote_price'),
    quotedAt: timestamp('quoted_at', { withTimezone: true, mode: 'date' }),
    transferIds: jsonb('transfer_ids').$type<string[]>().notNull().default([]),
    dealTime: timestamp('deal_time', { withTimezone: true, mode: 'date' }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true, mode: 'date' }),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('stock_orders_no').on(table.no),
    index('stock_orders_user').on(table.userId, table.status, table.id),
    index('stock_orders_pending')
      .on(table.id)
      .where(sql`${table.status} = 0`),
    check('stock_orders_direction', sql`${table.direction} in (0, 1)`),
    check('stock_orders_order_type', sql`${table.orderType} in (1, 2)`),
    check('stock_orders_status', sql`${table.status} in (0, 1, 2)`),
    check('stock_orders_asked', sql`${table.quantity} > 0 or ${table.amount} > 0`),
    check('stock_orders_limit_price', sql`${table.orderType} = 1 or ${table.price} > 0`),
    check(
      'stock_orders_filled',
      sql`${table.status} <> 1 or (${table.dealPrice} > 0 and ${table.dealQuantity} > 0 and ${table.quotePrice} > 0)`,
    ),
  ],
);
