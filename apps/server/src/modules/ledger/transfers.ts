import { createHash } from 'node:crypto';
import { BigNumber } from 'bignumber.js';
import { eq, inArray, sql } from 'drizzle-orm';
import { ledgerTransfers, queryRows, type Tx } from '../../platform/db/index';
import { assert, fail } from '../../platform/errors';
import { houseFlagsOf } from './accounts';
import { TransferKind } from './chart-of-accounts';

export type LedgerTransfer = typeof ledgerTransfers.$inferSelect;

export interface TransferRequest {
  /** The idempotency key: a repeat with the same body returns the first result, another body is a 422. */
  id: string;
  debitAccountId: number;
  creditAccountId: number;
  asset: string;
  /** Positive decimal string, at most 18 decimals. */
  amount: string;
  businessType: number;
  ref?: string;
  actor: string;
  reason?: string;
}

export interface ResolveRequest {
  id: string;
  pendingId: string;
  actor: string;
  businessType?: number;
  reason?: string;
}

export interface TransferResult {
  transfer: LedgerTransfer;
  /** The key was used before with the same body: nothing moved this time. */
  isDuplicate: boolean;
}

const AMOUNT_PATTERN = /^\d{1,20}(\.\d{1,18})?$/;
const MAX_ID_LENGTH = 200;

const canonicalAmount = (amount: string) => {
  assert(
    AMOUNT_PATTERN.test(amount) && new BigNumber(amount).isGreaterThan(0),
    `ledger: bad amount ${amount}`,
  );
  return new BigNumber(amount).toFixed();
};

const digest = (body: Record<string, unknown>) =>
  createHash('sha256').update(JSON.stringify(body)).digest('hex');

/**
 * Moves `available`/`frozen` of one account by signed deltas, refusing (0 rows) when a user account would go below
 * zero: the guard is in the UPDATE itself, never a read-modify-write in JS (DESIGN.md §6).
 */
const adjust = async (tx: Tx, accountId: number, availableDelta: string, frozenDelta: string) => {
  // Raw SQL: this statement runs twice per transfer, and building it through the query builder cost more CPU
  // than the database spent on it (npm run bench -- ledger).
  const rows = await queryRows(
    tx,
    sql`
    update ledger_accounts
       set available = available + ${availableDelta}::numeric, frozen = frozen + ${frozenDelta}::numeric
     where id = ${accountId}
       and (is_house or (available + ${availableDelta}::numeric >= 0 and frozen + ${frozenDelta}::numeric >= 0))
    returning id`,
  );
  return rows.length === 1;
};

type Adjustment = { accountId: number; available: string; frozen: string };

/**
 * The one order every transaction locks accounts in: user accounts by id, then house accounts by id. A single order
 * rules out deadlocks between transfers that share accounts, and the busy house rows (fees, the contract book) are
 * locked last, so other transactions wait on them for the shortest time.
 */
const applyAll = async (tx: Tx, adjustments: Adjustment[]) => {
  const isHouse = await houseFlagsOf(
    tx,
    adjustments.map((change) => change.accountId),
  );
  const byLockOrder = (left: Adjustment, right: Adjustment) =>
    Number(isHouse(left.accountId)) - Number(isHouse(right.accountId)) || left.accountId - right.accountId;
  for (const change of [...adjustments].sort(byLockOrder)) {
    if (!(await adjust(tx, change.accountId, change.available, change.frozen)))
      fail('INSUFFICIENT_BALANCE', { field: 'amount' });
  }
};

/**
 * Inserts the transfer row unless its id exists (then `isDuplicate`); an existing one must carry the same request
 * digest.
 */
const claim = async (tx: Tx, row: typeof ledgerTransfers.$inferInsert): Promise<TransferResult> => {
  assert(row.id.length > 0 && row.id.length <= MAX_ID_LENGTH, 'ledger: transfer id length');
  const [inserted] = await tx.insert(ledgerTransfers).values(row).onConflictDoNothing().returning();
  if (inserted) return { transfer: inserted, isDuplicate: false };
  const [existing] = await tx.select().from(ledgerTransfers).where(eq(ledgerTransfers.id, row.id));
  // No row with this id: the conflict was a second resolution of the same pending transfer.
  if (!existing) return fail('HOLD_NOT_PENDING', { field: 'pendingId' });
  if (existing.requestHash !== row.requestHash) return fail('IDEMPOTENCY_MISMATCH', { field: 'id' });
  return { transfer: existing, isDuplicate: true };
};

const insertAndApply = async (
  tx: Tx,
  request: TransferRequest,
  kind: typeof TransferKind.posted | typeof TransferKind.pending,
): Promise<TransferResult> => {
  assert(request.debitAccountId !== request.creditAccountId, 'ledger: a transfer needs two accounts');
  const amount = canonicalAmount(request.amount);
  const body = { ...request, amount, kind };
  const row = { ...body, pendingId: null, requestHash: digest(body) };
  const claimed = await claim(tx, row);
  if (claimed.isDuplicate) return claimed;
  const negative = `-${amount}`;
  await applyAll(
    tx,
    kind === TransferKind.posted
      ? [
          { accountId: request.debitAccountId, available: negative, frozen: '0' },
          { accountId: request.creditAccountId, available: amount, frozen: '0' },
        ]
      : [{ accountId: request.debitAccountId, available: negative, frozen: amount }],
  );
  return claimed;
};

/** The row a posted transfer request becomes (amount canonical, digest of the request). */
const postedRow = (request: TransferRequest) => {
  assert(request.debitAccountId !== request.creditAccountId, 'ledger: a transfer needs two accounts');
  const body = { ...request, amount: canonicalAmount(request.amount), kind: TransferKind.posted };
  return { ...body, pendingId: null, requestHash: digest(body) };
};

/**
 * Several posted transfers as one: every row is recorded as its own transfer (ids are the idempotency keys), and each
 * account's balance moves once, by its net change, in lock order — so a settlement that takes a margin back and pays a
 * loss out of it needs the end state, not each step, to be non-negative. Requests of amount 0 are left out (a split
 * often has empty legs). A repeat of the whole batch is a duplicate and moves nothing; a batch of which only some ids
 * exist was a different batch: IDEMPOTENCY_MISMATCH.
 */
export const createTransfers = async (tx: Tx, requests: readonly TransferRequest[]) => {
  const rows = requests.filter((request) => new BigNumber(request.amount).isGreaterThan(0)).map(postedRow);
  if (rows.length === 0) return { transfers: [] as LedgerTransfer[], isDuplicate: false };
  const inserted = await tx.insert(ledgerTransfers).values(rows).onConflictDoNothing().returning();
  if (inserted.length === 0) {
    const existing = await tx
      .select()
      .from(ledgerTransfers)
      .where(
        inArray(
          ledgerTransfers.id,
          rows.map((row) => row.id),
        ),
      );
    const hashes = new Map(existing.map((row) => [row.id, row.requestHash]));
    if (rows.some((row) => hashes.get(row.id) !== row.requestHash))
      return fail('IDEMPOTENCY_MISMATCH', { field: 'id' });
    return { transfers: existing, isDuplicate: true };
  }
  if (inserted.length !== rows.length) return fail('IDEMPOTENCY_MISMATCH', { field: 'id' });
  const net = new Map<number, BigNumber>();
  const move = (accountId: number, delta: BigNumber) =>
    net.set(accountId, (net.get(accountId) ?? new BigNumber(0)).plus(delta));
  for (const row of rows) {
    move(row.debitAccountId, new BigNumber(row.amount).negated());
    move(row.creditAccountId, new BigNumber(row.amount));
  }
  await applyAll(
    tx,
    [...net]
      .filter(([, delta]) => !delta.isZero())
      .map(([accountId, delta]) => ({ accountId, available: delta.toFixed(), frozen: '0' })),
  );
  return { transfers: inserted, isDuplicate: false };
};

/** A posted transfer: `amount` leaves the debit account's available balance and reaches the credit account's. */
export const createTransfer = (tx: Tx, request: TransferRequest) =>
  insertAndApply(tx, request, TransferKind.posted);

/** A hold (pending transfer): `amount` moves from the debit account's available to its frozen balance. */
export const createPending = (tx: Tx, request: TransferRequest) =>
  insertAndApply(tx, request, TransferKind.pending);

const resolve = async (tx: Tx, request: ResolveRequest, kind: 3 | 4): Promise<TransferResult> => {
  const [pending] = await tx.select().from(ledgerTransfers).where(eq(ledgerTransfers.id, request.pendingId));
  if (!pending || pending.kind !== TransferKind.pending)
    return fail('HOLD_NOT_PENDING', { field: 'pendingId' });
  const body = { ...request, kind, amount: pending.amount };
  const row = {
    id: request.id,
    debitAccountId: pending.debitAccountId,
    creditAccountId: pending.creditAccountId,
    asset: pending.asset,
    amount: pending.amount,
    kind,
    pendingId: pending.id,
    businessType: request.businessType ?? pending.businessType,
    ref: pending.ref,
    actor: request.actor,
    reason: request.reason ?? null,
    requestHash: digest(body),
  };
  const claimed = await claim(tx, row);
  if (claimed.isDuplicate) return claimed;
  const amount = new BigNumber(pending.amount).toFixed();
  await applyAll(
    tx,
    kind === TransferKind.postPending
      ? [
          { accountId: pending.debitAccountId, available: '0', frozen: `-${amount}` },
          { accountId: pending.creditAccountId, available: amount, frozen: '0' },
        ]
      : [{ accountId: pending.debitAccountId, available: amount, frozen: `-${amount}` }],
  );
  return claimed;
};

/** Completes a hold: the frozen amount reaches the pending transfer's credit account. Exactly once. */
export const postPending = (tx: Tx, request: ResolveRequest) =>
  resolve(tx, request, TransferKind.postPending);

/** Releases a hold: the frozen amount returns to the debit account's available balance. Exactly once. */
export const voidPending = (tx: Tx, request: ResolveRequest) =>
  resolve(tx, request, TransferKind.voidPending);
