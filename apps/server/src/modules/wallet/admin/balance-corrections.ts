import { BigNumber } from 'bignumber.js';
import { and, count, desc, eq, inArray, ne, type AnyColumn } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import {
  BusinessType,
  CorrectionDirection,
  CorrectionStatus,
  type BalanceCorrection,
  type CORRECTION_SORT_COLUMNS,
  type CorrectionHouseAccount,
  type WalletCode,
} from '@exchange/contracts';
import { balanceCorrections, staffAccounts, users, type DbOrTx, type Tx } from '../../../platform/db/index';
import type { AppContext, StaffCaller } from '../../../platform/context';
import { sortOrderBy, type SortQuery } from '../../../platform/db/sorting';
import { fail } from '../../../platform/errors';
import { auditedTransaction, recordAudit } from '../../../platform/http/staff-audit';
import { createTransfer, HouseAccount, houseAccountId, userAccountId } from '../../ledger/index';
import { requireTransferable } from '../wallet-extensions';
import { requireKnownAsset } from '../balances';
import { publishWalletUpdate } from '../wallet-events';

type CorrectionRow = typeof balanceCorrections.$inferSelect;

/** The contract's house-account names → the ledger's (a compile error if the two lists drift apart). */
const HOUSE_ACCOUNTS: Record<CorrectionHouseAccount, HouseAccount> = {
  adjustments: HouseAccount.adjustments,
  fees: HouseAccount.fees,
  insurance_fund: HouseAccount.insuranceFund,
  deposit_clearing: HouseAccount.depositClearing,
};

/** The ledger transfer a correction becomes: its id (the idempotency key) and ref. */
const transferIdOf = (id: number) => `correction:${id}`;

const toCorrection = (row: CorrectionRow, names: Map<number, string>): BalanceCorrection => ({
  id: row.id,
  userId: row.userId,
  asset: row.asset,
  wallet: row.wallet,
  houseAccount: row.houseAccount,
  direction: row.direction as BalanceCorrection['direction'],
  amount: new BigNumber(row.amount).toFixed(),
  reason: row.reason,
  status: row.status as BalanceCorrection['status'],
  proposedBy: row.proposedBy,
  proposedByName: names.get(row.proposedBy) ?? null,
  decidedBy: row.decidedBy,
  decidedByName: row.decidedBy === null ? null : (names.get(row.decidedBy) ?? null),
  decisionRemark: row.decisionRemark,
  transferRef: row.transferRef,
  createdAt: row.createdAt.getTime(),
  decidedAt: row.decidedAt?.getTime() ?? null,
});

/** Rows as the API shows them, with the proposer's and decider's usernames (one read for the whole page). */
const withNames = async (db: DbOrTx, rows: CorrectionRow[]) => {
  const ids = [...new Set(rows.flatMap((row) => [row.proposedBy, row.decidedBy ?? row.proposedBy]))];
  const staff =
    ids.length === 0
      ? []
      : await db
          .select({ id: staffAccounts.id, username: staffAccounts.username })
          .from(staffAccounts)
          .where(inArray(staffAccounts.id, ids));
  const names = new Map(staff.map((account) => [account.id, account.username]));
  return rows.map((row) => toCorrection(row, names));
};

const requireCorrection = async (db: DbOrTx, id: number) => {
  const [row] = await db.select().from(balanceCorrections).where(eq(balanceCorrections.id, id));
  return row ?? fail('NOT_FOUND', { field: 'id' });
};

const shown = async (db: DbOrTx, id: number) => {
  const [row] = await withNames(db, [await requireCorrection(db, id)]);
  return row ?? fail('NOT_FOUND', { field: 'id' });
};

export interface CorrectionProposal {
  userId: number;
  asset: string;
  wallet: WalletCode;
  houseAccount: CorrectionHouseAccount;
  direction: 1 | -1;
  amount: string;
  reason: string;
}

/** A proposal (status 2): nothing moves until another account approves it. */
export const proposeCorrection = async (
  context: AppContext,
  request: FastifyRequest,
  staff: StaffCaller,
  body: CorrectionProposal,
) => {
  requireKnownAsset(context, body.asset, 'asset');
  return auditedTransaction(context.db, request, async (tx) => {
    const [user] = await tx.select({ id: users.id }).from(users).where(eq(users.id, body.userId));
    if (!user) return fail('NOT_FOUND', { field: 'userId' });
    const [row] = await tx
      .insert(balanceCorrections)
      .values({
        ...body,
        status: CorrectionStatus.waiting,
        proposedBy: staff.staffId,
        createdAt: new Date(context.clock.nowMs()),
      })
      .returning();
    if (!row) return fail('INTERNAL');
    const after = await shown(tx, row.id);
    recordAudit(request, { target: `correction:${row.id}`, after });
    return after;
  });
};

/**
 * The guarded decision 2 → `to` by someone other than the proposer (the table's check says the same): one row, or
 * the reason there is none.
 */
const decide = async (
  tx: Tx,
  staff: StaffCaller,
  id: number,
  change: { to: 1 | -1; nowMs: number; remark?: string },
) => {
  const [row] = await tx
    .update(balanceCorrections)
    .set({
      status: change.to,
      decidedBy: staff.staffId,
      decidedAt: new Date(change.nowMs),
      ...(change.to === CorrectionStatus.applied ? { transferRef: transferIdOf(id) } : {}),
      ...(change.remark === undefined ? {} : { decisionRemark: change.remark }),
    })
    .where(
      and(
        eq(balanceCorrections.id, id),
        eq(balanceCorrections.status, CorrectionStatus.waiting),
        ne(balanceCorrections.proposedBy, staff.staffId),
      ),
    )
    .returning();
  if (row) return row;
  const existing = await requireCorrection(tx, id);
  if (existing.status !== CorrectionStatus.waiting) return fail('REVIEW_STATE_CHANGED', { field: 'id' });
  return fail('SECOND_APPROVER_REQUIRED', { field: 'id' });
};

/** The correction's one ledger transfer: house → user wallet (credit) or user wallet → house (debit). */
const transferFor = async (context: AppContext, tx: Tx, row: CorrectionRow, actor: string) => {
  const wallet = row.wallet as WalletCode;
  // A product's wallet lets go only of what its open holdings do not need (as a user's own transfer out would).
  if (row.direction === CorrectionDirection.debit)
    await requireTransferable(context, tx, wallet, {
      userId: row.userId,
      asset: row.asset,
      amount: row.amount,
    });
  const userAccount = await userAccountId(tx, row.userId, wallet, row.asset);
  const houseAccount = await houseAccountId(
    tx,
    HOUSE_ACCOUNTS[row.houseAccount as CorrectionHouseAccount],
    row.asset,
  );
  const isCredit = row.direction === CorrectionDirection.credit;
  await createTransfer(tx, {
    id: transferIdOf(row.id),
    debitAccountId: isCredit ? houseAccount : userAccount,
    creditAccountId: isCredit ? userAccount : houseAccount,
    asset: row.asset,
    amount: new BigNumber(row.amount).toFixed(),
    businessType: BusinessType.balanceCorrection,
    ref: transferIdOf(row.id),
    actor,
    reason: row.reason,
  });
};

/**
 * The second person applies it: status 2 → 1 and the ledger transfer in one transaction, so it is applied exactly
 * once (a racing approver finds the status changed). A debit beyond the available balance is INSUFFICIENT_BALANCE
 * and nothing changes. The user's apps are told after the commit.
 */
export const approveCorrection = async (
  context: AppContext,
  request: FastifyRequest,
  staff: StaffCaller,
  body: { id: number },
) => {
  const before = await shown(context.db, body.id);
  const after = await auditedTransaction(context.db, request, async (tx) => {
    const applied = await decide(tx, staff, body.id, {
      to: CorrectionStatus.applied,
      nowMs: context.clock.nowMs(),
    });
    await transferFor(context, tx, applied, `staff:${staff.staffId}`);
    const decided = await shown(tx, applied.id);
    recordAudit(request, { target: `correction:${applied.id}`, before, after: decided });
    return decided;
  });
  await publishWalletUpdate(context, after.userId, [after.wallet], after.asset);
  return after;
};

/** Another account turns it down (2 → −1) with a remark; nothing moves. */
export const rejectCorrection = async (
  context: AppContext,
  request: FastifyRequest,
  staff: StaffCaller,
  body: { id: number; remark: string },
) => {
  const before = await shown(context.db, body.id);
  return auditedTransaction(context.db, request, async (tx) => {
    await decide(tx, staff, body.id, {
      to: CorrectionStatus.rejected,
      nowMs: context.clock.nowMs(),
      remark: body.remark,
    });
    const after = await shown(tx, body.id);
    recordAudit(request, { target: `correction:${body.id}`, before, after });
    return after;
  });
};

type CorrectionSortColumn = (typeof CORRECTION_SORT_COLUMNS)[number];

/** What staff may sort corrections by (`sortBy` → column). */
const CORRECTION_SORT: Record<CorrectionSortColumn, AnyColumn> = {
  id: balanceCorrections.id,
  userId: balanceCorrections.userId,
  amount: balanceCorrections.amount,
  status: balanceCorrections.status,
  createdAt: balanceCorrections.createdAt,
};

interface CorrectionPageQuery extends SortQuery<CorrectionSortColumn> {
  pageNo: number;
  pageSize: number;
  status?: number | undefined;
  userId?: number | undefined;
}

/** Corrections, newest first unless `sortBy` says otherwise, optionally of one status or user. */
export const pageCorrections = async (context: AppContext, query: CorrectionPageQuery) => {
  const where = and(
    query.status === undefined ? undefined : eq(balanceCorrections.status, query.status),
    query.userId === undefined ? undefined : eq(balanceCorrections.userId, query.userId),
  );
  const [total] = await context.db.select({ value: count() }).from(balanceCorrections).where(where);
  const rows = await context.db
    .select()
    .from(balanceCorrections)
    .where(where)
    .orderBy(...sortOrderBy(CORRECTION_SORT, balanceCorrections.id, query, [desc(balanceCorrections.id)]))
    .limit(query.pageSize)
    .offset((query.pageNo - 1) * query.pageSize);
  return { list: await withNames(context.db, rows), total: total?.value ?? 0 };
};
