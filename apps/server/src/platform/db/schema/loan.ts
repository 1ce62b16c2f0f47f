// The loan tables (issue 19; modules/loan/README.md).
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
import { money, price, timestamps } from './columns';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const rate = (name: string) => numeric(name, { precision: 12, scale: 10 });

/**
 * Staff's terms per collateral coin (the borrow screen shows them; a loan copies them when it opens). `isActive` false
 * pauses new loans against the coin; open loans run on.
 */
export const loanConfigs = pgTable(
  'loan_configs',
  {
    collateralCoin: text('collateral_coin').primaryKey(),
    initialLtv: rate('initial_ltv').notNull(),
    marginCallLtv: rate('margin_call_ltv').notNull(),
    liquidationLtv: rate('liquidation_ltv').notNull(),
    hourlyRate: rate('hourly_rate').notNull(),
    termDays: jsonb('term_days').$type<number[]>().notNull(),
    minLoan: money('min_loan').notNull(),
    maxLoan: money('max_loan').notNull(),
    liquidationFeeRate: rate('liquidation_fee_rate').notNull(),
    isActive: boolean('is_active').notNull(),
    updatedBy: text('updated_by').notNull(),
    ...timestamps,
  },
  (table) => [
    check(
      'loan_configs_ltvs',
      sql`0 < ${table.initialLtv} and ${table.initialLtv} < ${table.marginCallLtv} and ${table.marginCallLtv} < ${table.liquidationLtv} and ${table.liquidationLtv} < 1`,
    ),
    check('loan_configs_limits', sql`0 < ${table.minLoan} and ${table.minLoan} <= ${table.maxLoan}`),
  ],
);

/**
 * Loans. Status 0 open, 1 repaid, 2 liquidated (`liquidationReason` 1 LTV, 2 overdue past the grace). `principal` and `accruedInterest` are what is owed now; the
 * collateral sits in the user's `loan_collateral` wallet (the sum of open loans' `collateralAmount` per coin).
 * `lastAccruedHour` is the start of the last hour whose interest is in `accruedInterest`: the accrual job moves it
 * one hour at a time with an UPDATE guarded on its old value, beside a unique loan_events row per (loan, hour).
 */
export const loans = pgTable(
  'loans',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    no: text('no').notNull(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    status: smallint('status').notNull().default(0),
    collateralCoin: text('collateral_coin').notNull(),
    collateralAmount: money('collateral_amount').notNull(),
    borrowedAmount: money('borrowed_amount').notNull(),
    principal: money('principal').notNull(),
    accruedInterest: money('accrued_interest').notNull(),
    totalInterest: money('total_interest').notNull(),
    hourlyRate: rate('hourly_rate').notNull(),
    termDays: integer('term_days').notNull(),
    initialLtv: rate('initial_ltv').notNull(),
    marginCallLtv: rate('margin_call_ltv').notNull(),
    liquidationLtv: rate('liquidation_ltv').notNull(),
    liquidationFeeRate: rate('liquidation_fee_rate').notNull(),
    lastAccruedHour: at('last_accrued_hour').notNull(),
    isMarginCalled: boolean('is_margin_called').notNull().default(false),
    borrowedAt: at('borrowed_at').notNull(),
    dueAt: at('due_at').notNull(),
    closedAt: at('closed_at'),
    liquidationPrice: price('liquidation_price'),
    soldCollateral: money('sold_collateral'),
    feeCollateral: money('fee_collateral'),
    returnedCollateral: money('returned_collateral'),
    shortfall: money('shortfall'),
    liquidationReason: smallint('liquidation_reason'),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('loans_no').on(table.no),
    index('loans_user').on(table.userId, table.status, table.id),
    index('loans_open')
      .on(table.id)
      .where(sql`${table.status} = 0`),
    check('loans_status', sql`${table.status} between 0 and 2`),
    check(
      'loans_amounts',
      sql`${table.collateralAmount} >= 0 and ${table.principal} >= 0 and ${table.accruedInterest} >= 0 and ${table.borrowedAmount} > 0`,
    ),
    check('loans_closed', sql`(${table.status} = 0) = (${table.closedAt} is null)`),
    check('loans_liquidated', sql`(${table.status} = 2) = (${table.liquidationPrice} is not null)`),
    check(
      'loans_liquidation_reason',
      sql`(${table.status} = 2) = (${table.liquidationReason} is not null) and coalesce(${table.liquidationReason}, 1) between 1 and 2`,
    ),
  ],
);

/**
 * A loan's history (`/funds/loans/log`): kind 1 borrow, 2 hourly interest, 3 repayment, 4 collateral added,
 * 5 liquidation, 6 margin call, 7 liquidation of an overdue loan past its grace. An interest row carries its hour (`hourAt`), unique per loan: the accrual job's key.
 */
export const loanEvents = pgTable(
  'loan_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    loanId: bigint('loan_id', { mode: 'number' })
      .notNull()
      .references(() => loans.id),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    kind: smallint('kind').notNull(),
    coin: text('coin').notNull(),
    amount: money('amount').notNull(),
    principalAfter: money('principal_after').notNull(),
    interestAfter: money('interest_after').notNull(),
    collateralAfter: money('collateral_after').notNull(),
    price: price('price'),
    hourAt: at('hour_at'),
    createdAt: at('created_at').notNull(),
  },
  (table) => [
    index('loan_events_user').on(table.userId, table.id),
    uniqueIndex('loan_events_interest_hour')
      .on(table.loanId, table.hourAt)
      .where(sql`${table.kind} = 2`),
    check('loan_events_kind', sql`${table.kind} between 1 and 7`),
  ],
);
