import { sql } from 'drizzle-orm';
import { bigint, check, date, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { money } from './columns';
import { users } from './users';

/**
 * Demo funds taken (modules/demo-funds): one row per user and UTC day, so the database itself allows one claim a
 * day — two simultaneous claims meet on the primary key and only one credits. `transfer_id` is the ledger transfer
 * from the `demo_faucet` house account, written in the same transaction.
 */
export const demoFundClaims = pgTable(
  'demo_fund_claims',
  {
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    /** The UTC day of the claim. */
    day: date('day', { mode: 'string' }).notNull(),
    asset: text('asset').notNull(),
    amount: money('amount').notNull(),
    transferId: text('transfer_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.day] }),
    check('demo_fund_claims_amount_positive', sql`${table.amount} > 0`),
  ],
);
