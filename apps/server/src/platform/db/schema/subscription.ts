// The subscription tables (issue 19 §2; modules/subscription/README.md).
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
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
 * A project staff published: a token (`symbol`, the ledger asset) sold at `price` USDT, `totalSupply` of it, per-user
 * limits, a window, an allotment rule (1 pro rata, 2 first come, 3 lottery), distribution and listing times. Status 0
 * open, 1 allotting, 2 allotted, 3 distributed, 4 listed — moved forward only by the jobs, each by an UPDATE guarded on
 * the previous status. `requestedQuantity` is the running Σ of orders (first come: what was sold, checked against the
 * supply under this row's lock); `allottedQuantity` the Σ allotted, set at the close. `seed` (lottery) is secret until
 * the close; `seedHash` = sha256(seed) is published with the project.
 */
export const subscriptionProjects = pgTable(
  'subscription_projects',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    symbol: text('symbol').notNull(),
    logo: text('logo').notNull(),
    description: text('description').notNull(),
    kind: smallint('kind').notNull(),
    rule: smallint('rule').notNull(),
    price: price('price').notNull(),
    totalSupply: money('total_supply').notNull(),
    precision: smallint('precision').notNull(),
    minPerUser: money('min_per_user').notNull(),
    maxPerUser: money('max_per_user').notNull(),
    startAt: at('start_at').notNull(),
    endAt: at('end_at').notNull(),
    distributeAt: at('distribute_at').notNull(),
    listAt: at('list_at').notNull(),
    status: smallint('status').notNull().default(0),
    isPaused: boolean('is_paused').notNull().default(false),
    requestedQuantity: money('requested_quantity').notNull().default('0'),
    allottedQuantity: money('allotted_quantity'),
    seed: text('seed'),
    seedHash: text('seed_hash'),
    isSeedRevealed: boolean('is_seed_revealed').notNull().default(false),
    instrumentId: integer('instrument_id').references(() => instruments.id),
    closedAt: at('closed_at'),
    createdBy: text('created_by').notNull(),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('subscription_projects_symbol').on(table.symbol),
    index('subscription_projects_status').on(table.status, table.endAt),
    check('subscription_projects_kind', sql`${table.kind} in (2, 6)`),
    check('subscription_projects_rule', sql`${table.rule} in (1, 2, 3)`),
    check('subscription_projects_status', sql`${table.status} between 0 and 4`),
    check(
      'subscription_projects_terms',
      sql`${table.price} > 0 and ${table.totalSupply} > 0 and ${table.minPerUser} > 0
          and ${table.minPerUser} <= ${table.maxPerUser} and ${table.maxPerUser} <= ${table.totalSupply}
          and ${table.startAt} < ${table.endAt} and ${table.endAt} <= ${table.distributeAt}
          and ${table.distributeAt} <= ${table.listAt} and ${table.precision} between 0 and 8`,
    ),
    check(
      'subscription_projects_supply',
      sql`${table.allottedQuantity} is null or ${table.allottedQuantity} <= ${table.totalSupply}`,
    ),
  ],
);

/**
 * One user's order on one project (unique per project and user). Status 0 committed (its USDT held by `holdId`),
 * 1 allotted, 2 distributed, 3 refunded. `allottedQuantity` is computed once at the close (in the close's
 * transaction, status still 0); the money of the allotment is moved per order by an UPDATE guarded on status 0 in the
 * same transaction as the transfers, and the distribution by one guarded on status 1.
 */
export const subscriptionOrders = pgTable(
  'subscription_orders',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    no: text('no').notNull(),
    projectId: bigint('project_id', { mode: 'number' })
      .notNull()
      .references(() => subscriptionProjects.id),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    kind: smallint('kind').notNull(),
    rule: smallint('rule').notNull(),
    status: smallint('status').notNull().default(0),
    quantity: money('quantity').notNull(),
    price: price('price').notNull(),
    amount: money('amount').notNull(),
    holdId: text('hold_id'),
    allottedQuantity: money('allotted_quantity'),
    allottedAmount: money('allotted_amount'),
    refundAmount: money('refund_amount'),
    ticket: text('ticket'),
    committedAt: at('committed_at').notNull(),
    allottedAt: at('allotted_at'),
    distributedAt: at('distributed_at'),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('subscription_orders_no').on(table.no),
    uniqueIndex('subscription_orders_project_user').on(table.projectId, table.userId),
    index('subscription_orders_user').on(table.userId, table.id),
    index('subscription_orders_project_status').on(table.projectId, table.status),
    check('subscription_orders_status', sql`${table.status} between 0 and 3`),
    check('subscription_orders_amounts', sql`${table.quantity} > 0 and ${table.amount} > 0`),
    check(
      'subscription_orders_allotted',
      sql`${table.allottedQuantity} is null or (${table.allottedQuantity} >= 0 and ${table.allottedQuantity} <= ${table.quantity})`,
    ),
    check(
      'subscription_orders_settled',
      sql`(${table.status} = 0) = (${table.allottedAt} is null) and (${table.status} = 2) = (${table.distributedAt} is not null)`,
    ),
  ],
);
