import type { ServerMessage } from '@exchange/contracts';
import type { AppContext } from '../../platform/context';
import { fail } from '../../platform/errors';
import { lockAccount, previousResult, rememberRequest } from './contract-store';
import { notifyAccountChanged } from './contract-events';
import { contractAccountsOf, type MoveScope } from './position-moves';

export interface AccountWork<T> {
  value: T;
  /** Pushes for the user's apps once committed (stop fired, liquidated, order filled). */
  pushes?: ServerMessage[];
  /** Nothing changed (e.g. the engine found the position already closed): no notification. */
  isUnchanged?: boolean;
}

export interface AccountWorkOptions {
  /**
   * The user places or changes an order (create, create-specify, limit-complete, reverse, reverse-all,
   * update-profit-loss): refused with TRADING_RESTRICTED, before anything is read or written, while staff restrict the
   * account. Closes at market and revokes leave it unset, so a restricted user can still reduce risk.
   */
  isTradingChange?: boolean;
}

/**
 * One change to a user's contract account, as one transaction under the account lock (contract-store.ts), with the
 * ledger accounts resolved once; the risk engine and the user's apps hear about it after commit.
 */
export const runAccountWork = async <T>(
  context: AppContext,
  userId: number,
  actor: string,
  work: (scope: MoveScope) => Promise<AccountWork<T>>,
  options: AccountWorkOptions = {},
): Promise<T> => {
  const outcome = await context.db.transaction(async (tx) => {
    const account = await lockAccount(tx, userId);
    if (options.isTradingChange && account.isTradingRestricted) fail('TRADING_RESTRICTED');
    return work({
      tx,
      userId,
      accounts: await contractAccountsOf(tx, userId),
      now: new Date(context.clock.nowMs()),
      actor,
    });
  });
  if (!outcome.isUnchanged) await notifyAccountChanged(context, userId, outcome.pushes);
  return outcome.value;
};

/**
 * A user's money request (DESIGN.md §5): as `runAccountWork`, and the first result of each Idempotency-Key is kept in
 * the same transaction, so a repeat returns it unchanged and the same key with another body is 422.
 */
export const runKeyedRequest = async <T>(
  context: AppContext,
  userId: number,
  key: string,
  requestHash: string,
  work: (scope: MoveScope) => Promise<T>,
  options: AccountWorkOptions = {},
): Promise<T> =>
  runAccountWork(
    context,
    userId,
    `user:${userId}`,
    async (scope) => {
      const previous = await previousResult<T>(scope.tx, userId, key, requestHash);
      if (previous) return { value: previous.result, isUnchanged: true };
      const result = await work(scope);
      await rememberRequest(scope.tx, userId, key, requestHash, result);
      return { value: result };
    },
    options,
  );
