// The fast-contract tables (issue 18; modules/fast-contract/README.md).
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

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * Fast contracts. Status 0 open, 1 won, 2 lost, 3 tie-refunded, 4 void-refunded (no usable price at expiry). The stake
 * (`amount`) is held in the user's `fast_contract` wallet by the ledger hold `holdId` until settlement. `openPrice` is
 * the source's live price at `openedAt` (its tick time `openPriceAt`); `closePrice` the price recorded for the expiry
 * second (its tick time `closePriceAt`). The outcome columns (status, close price, payout, settledAt) are written by
 * the settlement job only, once, by an UPDATE guarded on status 0.
 */
export const fastContractOrders = pgTable(
  'fast_contract_orders',
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
    amount: money('amount').notNull(),
    periodSeconds: integer('period_seconds').notNull(),
    payoutRate: numeric('payout_rate', { precision: 10, scale: 6 }).notNull(),
    status: smallint('status').notNull().default(0),
    openPrice: price('open_price').notNull(),
    openPriceAt: at('open_price_at').notNull(),
    openedAt: at('opened_at').notNull(),
    expiresAt: at('expires_at').notNull(),
    closePrice: price('close_price'),
    closePriceAt: at('close_price_at'),
    payout: money('payout'),
    settledAt: at('settled_at'),
    holdId: text('hold_id').notNull(),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('fast_contract_orders_no').on(table.no),
    index('fast_contract_orders_user').on(table.userId, table.status, table.id),
    index('fast_contract_orders_due')
      .on(table.expiresAt)
      .where(sql`${table.status} = 0`),
    index('fast_contract_orders_open_instrument')
      .on(table.instrumentId, table.direction)
      .where(sql`${table.status} = 0`),
    check('fast_contract_orders_direction', sql`${table.direction} in (0, 1)`),
    check('fast_contract_orders_status', sql`${table.status} between 0 and 4`),
    check(
      'fast_contract_orders_amounts',
      sql`${table.amount} > 0 and ${table.payoutRate} > 0 and ${table.openPrice} > 0 and ${table.periodSeconds} > 0`,
    ),
    check(
      'fast_contract_orders_settled',
      sql`(${table.status} = 0) = (${table.settledAt} is null) and (${table.status} = 0) = (${table.payout} is null)`,
    ),
    check(
      'fast_contract_orders_close',
      sql`(${table.closePrice} is null) = (${table.closePriceAt} is null) and (${table.status} in (1, 2, 3)) = (${table.closePrice} is not null)`,
    ),
  ],
);

/**
 * The price source's price per fast-contract instrument and second: the first tick of each second as the scheduler's
 * leader received it (`tickAt` the source's own time of that tick), written with ON CONFLICT DO NOTHING so a second
 * writer during a failover changes nothing. Settlement reads the close from here; a pruning job keeps a few hours.
 */
export const fastContractPrices = pgTable(
  'fast_contract_prices',
  {
    symbol: text('symbol').notNull(),
    secondMs: bigint('second_ms', { mode: 'number' }).notNull(),
    price: price('price').notNull(),
    tickAtMs: bigint('tick_at_ms', { mode: 'number' }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.symbol, table.secondMs] }),
    index('fast_contract_prices_second').on(table.secondMs),
    check('fast_contract_prices_positive', sql`${table.price} > 0`),
    check(
      'fast_contract_prices_in_second',
      sql`${table.tickAtMs} >= ${table.secondMs} and ${table.tickAtMs} < ${table.secondMs} + 1000`,
    ),
  ],
);

/**
 * One row per fast-contract instrument that has been bought: the lock a buy takes (an upsert, which row-locks it) before
 * it sums the instrument's open exposure, so two buys cannot both fit under the limit and together exceed it.
 */
export const fastContractBooks = pgTable('fast_contract_books', {
  instrumentId: integer('instrument_id')
    .primaryKey()
    .references(() => instruments.id),
  lockedAt: at('locked_at').notNull(),
});

/** The rules staff set (packages/contracts FastContractSettingsInput), one row; none means the defaults. */
export interface FastContractRules {
  isEnabled: boolean;
  blockedCountries: string[];
  minStake: string;
  maxStake: string;
  maxOpenStakePerUser: string;
  instruments: {
    symbol: string;
    exposureLimit: string;
    periods: { periodSeconds: number; payoutRate: string }[];
  }[];
}

export const fastContractSettings = pgTable(
  'fast_contract_settings',
  {
    id: smallint('id').primaryKey(),
    rules: jsonb('rules').$type<FastContractRules>().notNull(),
    updatedBy: text('updated_by').notNull(),
    ...timestamps,
  },
  (table) => [check('fast_contract_settings_one_row', sql`${table.id} = 1`)],
);
