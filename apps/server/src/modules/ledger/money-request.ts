import { BigNumber } from 'bignumber.js';
import { moneyRequests, preparedStatement, runPrepared, type Tx } from '../../platform/db/index';
import type { AppContext } from '../../platform/context';
import { fail } from '../../platform/errors';
import { requestDigest } from '../../platform/request-keys';
import { houseAccountId, userAccountId } from './accounts';
import { HOUSE_WALLET, type HouseAccount, type Wallet } from './chart-of-accounts';

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
  /** The ledger accounts the operation named up front, resolved in the lock's round trip (others on demand). */
  accounts: AccountBook;
}

/** The ledger accounts an operation will move, named up front so the lock statement resolves them. */
export interface AccountNeeds {
  user?: readonly (readonly [Wallet, string])[];
  house?: readonly (readonly [HouseAccount, string])[];
}

export interface AccountBook {
  /** The id of the user's `wallet` × `asset` account, opened at zero on first use. */
  user(wallet: Wallet, asset: string): Promise<number>;
  house(code: HouseAccount, asset: string): Promise<number>;
  /**
   * The balance of a named user account as of the lock (the lock holder's view: nothing of this user moved since),
   * or undefined when it was not read with the lock (then read it in the transaction).
   */
  balance(wallet: Wallet, asset: string): { available: string; frozen: string } | undefined;
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
  /** The ledger accounts it will move, resolved with the lock. */
  accounts?: AccountNeeds;
}

interface LockRow extends Record<string, unknown> {
  status: number;
  is_trading_restricted: boolean;
  is_withdrawal_frozen: boolean;
  is_current: boolean;
  request_hash: string | null;
  result: unknown;
  accounts: AccountRow[] | null;
}

interface AccountRow {
  id: number | string;
  wallet: string;
  asset: string;
  house_code: string | null;
  /** Numeric as text: JSON numbers would lose digits. */
  available: string;
  frozen: string;
}

const slot = (wallet: string, asset: string) => `${wallet}:${asset}`;

/**
 * One round trip (prepared once per connection): lock the user's row (an UPDATE that bumps `money_version`), read
 * the previous answer under the key ($2, null for engine work), and resolve the named ledger accounts ($3 wallets,
 * $4 assets, $5 house codes: null for a user account) with their balances, opening the missing ones at zero.
 */
const LOCK = preparedStatement(
  'money_lock',
  `with locked as (
     update users set money_version = money_version + 1 where id = $1
     returning status, is_trading_restricted, is_withdrawal_frozen, money_version
   ), wanted as (
     select * from unnest($3::text[], $4::text[], $5::text[]) as w(wallet, asset, house_code)
   ), found as (
     select a.id, a.wallet, a.asset, a.house_code, a.available::text as available, a.frozen::text as frozen
       from wanted w join ledger_accounts a
         on a.user_id = $1 and a.wallet = w.wallet and a.asset = w.asset
      where w.house_code is null
     union all
     select a.id, a.wallet, a.asset, a.house_code, a.available::text as available, a.frozen::text as frozen
       from wanted w join ledger_accounts a
         on a.house_code = w.house_code and a.wallet = w.wallet and a.asset = w.asset
        and a.house_code is not null and a.user_id is null
   ), opened as (
     insert into ledger_accounts (user_id, house_code, wallet, asset, is_house)
     select case when w.house_code is null then $1::bigint end, w.house_code, w.wallet, w.asset,
            w.house_code is not null
       from wanted w
      where (select count(*) from locked) = 1
        and not exists (select 1 from found f
                         where f.wallet = w.wallet and f.asset = w.asset
                           and f.house_code is not distinct from w.house_code)
     on conflict do nothing
     returning id, wallet, asset, house_code, available::text as available, frozen::text as frozen
   )
   select l.status, l.is_trading_restricted, l.is_withdrawal_frozen,
          l.money_version - 1 = (select u.money_version from users u where u.id = $1) as is_current,
          r.request_hash, r.result,
          (select json_agg(x) from (select * from found union all select * from opened) x) as accounts
     from locked l
     left join money_requests r on r.user_id = $1 and r.request_key = $2::text`,
);

const lockValues = (userId: number, key: string | null, needs: AccountNeeds) => {
  const wanted = [
    ...(needs.user ?? []).map(([wallet, asset]) => [wallet, asset, null] as const),
    ...(needs.house ?? []).map(([code, asset]) => [HOUSE_WALLET, asset, code] as const),
  ];
  return [
    userId,
    key,
    wanted.map((entry) => entry[0]),
    wanted.map((entry) => entry[1]),
    wanted.map((entry) => entry[2]),
  ];
};

const PREVIOUS = preparedStatement(
  'money_previous',
  'select request_hash, result from money_requests where user_id = $1 and request_key = $2',
);

/**
 * The accounts the lock statement resolved. One opened by a concurrent transaction after the statement's snapshot is
 * missing from it (its insert met the conflict); `user`/`house` then resolve it with a read of their own. Balances are
 * offered only when the statement's snapshot was current: the lock was free, or nothing of the user moved while
 * the statement waited for it.
 */
const accountBook = (
  tx: Tx,
  userId: number,
  rows: readonly AccountRow[],
  isCurrent: boolean,
): AccountBook => {
  const users = new Map<string, AccountRow>();
  const houses = new Map<string, number>();
  for (const row of rows) {
    if (row.house_code === null) users.set(slot(row.wallet, row.asset), row);
    else houses.set(slot(row.house_code, row.asset), Number(row.id));
  }
  return {
    user: async (wallet, asset) => {
      const row = users.get(slot(wallet, asset));
      return row ? Number(row.id) : userAccountId(tx, userId, wallet, asset);
    },
    house: async (code, asset) => houses.get(slot(code, asset)) ?? houseAccountId(tx, code, asset),
    balance: (wallet, asset) => {
      const row = users.get(slot(wallet, asset));
      return isCurrent && row
        ? { available: new BigNumber(row.available).toFixed(), frozen: new BigNumber(row.frozen).toFixed() }
        : undefined;
    },
  };
};

const accountOf = (row: LockRow): MoneyAccount => ({
  status: Number(row.status),
  isTradingRestricted: row.is_trading_restricted,
  isWithdrawalFrozen: row.is_withdrawal_frozen,
});

/**
 * Locks the user's row for the rest of `tx` — in one statement that bumps its `money_version`, so every money change
 * of a user serialises and always takes its locks in one order (user, then ledger accounts by id) — reads the
 * previous answer under `key` and resolves the accounts the operation named. A statement that waited for the lock ran
 * on a snapshot older than the lock holder's commit: `money_version` tells, and the previous answer is read again.
 */
const lockAndClaim = async (tx: Tx, userId: number, key: string | null, needs: AccountNeeds = {}) => {
  const [row] = await runPrepared<LockRow>(tx, LOCK, lockValues(userId, key, needs));
  if (!row) return fail('NOT_FOUND', { field: 'userId' });
  const locked = {
    account: accountOf(row),
    accounts: accountBook(tx, userId, row.accounts ?? [], row.is_current),
  };
  if (key === null || row.request_hash !== null || row.is_current) return { ...locked, previous: row };
  const [previous] = await runPrepared<Pick<LockRow, 'request_hash' | 'result'>>(tx, PREVIOUS, [userId, key]);
  return { ...locked, previous: previous ?? { request_hash: null, result: null } };
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
    const { account, accounts, previous } = await lockAndClaim(
      tx,
      request.userId,
      request.key,
      request.accounts,
    );
    if (previous.request_hash !== null) {
      if (previous.request_hash !== requestHash) fail('IDEMPOTENCY_MISMATCH', { field: 'Idempotency-Key' });
      return { result: previous.result as S, isRepeat: true, afterCommit: undefined };
    }
    requireGate(account, request.gate);
    const done = await work({
      tx,
      userId: request.userId,
      account,
      now: new Date(context.clock.nowMs()),
      actor: `user:${request.userId}`,
      accounts,
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
  if (!outcome.isRepeat) await outcome.afterCommit?.();
  return { result: outcome.result, isRepeat: outcome.isRepeat };
};

/**
 * A change to a user's money account that no request key names: the engines' liquidations, stops and funding, which
 * act on a user's behalf (no gate: an engine reduces risk whatever staff set), and the few user calls that carry no
 * key because they move no money (a position's TP/SL). Same lock, same after-commit rule.
 */
export const runMoneyWork = async <S>(
  context: AppContext,
  who: { userId: number; actor: string; gate?: MoneyGate | undefined; accounts?: AccountNeeds | undefined },
  work: (scope: MoneyScope) => Promise<MoneyOutcome<S>>,
): Promise<S> => {
  const outcome = await context.db.transaction(async (tx) => {
    const { account, accounts } = await lockAndClaim(tx, who.userId, null, who.accounts);
    if (who.gate) requireGate(account, who.gate);
    return work({
      tx,
      userId: who.userId,
      account,
      now: new Date(context.clock.nowMs()),
      actor: who.actor,
      accounts,
    });
  });
  await outcome.afterCommit?.();
  return outcome.result;
};
