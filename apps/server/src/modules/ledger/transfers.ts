import { createHash } from 'node:crypto';
import { BigNumber } from 'bignumber.js';
import { eq, inArray } from 'drizzle-orm';
import { requestDigest } from '../../platform/request-keys';
import { ledgerTransfers, preparedStatement, runPrepared, type Tx } from '../../platform/db/index';
import { assert, fail } from '../../platform/errors';
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

/**
 * The digest a transfer row carries. Rows written before the one request hash (migration 0006) carry a digest of the
 * unsorted JSON; a repeat of one of those is still recognised by `matchesDigest`.
 */
const digest = (body: Record<string, unknown>) => requestDigest(body);
const legacyDigest = (body: Record<string, unknown>) =>
  createHash('sha256').update(JSON.stringify(body)).digest('hex');
const matchesDigest = (stored: string, body: Record<string, unknown>) =>
  stored === digest(body) || stored === legacyDigest(body);

type TransferRow = typeof ledgerTransfers.$inferInsert & { requestHash: string; pendingId: string | null };

/** How one account's balances move: signed deltas of available and frozen. */
type Move = { available: BigNumber; frozen: BigNumber };

/** The balance moves of a set of transfer rows, net per account. */
const netMoves = (rows: readonly TransferRow[]) => {
  const net = new Map<number, Move>();
  const move = (accountId: number, available: BigNumber.Value, frozen: BigNumber.Value) => {
    const current = net.get(accountId) ?? { available: new BigNumber(0), frozen: new BigNumber(0) };
    net.set(accountId, { available: current.available.plus(available), frozen: current.frozen.plus(frozen) });
  };
  for (const row of rows) {
    const amount = new BigNumber(row.amount);
    if (row.kind === TransferKind.posted) {
      move(row.debitAccountId, amount.negated(), 0);
      move(row.creditAccountId, amount, 0);
    } else if (row.kind === TransferKind.pending) move(row.debitAccountId, amount.negated(), amount);
    else if (row.kind === TransferKind.postPending) {
      move(row.debitAccountId, 0, amount.negated());
      move(row.creditAccountId, amount, 0);
    } else move(row.debitAccountId, amount, amount.negated());
  }
  return [...net].filter(([, delta]) => !delta.available.isZero() || !delta.frozen.isZero());
};

const RECORD = preparedStatement(
  'ledger_record_batch',
  `with input as (
     select * from unnest($1::text[], $2::bigint[], $3::bigint[], $4::text[], $5::numeric[], $6::smallint[],
                          $7::text[], $8::int[], $9::text[], $10::text[], $11::text[], $12::text[])
       as t(id, debit_account_id, credit_account_id, asset, amount, kind, pending_id, business_type, ref, actor,
            reason, request_hash)
   ), inserted as (
     insert into ledger_transfers (id, debit_account_id, credit_account_id, asset, amount, kind, pending_id,
                                   business_type, ref, actor, reason, request_hash, created_at)
     select id, debit_account_id, credit_account_id, asset, amount, kind, pending_id, business_type, ref, actor,
            reason, request_hash, now()
       from input
     on conflict do nothing
     returning id, created_at
   ), moves as (
     select * from unnest($13::bigint[], $14::numeric[], $15::numeric[]) as m(id, available, frozen)
   ), locked as (
     select a.id from ledger_accounts a
      where a.id in (select id from moves) and (select count(*) from inserted) = $16
      order by a.is_house, a.id
        for update
   ), moved as (
     update ledger_accounts a
        set available = a.available + m.available, frozen = a.frozen + m.frozen
       from moves m
      where a.id = m.id and (select count(*) from locked) = $17
        and (a.is_house or (a.available + m.available >= 0 and a.frozen + m.frozen >= 0))
     returning a.id
   )
   select (select count(*) from inserted)::int as inserted, (select count(*) from moved)::int as moved,
          (select min(created_at) from inserted) as created_at`,
);

/**
 * One statement records a whole batch (`RECORD`, prepared once per connection): it inserts every transfer row (a row
 * whose id exists is skipped), and — only when every row was new — locks the accounts it moves in the one global
 * order (user accounts by id, then house accounts by id: no two transactions wait on each other in a cycle, and the
 * busy house rows are held only at the end) and applies each account's net move with the guard in the UPDATE itself
 * (a user balance never goes below zero; never a read-modify-write in JS, DESIGN.md §6). It answers how many rows
 * were new and how many accounts moved.
 */
const recordValues = (rows: readonly TransferRow[], moves: ReturnType<typeof netMoves>) => [
  rows.map((row) => row.id),
  rows.map((row) => row.debitAccountId),
  rows.map((row) => row.creditAccountId),
  rows.map((row) => row.asset),
  rows.map((row) => row.amount),
  rows.map((row) => row.kind),
  rows.map((row) => row.pendingId),
  rows.map((row) => row.businessType),
  rows.map((row) => row.ref ?? null),
  rows.map((row) => row.actor),
  rows.map((row) => row.reason ?? null),
  rows.map((row) => row.requestHash),
  moves.map(([id]) => id),
  moves.map(([, move]) => move.available.toFixed()),
  moves.map(([, move]) => move.frozen.toFixed()),
  rows.length,
  moves.length,
];

/**
 * Records `rows` and moves the balances as one. All new: the result. All there before with the same digests: a
 * duplicate (nothing moved). Some there, or another body under an id: IDEMPOTENCY_MISMATCH. A resolution whose hold
 * was already resolved (the unique `pending_id`) has no row under its id: HOLD_NOT_PENDING. A refused guard is
 * INSUFFICIENT_BALANCE, and the caller's transaction rolls back whatever the statement wrote.
 */
const record = async (
  tx: Tx,
  rows: readonly TransferRow[],
  bodies: readonly Record<string, unknown>[],
  moves: ReturnType<typeof netMoves>,
): Promise<{ transfers: LedgerTransfer[]; isDuplicate: boolean }> => {
  for (const row of rows)
    assert(row.id.length > 0 && row.id.length <= MAX_ID_LENGTH, 'ledger: transfer id length');
  const [counts] = await runPrepared<{ inserted: number; moved: number; created_at: string | Date | null }>(
    tx,
    RECORD,
    recordValues(rows, moves),
  );
  if (counts?.inserted === rows.length) {
    if (counts.moved !== moves.length) return fail('INSUFFICIENT_BALANCE', { field: 'amount' });
    const now = new Date(counts.created_at ?? Date.now());
    return {
      transfers: rows.map((row) => ({
        ...row,
        ref: row.ref ?? null,
        reason: row.reason ?? null,
        createdAt: now,
      })),
      isDuplicate: false,
    };
  }
  if ((counts?.inserted ?? 0) > 0) return fail('IDEMPOTENCY_MISMATCH', { field: 'id' });
  const existing = await tx
    .select()
    .from(ledgerTransfers)
    .where(
      inArray(
        ledgerTransfers.id,
        rows.map((row) => row.id),
      ),
    );
  if (existing.length === 0 && rows.some((row) => row.pendingId !== null))
    return fail('HOLD_NOT_PENDING', { field: 'pendingId' });
  const byId = new Map(existing.map((row) => [row.id, row]));
  if (rows.some((row, index) => !matchesDigest(byId.get(row.id)?.requestHash ?? '', bodies[index] ?? {})))
    return fail('IDEMPOTENCY_MISMATCH', { field: 'id' });
  return { transfers: rows.map((row) => byId.get(row.id) as LedgerTransfer), isDuplicate: true };
};

/** The row a new transfer request becomes (amount canonical, the digest of the request). */
const newRow = (
  request: TransferRequest,
  kind: typeof TransferKind.posted | typeof TransferKind.pending,
): { row: TransferRow; body: Record<string, unknown> } => {
  assert(request.debitAccountId !== request.creditAccountId, 'ledger: a transfer needs two accounts');
  const body = { ...request, amount: canonicalAmount(request.amount), kind };
  return { row: { ...body, pendingId: null, requestHash: digest(body) }, body };
};

const single = async (tx: Tx, request: TransferRequest, kind: 1 | 2): Promise<TransferResult> => {
  const { row, body } = newRow(request, kind);
  const { transfers, isDuplicate } = await record(tx, [row], [body], netMoves([row]));
  return { transfer: transfers[0] as LedgerTransfer, isDuplicate };
};

/**
 * Several posted transfers as one: every row is recorded as its own transfer (ids are the idempotency keys), and each
 * account's balance moves once, by its net change, in lock order — so a settlement that takes a margin back and pays a
 * loss out of it needs the end state, not each step, to be non-negative. Requests of amount 0 are left out (a split
 * often has empty legs). One statement whatever the size of the batch. A repeat of the whole batch is a duplicate and
 * moves nothing; a batch of which only some ids exist was a different batch: IDEMPOTENCY_MISMATCH.
 */
export const createTransfers = async (tx: Tx, requests: readonly TransferRequest[]) => {
  const built = requests
    .filter((request) => new BigNumber(request.amount).isGreaterThan(0))
    .map((request) => newRow(request, TransferKind.posted));
  if (built.length === 0) return { transfers: [] as LedgerTransfer[], isDuplicate: false };
  const rows = built.map((entry) => entry.row);
  return record(
    tx,
    rows,
    built.map((entry) => entry.body),
    netMoves(rows),
  );
};

/** A posted transfer: `amount` leaves the debit account's available balance and reaches the credit account's. */
export const createTransfer = (tx: Tx, request: TransferRequest) => single(tx, request, TransferKind.posted);

/** A hold (pending transfer): `amount` moves from the debit account's available to its frozen balance. */
export const createPending = (tx: Tx, request: TransferRequest) => single(tx, request, TransferKind.pending);

const resolve = async (tx: Tx, request: ResolveRequest, kind: 3 | 4): Promise<TransferResult> => {
  const [pending] = await tx.select().from(ledgerTransfers).where(eq(ledgerTransfers.id, request.pendingId));
  if (!pending || pending.kind !== TransferKind.pending)
    return fail('HOLD_NOT_PENDING', { field: 'pendingId' });
  const body = { ...request, kind, amount: pending.amount };
  const row: TransferRow = {
    id: request.id,
    debitAccountId: pending.debitAccountId,
    creditAccountId: pending.creditAccountId,
    asset: pending.asset,
    amount: new BigNumber(pending.amount).toFixed(),
    kind,
    pendingId: pending.id,
    businessType: request.businessType ?? pending.businessType,
    ref: pending.ref,
    actor: request.actor,
    reason: request.reason ?? null,
    requestHash: digest(body),
  };
  const { transfers, isDuplicate } = await record(tx, [row], [body], netMoves([row]));
  return { transfer: transfers[0] as LedgerTransfer, isDuplicate };
};

/** Completes a hold: the frozen amount reaches the pending transfer's credit account. Exactly once. */
export const postPending = (tx: Tx, request: ResolveRequest) =>
  resolve(tx, request, TransferKind.postPending);

/** Releases a hold: the frozen amount returns to the debit account's available balance. Exactly once. */
export const voidPending = (tx: Tx, request: ResolveRequest) =>
  resolve(tx, request, TransferKind.voidPending);
