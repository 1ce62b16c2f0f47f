import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './users';
import { money } from './columns';

/**
 * One balance per owner × wallet × asset (modules/ledger/README.md has the chart of accounts). A user account has
 * `user_id`; a house account (fees, insurance fund, clearing, swap book) has `house_code` and may go negative —
 * clearing accounts mirror money outside the ledger. Only modules/ledger writes these rows.
 */
export const ledgerAccounts = pgTable(
  'ledger_accounts',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: bigint('user_id', { mode: 'number' }).references(() => users.id),
    houseCode: text('house_code'),
    wallet: text('wallet').notNull(),
    asset: text('asset').notNull(),
    available: money('available').notNull().default('0'),
    /** Held by pending transfers (withdrawals, order margin). */
    frozen: money('frozen').notNull().default('0'),
    isHouse: boolean('is_house').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [
    check(
      'ledger_accounts_owner',
      sql`(${table.isHouse} and ${table.userId} is null and ${table.houseCode} is not null) or (not ${table.isHouse} and ${table.userId} is not null and ${table.houseCode} is null)`,
    ),
    // The last line of defence: no user balance is ever negative, whatever the code above does.
    check(
      'ledger_accounts_user_not_negative',
      sql`${table.isHouse} or (${table.available} >= 0 and ${table.frozen} >= 0)`,
    ),
    uniqueIndex('ledger_accounts_user_key')
      .on(table.userId, table.wallet, table.asset)
      .where(sql`${table.userId} is not null`),
    uniqueIndex('ledger_accounts_house_key')
      .on(table.houseCode, table.wallet, table.asset)
      .where(sql`${table.houseCode} is not null`),
  ],
);

/**
 * Append-only transfers (TigerBeetle-shaped): the id is the caller's idempotency key. `kind` 1 posted, 2 pending
 * (a hold: debit available → frozen), 3 post of a pending, 4 void of a pending; a pending is resolved at most once
 * (unique `pending_id`). Nothing updates or deletes a row.
 */
export const ledgerTransfers = pgTable(
  'ledger_transfers',
  {
    id: text('id').primaryKey(),
    debitAccountId: bigint('debit_account_id', { mode: 'number' })
      .notNull()
      .references(() => ledgerAccounts.id),
    creditAccountId: bigint('credit_account_id', { mode: 'number' })
      .notNull()
      .references(() => ledgerAccounts.id),
    asset: text('asset').notNull(),
    amount: money('amount').notNull(),
    kind: smallint('kind').notNull(),
    pendingId: text('pending_id'),
    /** Spec §3 ledger business type (transfer 3, recharge 105, flash exchange 26, …). */
    businessType: integer('business_type').notNull(),
    /** What the transfer is about (an order, a withdrawal request), for lookups. */
    ref: text('ref'),
    /** Who caused it: `user:<id>`, `staff:<id>` or `system:<engine>`. */
    actor: text('actor').notNull(),
    reason: text('reason'),
    /** Digest of the request, so a reused key with another body is refused (422). */
    requestHash: text('request_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [
    check('ledger_transfers_amount_positive', sql`${table.amount} > 0`),
    check('ledger_transfers_kind', sql`${table.kind} in (1, 2, 3, 4)`),
    check('ledger_transfers_pending_ref', sql`(${table.kind} in (3, 4)) = (${table.pendingId} is not null)`),
    check('ledger_transfers_distinct_accounts', sql`${table.debitAccountId} <> ${table.creditAccountId}`),
    foreignKey({ columns: [table.pendingId], foreignColumns: [table.id] }),
    uniqueIndex('ledger_transfers_pending_once')
      .on(table.pendingId)
      .where(sql`${table.pendingId} is not null`),
    index('ledger_transfers_debit').on(table.debitAccountId),
    index('ledger_transfers_credit').on(table.creditAccountId),
    index('ledger_transfers_ref').on(table.ref),
  ],
);

/**
 * The one idempotency store of every money request (modules/ledger/money-request.ts): the first answer of each
 * (user, Idempotency-Key), written in the transaction that did the work. A repeat returns `result`; the same key with
 * another canonical request hash is refused (422). `kind` names the operation (`contract.place`, `wallet.withdraw`).
 */
export const moneyRequests = pgTable(
  'money_requests',
  {
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    requestKey: text('request_key').notNull(),
    kind: text('kind').notNull(),
    requestHash: text('request_hash').notNull(),
    result: jsonb('result').$type<unknown>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.requestKey] })],
);
