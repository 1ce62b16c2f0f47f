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
import { money, timestamps } from './columns';

/**
 * Deposit and withdrawal channels (spec §7 recharge channel, withdrawal channel list): one row per direction ×
 * method × coin × chain, with the operator's limits and fees. `details` holds what the user needs to pay
 * (the operator's bank account for bank-card deposits, the provider page of a third-party channel).
 */
export const paymentChannels = pgTable(
  'payment_channels',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    /** 1 recharge (deposit), 2 withdrawal. */
    direction: smallint('direction').notNull(),
    /** PaymentMethodType: bank card 0, C2C 3, virtual currency 4, third party 6. */
    methodType: smallint('method_type').notNull(),
    coin: text('coin').notNull(),
    /** Chain code for virtual currency (BTC, ERC20, TRC20, XRP); '' otherwise. */
    chain: text('chain').notNull().default(''),
    name: text('name').notNull(),
    minAmount: money('min_amount').notNull(),
    maxAmount: money('max_amount').notNull(),
    /** Withdrawal fee: fixed part plus rate × amount. */
    feeFixed: money('fee_fixed').notNull().default('0'),
    feeRate: numeric('fee_rate', { precision: 10, scale: 6 }).notNull().default('0'),
    /** Withdrawals: the most one user may withdraw through this channel per UTC day, in `coin`. */
    dailyLimit: money('daily_limit'),
    details: jsonb('details').$type<Record<string, string>>().notNull().default({}),
    isEnabled: boolean('is_enabled').notNull().default(true),
    sort: integer('sort').notNull().default(0),
  },
  (table) => [
    uniqueIndex('payment_channels_key').on(table.direction, table.methodType, table.coin, table.chain),
    check('payment_channels_direction', sql`${table.direction} in (1, 2)`),
    check(
      'payment_channels_limits',
      sql`${table.minAmount} > 0 and ${table.maxAmount} >= ${table.minAmount}`,
    ),
  ],
);

/**
 * A user's deposit address per chain, derived from the operator's extended public key at index = user id (so it is
 * deterministic and the server holds no private key). XRP shares one address and tells users apart by the tag.
 * Kept so a chain watcher can map an incoming address (and tag) back to its user.
 */
export const depositAddresses = pgTable(
  'deposit_addresses',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    chain: text('chain').notNull(),
    address: text('address').notNull(),
    memo: text('memo').notNull().default(''),
    derivationIndex: integer('derivation_index').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('deposit_addresses_user_chain').on(table.userId, table.chain),
    uniqueIndex('deposit_addresses_target').on(table.chain, table.address, table.memo),
  ],
);

/**
 * Saved withdrawal destinations (spec §7 bank cards and virtual wallets): bank cards (type 0) and crypto addresses
 * (type 4). Deleted rows stay (withdrawals keep a snapshot anyway) with `is_deleted`.
 */
export const paymentMethods = pgTable(
  'payment_methods',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    type: smallint('type').notNull(),
    /** Bank card: bank name, holder, account number, branch, swift. Crypto: coin, chain, address, memo, label. */
    fields: jsonb('fields').$type<Record<string, string>>().notNull(),
    isDeleted: boolean('is_deleted').notNull().default(false),
    ...timestamps,
  },
  (table) => [index('payment_methods_user').on(table.userId)],
);

/** Review fields shared by deposits and withdrawals (ReviewStatus of spec §3). */
const reviewColumns = {
  /** ReviewStatus: waiting 2, under review 0, completed 1, rejected -1, cancelled -2. */
  status: smallint('status').notNull(),
  remark: text('remark'),
  reviewedBy: text('reviewed_by'),
  reviewedAt: timestamp('reviewed_at', { withTimezone: true, mode: 'date' }),
};

/**
 * Deposit requests (spec §7 recharge). Credited only by a staff approval or a chain watcher's confirmation, each a
 * guarded status change in the same transaction as its ledger transfer.
 */
export const rechargeOrders = pgTable(
  'recharge_orders',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    no: text('no').notNull(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    channelId: bigint('channel_id', { mode: 'number' }).references(() => paymentChannels.id),
    methodType: smallint('method_type').notNull(),
    coin: text('coin').notNull(),
    chain: text('chain').notNull().default(''),
    amount: money('amount').notNull(),
    proofUrl: text('proof_url'),
    /** Chain deposits: the watcher's transaction id (`<tx hash>:<output>`), unique per chain. */
    txId: text('tx_id'),
    /**
     * A chain deposit a watcher follows before it is final: the confirmations it has seen and the operator's
     * requirement (the wallet shows "waiting for confirmations n/m"); null for deposits no watcher follows.
     */
    confirmations: integer('confirmations'),
    requiredConfirmations: integer('required_confirmations'),
    transferId: text('transfer_id'),
    ...reviewColumns,
    ...timestamps,
  },
  (table) => [
    uniqueIndex('recharge_orders_no').on(table.no),
    uniqueIndex('recharge_orders_tx')
      .on(table.chain, table.txId)
      .where(sql`${table.txId} is not null`),
    index('recharge_orders_user_created').on(table.userId, table.createdAt),
    index('recharge_orders_status').on(table.status),
    check('recharge_orders_amount_positive', sql`${table.amount} > 0`),
    check(
      'recharge_orders_confirmations',
      sql`(${table.confirmations} is null) = (${table.requiredConfirmations} is null) and ${table.confirmations} >= 0 and ${table.requiredConfirmations} > 0`,
    ),
  ],
);

/**
 * Withdrawal requests (spec §7 withdrawal): created with a ledger hold; every status change is a guarded UPDATE
 * from the expected status, in the same transaction as the hold's post or void, so each request resolves once.
 */
export const withdrawalOrders = pgTable(
  'withdrawal_orders',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    no: text('no').notNull(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    channelId: bigint('channel_id', { mode: 'number' })
      .notNull()
      .references(() => paymentChannels.id),
    methodType: smallint('method_type').notNull(),
    coin: text('coin').notNull(),
    chain: text('chain').notNull().default(''),
    /** What leaves the user's wallet: arrival amount + fee. */
    amount: money('amount').notNull(),
    fee: money('fee').notNull(),
    arrivalAmount: money('arrival_amount').notNull(),
    /** A snapshot of the destination (bank card fields or address and memo) at request time. */
    destination: jsonb('destination').$type<Record<string, string>>().notNull(),
    holdTransferId: text('hold_transfer_id').notNull(),
    /** Set by staff when the payout is sent (chain tx hash or bank reference). */
    payoutRef: text('payout_ref'),
    /**
     * A withdrawal at or above the dual-approval amount stays waiting after its first approval; this is that
     * approver (`staff:<id>`), and only a different account can move it on.
     */
    firstApprovedBy: text('first_approved_by'),
    firstApprovedAt: timestamp('first_approved_at', { withTimezone: true, mode: 'date' }),
    ...reviewColumns,
    ...timestamps,
  },
  (table) => [
    uniqueIndex('withdrawal_orders_no').on(table.no),
    index('withdrawal_orders_user_created').on(table.userId, table.createdAt),
    index('withdrawal_orders_status').on(table.status),
    check(
      'withdrawal_orders_amounts',
      sql`${table.amount} > 0 and ${table.fee} >= 0 and ${table.arrivalAmount} > 0`,
    ),
  ],
);

/** Flash exchange (swap) orders: filled at once at the live price, or refused. */
export const flashExchangeOrders = pgTable(
  'flash_exchange_orders',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    no: text('no').notNull(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    fromCoin: text('from_coin').notNull(),
    toCoin: text('to_coin').notNull(),
    fromAmount: money('from_amount').notNull(),
    /** What the user received, after the fee. */
    toAmount: money('to_amount').notNull(),
    /** Units of `toCoin` per one `fromCoin`, from the live quotes. */
    price: money('price').notNull(),
    fee: money('fee').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('flash_exchange_orders_no').on(table.no),
    index('flash_exchange_orders_user_created').on(table.userId, table.createdAt),
  ],
);
