import { BigNumber } from 'bignumber.js';
import { and, asc, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import {
  ADMIN_USER_VIEW_LIMIT,
  ContractOrderStatus,
  ContractPositionStatus,
  type AdminContractOrder,
  type AdminLedgerEntry,
  type AdminPosition,
} from '@exchange/contracts';
import {
  contractOrders,
  contractPositions,
  queryRows,
  rechargeOrders,
  sessions,
  withdrawalOrders,
  type DbOrTx,
} from '../../../platform/db/index';
import { userBalances } from '../../ledger/index';
import { requireUser, toAdminUser } from './user-search';

/** Withdrawals still holding money: waiting (2) or approved, under review (0). Deposits waiting for staff (2). */
export const PENDING_WITHDRAWAL_STATUSES = [2, 0];
export const PENDING_DEPOSIT_STATUSES = [2];

const decimal = (value: string) => new BigNumber(value).toFixed();
const optionalDecimal = (value: string | null) => (value === null ? null : decimal(value));

const toPosition = (row: typeof contractPositions.$inferSelect): AdminPosition => ({
  id: row.id,
  symbol: row.symbol,
  direction: row.direction,
  marginMode: row.marginMode,
  lever: row.lever,
  quantity: decimal(row.quantity),
  entryPrice: decimal(row.entryPrice),
  margin: decimal(row.margin),
  openFee: decimal(row.openFee),
  fundingFee: decimal(row.fundingFee),
  realisedPnl: decimal(row.realisedPnl),
  stopProfitPrice: optionalDecimal(row.stopProfitPrice),
  stopLossPrice: optionalDecimal(row.stopLossPrice),
  createdAt: row.createdAt.getTime(),
});

const toOrder = (row: typeof contractOrders.$inferSelect): AdminContractOrder => ({
  id: row.id,
  no: row.no,
  symbol: row.symbol,
  direction: row.direction,
  action: row.action,
  orderType: row.orderType,
  marginMode: row.marginMode,
  lever: row.lever,
  quantity: decimal(row.quantity),
  price: optionalDecimal(row.price),
  dealPrice: optionalDecimal(row.dealPrice),
  margin: decimal(row.margin),
  fee: decimal(row.fee),
  plAmount: optionalDecimal(row.plAmount),
  status: row.status,
  trigger: row.trigger,
  positionId: row.positionId,
  createdAt: row.createdAt.getTime(),
  dealTime: row.dealTime?.getTime() ?? null,
});

interface LedgerRow extends Record<string, unknown> {
  id: string;
  kind: number;
  pending_id: string | null;
  business_type: number;
  asset: string;
  amount: string;
  ref: string | null;
  actor: string;
  reason: string | null;
  created_at: string | Date;
  debit_owner: string;
  debit_wallet: string;
  credit_owner: string;
  credit_wallet: string;
}

const toLedgerEntry = (row: LedgerRow): AdminLedgerEntry => ({
  id: row.id,
  kind: Number(row.kind),
  pendingId: row.pending_id,
  businessType: Number(row.business_type),
  coin: row.asset,
  amount: decimal(String(row.amount)),
  debit: { owner: row.debit_owner, wallet: row.debit_wallet },
  credit: { owner: row.credit_owner, wallet: row.credit_wallet },
  ref: row.ref,
  actor: row.actor,
  reason: row.reason,
  createdAt: new Date(row.created_at).getTime(),
});

/** Transfers with either side on one of the user's accounts (both indexed by account id). */
const userTransfersSql = (userId: number) => sql`
  from ledger_transfers t
  join ledger_accounts d on d.id = t.debit_account_id
  join ledger_accounts c on c.id = t.credit_account_id
 where t.debit_account_id in (select id from ledger_accounts where user_id = ${userId})
    or t.credit_account_id in (select id from ledger_accounts where user_id = ${userId})`;

const owner = (alias: 'd' | 'c') =>
  sql.raw(
    `case when ${alias}.user_id is null then 'house:' || ${alias}.house_code else 'user:' || ${alias}.user_id end`,
  );

const ledgerEntries = async (db: DbOrTx, userId: number, page: { pageNo: number; pageSize: number }) => {
  const rows = await queryRows<LedgerRow>(
    db,
    sql`select t.id, t.kind, t.pending_id, t.business_type, t.asset, t.amount::text as amount, t.ref, t.actor,
               t.reason, t.created_at, ${owner('d')} as debit_owner, d.wallet as debit_wallet,
               ${owner('c')} as credit_owner, c.wallet as credit_wallet
        ${userTransfersSql(userId)}
         order by t.created_at desc, t.id desc
         limit ${page.pageSize} offset ${(page.pageNo - 1) * page.pageSize}`,
  );
  return rows.map(toLedgerEntry);
};

/** GET user/ledger-page: every transfer touching the user's accounts, newest first. */
export const pageUserLedger = async (db: DbOrTx, query: { id: number; pageNo: number; pageSize: number }) => {
  await requireUser(db, query.id);
  const [total] = await queryRows<{ total: string | number }>(
    db,
    sql`select count(*) as total ${userTransfersSql(query.id)}`,
  );
  return { list: await ledgerEntries(db, query.id, query), total: Number(total?.total ?? 0) };
};

/** What an account deletion must wait for (money or orders that would be stranded on a deleted account). */
export const openCommitments = async (db: DbOrTx, userId: number) => {
  const [positions] = await db
    .select({ value: count() })
    .from(contractPositions)
    .where(
      and(eq(contractPositions.userId, userId), eq(contractPositions.status, ContractPositionStatus.open)),
    );
  const [orders] = await db
    .select({ value: count() })
    .from(contractOrders)
    .where(and(eq(contractOrders.userId, userId), eq(contractOrders.status, ContractOrderStatus.pending)));
  const [withdrawals] = await db
    .select({ value: count() })
    .from(withdrawalOrders)
    .where(
      and(eq(withdrawalOrders.userId, userId), inArray(withdrawalOrders.status, PENDING_WITHDRAWAL_STATUSES)),
    );
  const [deposits] = await db
    .select({ value: count() })
    .from(rechargeOrders)
    .where(and(eq(rechargeOrders.userId, userId), inArray(rechargeOrders.status, PENDING_DEPOSIT_STATUSES)));
  return {
    openPositionCount: positions?.value ?? 0,
    pendingOrderCount: orders?.value ?? 0,
    pendingWithdrawalCount: withdrawals?.value ?? 0,
    pendingDepositCount: deposits?.value ?? 0,
  };
};

const liveSession = async (db: DbOrTx, userId: number) => {
  const [row] = await db
    .select()
    .from(sessions)
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)))
    .limit(1);
  return row
    ? {
        createdAt: row.createdAt.getTime(),
        lastSeenAt: row.lastSeenAt.getTime(),
        ip: row.ip,
        userAgent: row.userAgent,
      }
    : null;
};

/**
 * GET user/get: the whole picture of one account for staff. Every list is bounded (ADMIN_USER_VIEW_LIMIT); the
 * counts say what is open beyond the lists, and user/ledger-page pages the full history.
 */
export const getUserView = async (db: DbOrTx, id: number) => {
  const user = await requireUser(db, id);
  const positions = await db
    .select()
    .from(contractPositions)
    .where(and(eq(contractPositions.userId, id), eq(contractPositions.status, ContractPositionStatus.open)))
    .orderBy(asc(contractPositions.id))
    .limit(ADMIN_USER_VIEW_LIMIT);
  const orders = await db
    .select()
    .from(contractOrders)
    .where(eq(contractOrders.userId, id))
    .orderBy(desc(contractOrders.id))
    .limit(ADMIN_USER_VIEW_LIMIT);
  const balances = await userBalances(db, id);
  return {
    user: toAdminUser(user),
    balances: balances.map(({ wallet, asset, available, frozen }) => ({
      wallet,
      coin: asset,
      available,
      frozen,
    })),
    positions: positions.map(toPosition),
    orders: orders.map(toOrder),
    ledger: await ledgerEntries(db, id, { pageNo: 1, pageSize: ADMIN_USER_VIEW_LIMIT }),
    ...(await openCommitments(db, id)),
    session: await liveSession(db, id),
  };
};
