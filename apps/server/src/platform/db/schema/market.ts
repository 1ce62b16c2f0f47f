import {
  bigint,
  boolean,
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

/** Stock trading hours in the exchange's own zone; outside them the book is closed. */
export interface TradingHours {
  timezone: string;
  /** `HH:mm` local open and close. */
  open: string;
  close: string;
  /** ISO weekdays (1 Monday … 7 Sunday) the market opens. */
  days: number[];
}

/**
 * Everything that can be quoted: spot coins (type 1), perpetual contracts (2), stocks (3), fast contracts (5).
 * The same coin appears once per type. Listing and unlisting is a flag, so history and favourites survive.
 */
export const instruments = pgTable(
  'instruments',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    type: smallint('type').notNull(),
    symbol: text('symbol').notNull(),
    baseAsset: text('base_asset').notNull(),
    quoteAsset: text('quote_asset').notNull(),
    displayName: text('display_name').notNull(),
    logo: text('logo').notNull(),
    /** Category shown as a filter on the market list (e.g. mainstream, layer2, meme, technology). */
    plate: text('plate').notNull(),
    priceAccuracy: smallint('price_accuracy').notNull(),
    transactionAccuracy: smallint('transaction_accuracy').notNull(),
    /** The simulator's anchor price and annualised volatility; a live source ignores both. */
    referencePrice: numeric('reference_price', { precision: 30, scale: 12 }).notNull(),
    annualVolatility: numeric('annual_volatility', { precision: 8, scale: 4 }).notNull(),
    tradingHours: jsonb('trading_hours').$type<TradingHours | null>(),
    isListed: boolean('is_listed').notNull().default(true),
    sort: integer('sort').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('instruments_type_symbol_key').on(table.type, table.symbol)],
);

/** A user's favourite instruments per category (coin 1, contract 2, stock 3, fast contract 5). */
export const favourites = pgTable(
  'favourites',
  {
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    category: smallint('category').notNull(),
    instrumentId: integer('instrument_id')
      .notNull()
      .references(() => instruments.id),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.category, table.instrumentId] })],
);

/**
 * One-minute candles are the stored truth; every coarser interval is their aggregate (DESIGN.md §7).
 * `openTime` is epoch ms at the start of the minute.
 */
export const klines = pgTable(
  'klines',
  {
    instrumentId: integer('instrument_id')
      .notNull()
      .references(() => instruments.id),
    openTime: bigint('open_time', { mode: 'number' }).notNull(),
    open: numeric('open', { precision: 30, scale: 12 }).notNull(),
    high: numeric('high', { precision: 30, scale: 12 }).notNull(),
    low: numeric('low', { precision: 30, scale: 12 }).notNull(),
    close: numeric('close', { precision: 30, scale: 12 }).notNull(),
    volume: numeric('volume', { precision: 30, scale: 8 }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.instrumentId, table.openTime] })],
);
