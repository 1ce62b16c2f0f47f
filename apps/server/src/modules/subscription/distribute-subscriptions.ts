import { and, asc, eq, lte, sql } from 'drizzle-orm';
import {
  SubscriptionBusinessType,
  SubscriptionOrderStatus,
  SubscriptionProjectStatus,
} from '@exchange/contracts';
import { subscriptionOrders, subscriptionProjects } from '../../platform/db/index';
import type { AppContext } from '../../platform/context';
import { createTransfer, HouseAccount, runMoneyWork } from '../ledger/index';
import { pushWallet } from './buy-subscription';
import { JOB_BATCH_LIMIT, SUBSCRIPTION_ACTOR, SUBSCRIPTION_WALLET, transferIds } from './subscription-rules';

/**
 * Distributes one allotted order's tokens, exactly once: under the user's account lock an UPDATE guarded on status 1
 * marks it distributed and, in the same transaction, `subscription_book` issues the allotted quantity of the token to
 * the user's spot wallet (713). A repeat or a run after a kill finds it distributed and moves nothing.
 */
export const distributeOrder = (context: AppContext, orderId: number, userId: number, symbol: string) =>
  runMoneyWork<boolean>(context, { userId, actor: SUBSCRIPTION_ACTOR }, async (scope) => {
    const [row] = await scope.tx
      .update(subscriptionOrders)
      .set({ status: SubscriptionOrderStatus.distributed, distributedAt: scope.now, updatedAt: scope.now })
      .where(
        and(
          eq(subscriptionOrders.id, orderId),
          eq(subscriptionOrders.status, SubscriptionOrderStatus.allotted),
        ),
      )
      .returning();
    if (!row || row.allottedQuantity === null) return { result: false };
    await createTransfer(scope.tx, {
      id: transferIds(row.no).distribute,
      debitAccountId: await scope.accounts.house(HouseAccount.subscriptionBook, symbol),
      creditAccountId: await scope.accounts.user(SUBSCRIPTION_WALLET, symbol),
      asset: symbol,
      amount: row.allottedQuantity,
      businessType: SubscriptionBusinessType.distribution,
      ref: `subscription:${row.no}`,
      actor: scope.actor,
      reason: `subscription ${symbol}: tokens distributed`,
    });
    return { result: true, afterCommit: () => pushWallet(context, userId, [symbol]) };
  });

/**
 * One run of `subscription.distribute`: for every allotted project whose distribution time has come, each allotted
 * order in its own transaction, then the project moves on to distributed once none is left (guarded on allotted).
 */
export const runDistribution = async (context: AppContext, signal?: AbortSignal) => {
  const now = new Date(context.clock.nowMs());
  const due = await context.db
    .select({ id: subscriptionProjects.id, symbol: subscriptionProjects.symbol })
    .from(subscriptionProjects)
    .where(
      and(
        eq(subscriptionProjects.status, SubscriptionProjectStatus.allotted),
        lte(subscriptionProjects.distributeAt, now),
      ),
    );
  let distributed = 0;
  let failed = 0;
  for (const project of due) {
    const orders = await context.db
      .select({ id: subscriptionOrders.id, userId: subscriptionOrders.userId })
      .from(subscriptionOrders)
      .where(
        and(
          eq(subscriptionOrders.projectId, project.id),
          eq(subscriptionOrders.status, SubscriptionOrderStatus.allotted),
        ),
      )
      .orderBy(asc(subscriptionOrders.id))
      .limit(JOB_BATCH_LIMIT);
    for (const order of orders) {
      if (signal?.aborted) return { distributed, failed };
      try {
        if (await distributeOrder(context, order.id, order.userId, project.symbol)) distributed += 1;
      } catch (error) {
        failed += 1;
        context.logger.error({ err: error, orderId: order.id }, 'subscription: distribution failed');
      }
    }
    await context.db
      .update(subscriptionProjects)
      .set({ status: SubscriptionProjectStatus.distributed, updatedAt: new Date(context.clock.nowMs()) })
      .where(
        and(
          eq(subscriptionProjects.id, project.id),
          eq(subscriptionProjects.status, SubscriptionProjectStatus.allotted),
          sql`not exists (select 1 from subscription_orders o where o.project_id = ${project.id} and o.status = ${SubscriptionOrderStatus.allotted})`,
        ),
      );
  }
  return { distributed, failed };
};
