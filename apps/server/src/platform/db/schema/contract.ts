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

/** One maintenance tier as the operator writes it (the domain's `BracketTier`; `cum` is derived). */
export interface ContractTier {
  initialLeverage: number;
  notionalFloor: string;
  notionalCap: string;
  maintMarginRatio: string;
}

/**
 * The trading rules of one perpetual (type 2 instrument): maintenance tiers and fee rates. Seeded from
 * `packages/contracts/src/reference/contract-specs.ts` for instruments that have none; staff own them afterwards.
 */
export const contractSpecs = pgTable('contract_specs', {
  instrumentId: integer('instrument_id')
    .primaryKey()
    .references(() => instruments.id),
  tiers: jsonb('tiers').$type<ContractTier[]>().notNull(),
  takerFeeRate: numeric('taker_fee_rate', { precision: 10, scale: 8 }).notNull(),
  makerFeeRate: numeric('maker_fee_rate', { precision: 10, scale: 8 }).notNull(),
  ...timestamps,
});

/** Who holds what in which perpetual, on what terms: the columns positions and orders share. */
const holding = () => ({
  userId: bigint('user_id', { mode: 'number' })
    .notNull()
    .references(() => users.id),
  instrumentId: integer('instrument_id')
    .notNull()
    .references(() => instruments.id),
  symbol: text('symbol').notNull(),
  direction: smallint('direction').notNull(),
  marginMode: smallint('margin_mode').notNull(),
  lever: smallint('lever').notNull(),
  quantity: money('quantity').notNull(),
});

/**
 * Positions, one-way mode: at most one open position per user and symbol (a partial unique index). Status 1 open,
 * 2 closed, 3 liquidated; closed rows stay as history. `margin` is what the position holds in the user's
 * `contract_margin` ledger account (the sum over a user's open positions equals that account's balance).
 * `fundingFee` and `realisedPnl` are signed running totals.
 */
export const contractPositions = pgTable(
  'contract_positions',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    ...holding(),
    entryPrice: price('entry_price').notNull(),
    margin: money('margin').notNull(),
    openFee: money('open_fee').notNull().default('0'),
    fundingFee: money('funding_fee').notNull().default('0'),
    realisedPnl: money('realised_pnl').notNull().default('0'),
    stopProfitPrice: price('stop_profit_price'),
    stopLossPrice: price('stop_loss_price'),
    status: smallint('status').notNull().default(1),
    /** The last funding period (epoch ms) this position has paid or received: a settlement pays each period once. */
    fundedPeriodMs: bigint('funded_period_ms', { mode: 'number' }),
    closePrice: price('close_price'),
    closedAt: timestamp('closed_at', { withTimezone: true, mode: 'date' }),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('contract_positions_one_open')
      .on(table.userId, table.instrumentId)
      .where(sql`${table.status} = 1`),
    index('contract_positions_user').on(table.userId, table.status),
    index('contract_positions_open')
      .on(table.instrumentId)
      .where(sql`${table.status} = 1`),
    check('contract_positions_direction', sql`${table.direction} in (1, 2)`),
    check('contract_positions_margin_mode', sql`${table.marginMode} in (1, 2)`),
    check('contract_positions_status', sql`${table.status} in (1, 2, 3)`),
    check(
      'contract_positions_amounts',
      sql`${table.quantity} >= 0 and ${table.margin} >= 0 and ${table.lever} between 1 and 125`,
    ),
    check('contract_positions_open_quantity', sql`${table.status} <> 1 or ${table.quantity} > 0`),
  ],
);

/**
 * Orders: opens (action 1) and closes (action 2), filled (1), pending limit orders (0) or cancelled (2). A pending
 * open holds margin + fee in the ledger (`holdId`, a pending transfer) until it fills or is cancelled. `trigger`: who
 * made it happen (ContractOrderTrigger).
 */
export const contractOrders = pgTable(
  'contract_orders',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    no: text('no').notNull(),
    ...holding(),
    action: smallint('action').notNull(),
    orderType: smallint('order_type').notNull(),
    price: price('price'),
    dealPrice: price('deal_price'),
    /** Closes: the position's entry price the close was settled against. */
    entryPrice: price('entry_price'),
    margin: money('margin').notNull().default('0'),
    fee: money('fee').notNull().default('0'),
    plAmount: money('pl_amount'),
    status: smallint('status').notNull(),
    trigger: smallint('trigger').notNull(),
    positionId: bigint('position_id', { mode: 'number' }).references(() => contractPositions.id),
    stopProfitPrice: price('stop_profit_price'),
    stopLossPrice: price('stop_loss_price'),
    holdId: text('hold_id'),
    dealTime: timestamp('deal_time', { withTimezone: true, mode: 'date' }),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('contract_orders_no').on(table.no),
    index('contract_orders_user').on(table.userId, table.status, table.id),
    index('contract_orders_pending')
      .on(table.instrumentId)
      .where(sql`${table.status} = 0`),
    check('contract_orders_status', sql`${table.status} in (0, 1, 2)`),
    check('contract_orders_action', sql`${table.action} in (1, 2)`),
    check('contract_orders_quantity', sql`${table.quantity} > 0`),
  ],
);

/**
 * One funding settlement per perpetual and period (00/08/16 UTC, epoch ms): the rate and mark it settled at, and
 * when every position of it was paid (null while a settlement is under way or was interrupted).
 */
export const contractFundingRounds = pgTable(
  'contract_funding_rounds',
  {
    instrumentId: integer('instrument_id')
      .notNull()
      .references(() => instruments.id),
    periodMs: bigint('period_ms', { mode: 'number' }).notNull(),
    rate: numeric('rate', { precision: 12, scale: 8 }).notNull(),
    markPrice: price('mark_price').notNull(),
    settledAt: timestamp('settled_at', { withTimezone: true, mode: 'date' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.instrumentId, table.periodMs] })],
);
