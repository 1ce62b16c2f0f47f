import { and, eq } from 'drizzle-orm';
import { ChannelMethod } from '@exchange/contracts';
import { depositAddresses, rechargeOrders } from '../../platform/db/index';
import type { AppContext } from '../../platform/context';
import type { ChainCode } from './chains/index';
import { ChannelDirection, findChannel } from './channels';
import { orderNumber } from '../../platform/request-keys';
import { creditRecharge, notify } from './review-recharge';

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
  start(onConfirmed: (deposit: ConfirmedDeposit) => Promise<void>): Promise<void>;
  stop(): Promise<void>;
}

export type CreditOutcome = 'credited' | 'duplicate' | 'unknown-address' | 'no-channel';

/**
 * Credits a confirmed deposit exactly once: the order row is unique per (chain, txId) and its ledger transfer id is
 * derived from the order, in one transaction. A deposit to an address we never issued is left for staff (logged).
 */
export const creditConfirmedDeposit = async (
  context: AppContext,
  deposit: ConfirmedDeposit,
): Promise<CreditOutcome> => {
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
    return 'unknown-address';
  }
  const channel = await findChannel(context.db, {
    direction: ChannelDirection.recharge,
    methodType: ChannelMethod.virtualCurrency,
    coin: deposit.coin,
    chain: deposit.chain,
  });
  if (!channel) return 'no-channel';
  const nowMs = context.clock.nowMs();
  const row = await context.db.transaction(async (tx) => {
    // The user may have reported this transaction already (a claim with its hash, waiting for review): that claim
    // becomes the credited deposit, so the same coins are never credited twice.
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
          eq(rechargeOrders.userId, owner.userId),
          eq(rechargeOrders.chain, deposit.chain),
          eq(rechargeOrders.txId, deposit.txId.split(':')[0] ?? deposit.txId),
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
            userId: owner.userId,
            channelId: channel.id,
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
    return inserted;
  });
  if (!row) return 'duplicate';
  await notify(context, row, 1, null);
  return 'credited';
};
