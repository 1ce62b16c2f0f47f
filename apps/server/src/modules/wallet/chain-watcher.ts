import { and, eq, inArray } from 'drizzle-orm';
import { ChannelMethod } from '@exchange/contracts';
import { depositAddresses, rechargeOrders } from '../../platform/db/index';
import type { AppContext } from '../../platform/context';
import type { ChainCode } from './chains/index';
import { ChannelDirection, findChannel } from './channels';
import { orderNumber } from '../../platform/request-keys';
import { announceRecharge, creditRecharge, stageNotice } from './review-recharge';
import { publishWalletUpdate } from './wallet-events';

/** A deposit a chain watcher saw reach the confirmations the operator requires. */
export interface ConfirmedDeposit {
  chain: ChainCode;
  /** Unique per chain: `<transaction hash>:<output index>`. */
  txId: string;
  address: string;
  /** XRP destination tag; '' for chains without one. */
  memo: string;
  coin: string;
  amount: string;
}

/**
 * What watches the chains for deposits to users' addresses (a node, an indexer, a custody provider's webhook).
 * The server ships the interface only; an operator plugs in a real one. Tests use a manual double
 * (test/wallet/manual-chain-watcher.ts) — clearly not a real chain.
 */
export interface ChainWatcher {
  /**
   * `onProgress`, for a watcher that can tell: a deposit seen on the chain with fewer confirmations than the operator
   * requires, reported again as they grow, so the user's wallet shows "waiting for confirmations n/m".
   */
  start(
    onConfirmed: (deposit: ConfirmedDeposit) => Promise<void>,
    onProgress?: (deposit: DepositProgress) => Promise<void>,
  ): Promise<void>;
  stop(): Promise<void>;
}

/** A chain deposit a watcher sees before it is final. */
export interface DepositProgress extends ConfirmedDeposit {
  confirmations: number;
  requiredConfirmations: number;
}

export type CreditOutcome = 'credited' | 'duplicate' | 'unknown-address' | 'no-channel';
export type ProgressOutcome = 'recorded' | 'final' | 'unknown-address' | 'no-channel';

/** The user an address was issued to and the channel of the coin on that chain, or why there is none. */
const depositTarget = async (context: AppContext, deposit: ConfirmedDeposit) => {
  const [owner] = await context.db
    .select({ userId: depositAddresses.userId })
    .from(depositAddresses)
    .where(
      and(
        eq(depositAddresses.chain, deposit.chain),
        eq(depositAddresses.address, deposit.address),
        eq(depositAddresses.memo, deposit.memo),
      ),
    );
  if (!owner) {
    context.logger.warn({ chain: deposit.chain, txId: deposit.txId }, 'deposit to an unknown address');
    return 'unknown-address' as const;
  }
  const channel = await findChannel(context.db, {
    direction: ChannelDirection.recharge,
    methodType: ChannelMethod.virtualCurrency,
    coin: deposit.coin,
    chain: deposit.chain,
  });
  return channel ? { userId: owner.userId, channel } : ('no-channel' as const);
};

/** The ids a deposit's order may carry: as the user reported it (the hash) or as a watcher saw it (`hash:output`). */
const txIdsOf = (deposit: ConfirmedDeposit) => [
  ...new Set([deposit.txId.split(':')[0] ?? deposit.txId, deposit.txId]),
];

/**
 * Records how far a chain deposit is from final: the user's order (their claim with its hash, or a new one in status
 * 2) carries the confirmations seen and required, and their apps are told to refresh. Nothing is credited here; a
 * deposit already credited or rejected is left as it is.
 */
export const recordDepositProgress = async (
  context: AppContext,
  deposit: DepositProgress,
): Promise<ProgressOutcome> => {
  const target = await depositTarget(context, deposit);
  if (typeof target === 'string') return target;
  const nowMs = context.clock.nowMs();
  const progress = {
    confirmations: deposit.confirmations,
    requiredConfirmations: deposit.requiredConfirmations,
    updatedAt: new Date(nowMs),
  };
  const recorded = await context.db.transaction(async (tx) => {
    const [updated] = await tx
      .update(rechargeOrders)
      .set(progress)
      .where(
        and(
          eq(rechargeOrders.userId, target.userId),
          eq(rechargeOrders.chain, deposit.chain),
          inArray(rechargeOrders.txId, txIdsOf(deposit)),
          eq(rechargeOrders.status, 2),
        ),
      )
      .returning({ id: rechargeOrders.id });
    if (updated) return true;
    const [inserted] = await tx
      .insert(rechargeOrders)
      .values({
        no: orderNumber('R', nowMs),
        userId: target.userId,
        channelId: target.channel.id,
        methodType: ChannelMethod.virtualCurrency,
        coin: deposit.coin,
        chain: deposit.chain,
        amount: deposit.amount,
        txId: deposit.txId,
        status: 2,
        ...progress,
        createdAt: new Date(nowMs),
      })
      .onConflictDoNothing()
      .returning({ id: rechargeOrders.id });
    return inserted !== undefined;
  });
  if (!recorded) return 'final';
  await publishWalletUpdate(context, target.userId, ['spot'], deposit.coin);
  return 'recorded';
};

/**
 * Credits a confirmed deposit exactly once: the order row is unique per (chain, txId) and its ledger transfer id is
 * derived from the order, in one transaction. A deposit to an address we never issued is left for staff (logged).
 */
export const creditConfirmedDeposit = async (
  context: AppContext,
  deposit: ConfirmedDeposit,
): Promise<CreditOutcome> => {
  const target = await depositTarget(context, deposit);
  if (typeof target === 'string') return target;
  const nowMs = context.clock.nowMs();
  const credited = await context.db.transaction(async (tx) => {
    // The user may have reported this transaction already (a claim with its hash, waiting for review), or the watcher
    // reported its confirmations (an order with the full id): that order becomes the credited deposit, so the same
    // coins are never credited twice.
    const [claimed] = await tx
      .update(rechargeOrders)
      .set({
        status: 1,
        txId: deposit.txId,
        amount: deposit.amount,
        reviewedBy: 'system:chain-watcher',
        reviewedAt: new Date(nowMs),
        updatedAt: new Date(nowMs),
      })
      .where(
        and(
          eq(rechargeOrders.userId, target.userId),
          eq(rechargeOrders.chain, deposit.chain),
          inArray(rechargeOrders.txId, txIdsOf(deposit)),
          eq(rechargeOrders.status, 2),
        ),
      )
      .returning();
    const [inserted] = claimed
      ? [claimed]
      : await tx
          .insert(rechargeOrders)
          .values({
            no: orderNumber('R', nowMs),
            userId: target.userId,
            channelId: target.channel.id,
            methodType: ChannelMethod.virtualCurrency,
            coin: deposit.coin,
            chain: deposit.chain,
            amount: deposit.amount,
            txId: deposit.txId,
            status: 1,
            reviewedBy: 'system:chain-watcher',
            reviewedAt: new Date(nowMs),
            createdAt: new Date(nowMs),
            updatedAt: new Date(nowMs),
          })
          .onConflictDoNothing()
          .returning();
    if (!inserted) return null;
    await creditRecharge(tx, inserted, 'system:chain-watcher');
    return { row: inserted, notice: await stageNotice(context, tx, inserted, 1, null) };
  });
  if (!credited) return 'duplicate';
  await announceRecharge(context, credited.row, credited.notice);
  return 'credited';
};
