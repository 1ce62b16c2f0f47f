import { sql } from 'drizzle-orm';
import { moneyRequests, queryRows, type Tx } from '../../platform/db/index';
import type { AppContext } from '../../platform/context';
import { fail } from '../../platform/errors';
import { requestDigest } from '../../platform/request-keys';

/**
 * The one money path (ARCHITECTURE.md "The money path"). Every operation that moves a user's money — the user's own
 * requests (wallet, contract and every later product) and the engines' actions on a user's account — runs as one
 * transaction that:
 *
 * 1. locks the user's row once (`lockMoneyAccount`) and gets back every flag that gates money;
 * 2. for a user's request, claims the Idempotency-Key in the same statement: a repeat returns the first answer, the
 *    same key with another body is 422, and a concurrent duplicate waits on the lock and then answers as a repeat;
 * 3. runs the operation, which writes its rows and ledger transfers with the same `tx`;
 * 4. stores the answer under the key, commits, and only then runs the operation's `afterCommit` (bus events, pushes).
 */

/** Every flag of the account that gates a money operation, read under the lock. */
export interface MoneyAccount {
  /** UserStatus: 1 active, 0 disabled, -1 deleted. */
  status: number;
  isTradingRestricted: boolean;
  isWithdrawalFrozen: boolean;
}

/**
 * What the operation must not do while staff say so: `trading` (TRADING_RESTRICTED: placing or changing orders) or
 * `withdrawal` (WITHDRAWALS_FROZEN). Reducing risk (closes, revokes) and deposits name no gate.
 */
export type MoneyGate = 'trading' | 'withdrawal';

export interface MoneyScope {
  tx: Tx;
  userId: number;
  account: MoneyAccount;
  /** The request's time (the injected clock), the same for every row it writes. */
  now: Date;
  /** Goes on every transfer: `user:7`, `staff:3`, `system:risk`. */
  actor: string;
}

export interface MoneyOutcome<S> {
  /** The answer; for a user's request it is stored under the key and returned as it is to every repeat. */
  result: S;
  /** Runs once the transaction committed and never for a repeat: bus events, pushes to the user's apps. */
  afterCommit?: () => Promise<void>;
}

export interface UserMoneyRequest {
  userId: number;
  /** The checked `Idempotency-Key` header. */
  key: string;
  /** Names the operation (`contract.place`, `wallet.withdraw`); part of the request hash. */
  kind: string;
  /** What the request asked for, as the hash sees it: secrets (pay password) left out, amounts canonical. */
  body: Record<string, unknown>;
  gate?: MoneyGate;
}

interface LockRow extends Record<string, unknown> {
  status: number;
  is_trading_restricted: boolean;
  is_withdrawal_frozen: boolean;
  is_current: boolean;
  request_hash: string | null;
  result: unknown;
}

const lockStatement = (userId: number, key: string | null) => sql`
  with locked as (
    update users set money_version = money_version + 1 where id = ${userId}
    returning status, is_trading_restricted, is_withdrawal_frozen, money_version)
  select l.status, l.is_trading_restricted, l.is_withdrawal_frozen,
         l.money_version - 1 = (select u.money_version from users u where u.id = ${userId}) as is_current,
         r.request_hash, r.result
    from locked l
    left join money_requests r on r.user_id = ${userId} and r.request_key = ${key}`;

const previousStatement = (userId: number, key: string) => sql`
  select request_hash, result from money_requests where user_id = ${userId} and request_key = ${key}`;

const accountOf = (row: LockRow): MoneyAccount => ({
  status: Number(row.status),
  isTradingRestricted: row.is_trading_restricted,
  isWithdrawalFrozen: row.is_withdrawal_frozen,
});

/**
 * Locks the user's row for the rest of `tx` — in one statement that bumps its `money_version`, so every money change
 * of a user serialises and always takes its locks in one order (user, then ledger accounts by id) — and reads the
 * previous answer under `key`. A statement that waited for the lock ran on a snapshot older than the lock holder's
 * commit: `money_version` tells, and the previous answer is then read again.
 */
const lockAndClaim = async (tx: Tx, userId: number, key: string | null) => {
  const [row] = await queryRows<LockRow>(tx, lockStatement(userId, key));
  if (!row) return fail('NOT_FOUND', { field: 'userId' });
  if (key === null || row.request_hash !== null || row.is_current)
    return { account: accountOf(row), previous: row };
  const [previous] = await queryRows<Pick<LockRow, 'request_hash' | 'result'>>(
    tx,
    previousStatement(userId, key),
  );
  return { account: accountOf(row), previous: previous ?? { request_hash: null, result: null } };
};

/** Locks the user's money account inside `tx` (engines, staff): every flag that gates money, read under the lock. */
export const lockMoneyAccount = async (tx: Tx, userId: number): Promise<MoneyAccount> =>
  (await lockAndClaim(tx, userId, null)).account;

const requireGate = (account: MoneyAccount, gate: MoneyGate | undefined) => {
  if (account.status !== 1) fail('ACCOUNT_DISABLED');
  if (gate === 'trading' && account.isTradingRestricted) fail('TRADING_RESTRICTED');
  if (gate === 'withdrawal' && account.isWithdrawalFrozen) fail('WITHDRAWALS_FROZEN');
};

/**
 * A user's money request: claims the key, checks the gate, runs `work` and stores its answer, all in one transaction.
 * `isRepeat` says the answer is the stored first one (nothing ran this time).
 */
export const runMoneyRequest = async <S>(
  context: AppContext,
  request: UserMoneyRequest,
  work: (scope: MoneyScope) => Promise<MoneyOutcome<S>>,
): Promise<{ result: S; isRepeat: boolean }> => {
  const requestHash = requestDigest({ ...request.body, kind: request.kind });
  const outcome = await context.db.transaction(async (tx) => {
    const { account, previous } = await lockAndClaim(tx, request.userId, request.key);
    if (previous.request_hash !== null) {
      if (previous.request_hash !== requestHash) fail('IDEMPOTENCY_MISMATCH', { field: 'Idempotency-Key' });
      return { result: previous.result as S, isRepeat: true };
    }
    requireGate(account, request.gate);
    const done = await work({
      tx,
      userId: request.userId,
      account,
      now: new Date(context.clock.nowMs()),
      actor: `user:${request.userId}`,
    });
    await tx.insert(moneyRequests).values({
      userId: request.userId,
      requestKey: request.key,
      kind: request.kind,
      requestHash,
      result: done.result,
    });
    return { ...done, isRepeat: false };
  });
  if (!outcome.isRepeat) await ('afterCommit' in outcome ? outcome.afterCommit?.() : undefined);
  return { result: outcome.result, isRepeat: outcome.isRepeat };
};

/**
 * A change to a user's money account that no request key names: the engines' liquidations, stops and funding, which
 * act on a user's behalf (no gate: an engine reduces risk whatever staff set), and the few user calls that carry no
 * key because they move no money (a position's TP/SL). Same lock, same after-commit rule.
 */
export const runMoneyWork = async <S>(
  context: AppContext,
  who: { userId: number; actor: string; gate?: MoneyGate | undefined },
  work: (scope: MoneyScope) => Promise<MoneyOutcome<S>>,
): Promise<S> => {
  const outcome = await context.db.transaction(async (tx) => {
    const account = await lockMoneyAccount(tx, who.userId);
    if (who.gate) requireGate(account, who.gate);
    return work({ tx, userId: who.userId, account, now: new Date(context.clock.nowMs()), actor: who.actor });
  });
  await outcome.afterCommit?.();
  return outcome.result;
};
