import { and, asc, eq, lte } from 'drizzle-orm';
import { BlockOrderStatus, BlockTradeBusinessType, type BlockOrder } from '@exchange/contracts';
import { blockTradeOrders } from '../../platform/db/index';
import type { AppContext } from '../../platform/context';
import { createTransfer, runMoneyWork } from '../ledger/index';
import { pushWallets } from './buy-block-trade';
import {
  LOCKED_WALLET,
  PAY_WALLET,
  RELEASE_ACTOR,
  RELEASE_BATCH_LIMIT,
  transferIds,
} from './block-trade-rules';
import { toBlockOrder } from './block-trade-store';

/**
 * Releases one order, exactly once: under the user's account lock an UPDATE guarded on status 1 (locked) and the
 * lock-up's end marks it released, and in the same transaction the asset moves from the user's block_locked wallet to
 * their spot wallet (1222, transfer id of the order). A crash leaves it locked and whole; a repeat, a retry or a second
 * leader finds it released and moves nothing. Returns the released order, or null when it was not due or not locked.
 */
export const releaseBlockOrder = (context: AppContext, orderId: number, userId: number) =>
  runMoneyWork<BlockOrder | null>(context, { userId, actor: RELEASE_ACTOR }, async (scope) => {
    const [released] = await scope.tx
      .update(blockTradeOrders)
      .set({ status: BlockOrderStatus.released, releasedAt: scope.now, updatedAt: scope.now })
      .where(
        and(
          eq(blockTradeOrders.id, orderId),
          eq(blockTradeOrders.userId, userId),
          eq(blockTradeOrders.status, BlockOrderStatus.locked),
          lte(blockTradeOrders.lockedUntil, scope.now),
        ),
      )
      .returning();
    if (!released) return { result: null };
    await createTransfer(scope.tx, {
      id: transferIds(released.no).release,
      debitAccountId: await scope.accounts.user(LOCKED_WALLET, released.baseAsset),
      creditAccountId: await scope.accounts.user(PAY_WALLET, released.baseAsset),
      asset: released.baseAsset,
      amount: released.quantity,
      businessType: BlockTradeBusinessType.release,
      ref: `block:${released.no}`,
      actor: scope.actor,
      reason: `block trade ${released.symbol}: lock-up ended`,
    });
    const order = toBlockOrder(released);
    return { result: order, afterCommit: () => pushWallets(context, userId, released.baseAsset) };
  });

/** Locked orders whose lock-up has ended, soonest first, at most RELEASE_BATCH_LIMIT. */
const dueOrders = (context: AppContext, nowMs: number) =>
  context.db
    .select({ id: blockTradeOrders.id, userId: blockTradeOrders.userId })
    .from(blockTradeOrders)
    .where(
      and(
        eq(blockTradeOrders.status, BlockOrderStatus.locked),
        lte(blockTradeOrders.lockedUntil, new Date(nowMs)),
      ),
    )
    .orderBy(asc(blockTradeOrders.lockedUntil), asc(blockTradeOrders.id))
    .limit(RELEASE_BATCH_LIMIT);

/**
 * One run of the release job: every due order, one transaction each, until done or the run's signal aborts (the
 * instance stopped leading). One order's failure (rolled back whole) does not hold up the others; it is retried.
 */
export const releaseDueBlockOrders = async (context: AppContext, signal?: AbortSignal) => {
  const due = await dueOrders(context, context.clock.nowMs());
  let released = 0;
  let failed = 0;
  for (const order of due) {
    if (signal?.aborted) break;
    try {
      if (await releaseBlockOrder(context, order.id, order.userId)) released += 1;
    } catch (error) {
      failed += 1;
      context.logger.error({ err: error, orderId: order.id }, 'block trade: release failed');
    }
  }
  return { due: due.length, released, failed };
};
