import type { ServerMessage } from '@exchange/contracts';
import type { AppContext } from '../../platform/context';
import { stageUserPush, type StagedPush } from '../../platform/ws-hub/user-push';
import { runMoneyRequest, runMoneyWork, Wallet, type MoneyOutcome, type MoneyScope } from '../ledger/index';
import { MARGIN_ASSET } from './contract-store';
import { notifyAccountChanged } from './contract-events';
import { CONTRACT_ACCOUNT_NEEDS, contractAccountsOf, type MoveScope } from './position-moves';

export interface AccountWork<T> {
  value: T;
  /** Pushes for the user's apps (stop fired, liquidated, order filled): durable messages written in the transaction. */
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

/** The contract's view of a money request: the scope with its ledger accounts, and the notification after commit. */
const contractWork =
  <T>(context: AppContext, work: (scope: MoveScope) => Promise<AccountWork<T>>) =>
  async (money: MoneyScope): Promise<MoneyOutcome<T>> => {
    const outcome = await work({
      tx: money.tx,
      userId: money.userId,
      accounts: await contractAccountsOf(money.accounts),
      now: money.now,
      actor: money.actor,
      lockedBalance: money.accounts.balance(Wallet.contract, MARGIN_ASSET),
    });
    if (outcome.isUnchanged) return { result: outcome.value };
    // Staged in the transaction: a stop's or a liquidation's message commits with it (issue 21 §3).
    const staged: StagedPush[] = [];
    for (const message of outcome.pushes ?? [])
      staged.push(await stageUserPush(context, money.tx, money.userId, message));
    return { result: outcome.value, afterCommit: () => notifyAccountChanged(context, money.userId, staged) };
  };

/**
 * A change to a user's contract account that no key names (the engines' liquidations, TP/SL, limit fills, funding;
 * the user's update-profit-loss): one money transaction
 * under the account lock (ledger/money-request.ts), with the ledger accounts resolved once; the risk engine and the
 * user's apps hear about it after commit.
 */
export const runAccountWork = <T>(
  context: AppContext,
  userId: number,
  actor: string,
  work: (scope: MoveScope) => Promise<AccountWork<T>>,
  options: AccountWorkOptions = {},
): Promise<T> =>
  runMoneyWork(
    context,
    {
      userId,
      actor,
      accounts: CONTRACT_ACCOUNT_NEEDS,
      ...(options.isTradingChange ? { gate: 'trading' as const } : {}),
    },
    contractWork(context, work),
  );

/**
 * A user's contract request (DESIGN.md §5): the shared money request — the key claimed under the account lock, a
 * repeat answered with the first result, the same key with another body 422 — around the contract's work.
 */
export const runKeyedRequest = async <T>(
  context: AppContext,
  userId: number,
  key: string,
  request: { kind: string; body: Record<string, unknown> },
  work: (scope: MoveScope) => Promise<T>,
  options: AccountWorkOptions = {},
): Promise<T> => {
  const { result } = await runMoneyRequest(
    context,
    {
      userId,
      key,
      ...request,
      accounts: CONTRACT_ACCOUNT_NEEDS,
      ...(options.isTradingChange ? { gate: 'trading' as const } : {}),
    },
    contractWork(context, async (scope) => ({ value: await work(scope) })),
  );
  return result;
};
