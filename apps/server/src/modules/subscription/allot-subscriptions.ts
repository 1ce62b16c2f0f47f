import { BigNumber } from 'bignumber.js';
import { and, asc, eq, lte, sql } from 'drizzle-orm';
import {
  AllotmentRule,
  SubscriptionBusinessType,
  SubscriptionOrderStatus,
  SubscriptionProjectStatus,
} from '@exchange/contracts';
import { subscriptionOrders, subscriptionProjects } from '../../platform/db/index';
import type { AppContext } from '../../platform/context';
import { createTransfer, HouseAccount, postPending, runMoneyWork, voidPending } from '../ledger/index';
import { allotLottery, allotProRata, fromUnits, toUnits } from './allotment';
import { pushWallet } from './buy-subscription';
import {
  JOB_BATCH_LIMIT,
  SUBSCRIPTION_ACTOR,
  SUBSCRIPTION_QUOTE,
  SUBSCRIPTION_WALLET,
  transferIds,
} from './subscription-rules';

/**
 * Closes a project's window, once: an UPDATE guarded on status 0 takes the project row exclusively — it waits for the
 * commitments under way (they hold it shared) and every later one then finds it closed — and in the same transaction
 * computes each committed order's allotment by the published rule (written on the order, status still 0), Σ requested
 * and Σ allotted, and reveals the lottery seed. Returns false when the project was not open any more.
 */
export const closeProject = (context: AppContext, projectId: number) =>
  context.db.transaction(async (tx) => {
    const now = new Date(context.clock.nowMs());
    const [project] = await tx
      .update(subscriptionProjects)
      .set({
        status: SubscriptionProjectStatus.allotting,
        isSeedRevealed: true,
        closedAt: now,
        updatedAt: now,
      })
      .where(
        and(
          eq(subscriptionProjects.id, projectId),
          eq(subscriptionProjects.status, SubscriptionProjectStatus.open),
        ),
      )
      .returning();
    if (!project) return false;
    const orders = await tx
      .select({
        orderId: subscriptionOrders.id,
        userId: subscriptionOrders.userId,
        quantity: subscriptionOrders.quantity,
      })
      .from(subscriptionOrders)
      .where(eq(subscriptionOrders.projectId, projectId))
      .orderBy(asc(subscriptionOrders.id));
    const requests = orders.map((order) => ({ ...order, quantity: new BigNumber(order.quantity).toFixed() }));
    const requested = fromUnits(
      requests.reduce((sum, request) => sum + toUnits(request.quantity, project.precision), 0n),
      project.precision,
    );
    let allotted = requested;
    if (project.rule !== AllotmentRule.firstCome) {
      const lottery =
        project.rule === AllotmentRule.lottery
          ? allotLottery(requests, project.totalSupply, project.precision, project.id, project.seed ?? '')
          : null;
      const proRata = lottery ? null : allotProRata(requests, project.totalSupply, project.precision);
      let sum = 0n;
      for (const request of requests) {
        const won = lottery?.get(request.orderId);
        const quantity = won?.quantity ?? proRata?.get(request.orderId) ?? '0';
        sum += toUnits(quantity, project.precision);
        await tx
          .update(subscriptionOrders)
          .set({ allottedQuantity: quantity, ticket: won?.ticket ?? null, updatedAt: now })
          .where(
            and(
              eq(subscriptionOrders.id, request.orderId),
              eq(subscriptionOrders.status, SubscriptionOrderStatus.committed),
            ),
          );
      }
      allotted = fromUnits(sum, project.precision);
    }
    await tx
      .update(subscriptionProjects)
      .set({ requestedQuantity: requested, allottedQuantity: allotted })
      .where(eq(subscriptionProjects.id, projectId));
    return true;
  });

const ACCOUNTS = {
  user: [[SUBSCRIPTION_WALLET, SUBSCRIPTION_QUOTE]],
  house: [[HouseAccount.subscriptionBook, SUBSCRIPTION_QUOTE]],
} as const;

/**
 * Settles one committed order's allotment, exactly once: under the user's account lock, an UPDATE guarded on status 0
 * writes the cost and refund, and in the same transaction the hold is resolved — nothing allotted: voided (712);
 * all of it: posted to `subscription_book` (711); part: the book refunds the rest (712) and then the hold is posted
 * (711) — the house row moved first, the hold resolved last (ledger README, lock order). A repeat, a second leader or a
 * run after a kill finds the order settled (the guard and the transfer ids) and moves nothing.
 */
export const settleAllotment = (context: AppContext, orderId: number, userId: number) =>
  runMoneyWork<boolean>(context, { userId, actor: SUBSCRIPTION_ACTOR, accounts: ACCOUNTS }, async (scope) => {
    const [row] = await scope.tx
      .select()
      .from(subscriptionOrders)
      .where(
        and(
          eq(subscriptionOrders.id, orderId),
          eq(subscriptionOrders.status, SubscriptionOrderStatus.committed),
          sql`${subscriptionOrders.allottedQuantity} is not null`,
        ),
      );
    if (!row || row.allottedQuantity === null || row.holdId === null) return { result: false };
    const allottedAmount = new BigNumber(row.allottedQuantity).times(row.price);
    const refund = new BigNumber(row.amount).minus(allottedAmount);
    const isNone = new BigNumber(row.allottedQuantity).isZero();
    const [settled] = await scope.tx
      .update(subscriptionOrders)
      .set({
        status: isNone ? SubscriptionOrderStatus.refunded : SubscriptionOrderStatus.allotted,
        allottedAmount: allottedAmount.toFixed(),
        refundAmount: refund.toFixed(),
        allottedAt: scope.now,
        updatedAt: scope.now,
      })
      .where(
        and(
          eq(subscriptionOrders.id, orderId),
          eq(subscriptionOrders.status, SubscriptionOrderStatus.committed),
        ),
      )
      .returning();
    if (!settled) return { result: false };
    const ids = transferIds(row.no);
    const resolve = { pendingId: row.holdId, actor: scope.actor };
    if (isNone) {
      await voidPending(scope.tx, {
        ...resolve,
        id: ids.refund,
        businessType: SubscriptionBusinessType.refund,
        reason: 'subscription: nothing allotted, refunded',
      });
    } else {
      if (refund.isGreaterThan(0))
        await createTransfer(scope.tx, {
          id: ids.refund,
          debitAccountId: await scope.accounts.house(HouseAccount.subscriptionBook, SUBSCRIPTION_QUOTE),
          creditAccountId: await scope.accounts.user(SUBSCRIPTION_WALLET, SUBSCRIPTION_QUOTE),
          asset: SUBSCRIPTION_QUOTE,
          amount: refund.toFixed(),
          businessType: SubscriptionBusinessType.refund,
          ref: `subscription:${row.no}`,
          actor: scope.actor,
          reason: 'subscription: the part not allotted refunded',
        });
      await postPending(scope.tx, {
        ...resolve,
        id: ids.allot,
        businessType: SubscriptionBusinessType.allotment,
        reason: 'subscription: allotted',
      });
    }
    return { result: true, afterCommit: () => pushWallet(context, userId, [SUBSCRIPTION_QUOTE]) };
  });

/** A project whose orders are all settled moves on to allotted (guarded on allotting). */
const finishAllotment = (context: AppContext, projectId: number) =>
  context.db
    .update(subscriptionProjects)
    .set({ status: SubscriptionProjectStatus.allotted, updatedAt: new Date(context.clock.nowMs()) })
    .where(
      and(
        eq(subscriptionProjects.id, projectId),
        eq(subscriptionProjects.status, SubscriptionProjectStatus.allotting),
        sql`not exists (select 1 from subscription_orders o where o.project_id = ${projectId} and o.status = ${SubscriptionOrderStatus.committed})`,
      ),
    );

/**
 * One run of `subscription.allot`: closes every open project whose window ended, then settles the committed orders of
 * every allotting project (each its own transaction) and marks the finished ones allotted. A failed order is logged
 * and retried on the next run. Returns counts.
 */
export const runAllotment = async (context: AppContext, signal?: AbortSignal) => {
  const now = new Date(context.clock.nowMs());
  const due = await context.db
    .select({ id: subscriptionProjects.id })
    .from(subscriptionProjects)
    .where(
      and(
        eq(subscriptionProjects.status, SubscriptionProjectStatus.open),
        lte(subscriptionProjects.endAt, now),
      ),
    );
  let closed = 0;
  for (const project of due) if (await closeProject(context, project.id)) closed += 1;
  const allotting = await context.db
    .select({ id: subscriptionProjects.id })
    .from(subscriptionProjects)
    .where(eq(subscriptionProjects.status, SubscriptionProjectStatus.allotting));
  let settled = 0;
  let failed = 0;
  for (const project of allotting) {
    const orders = await context.db
      .select({ id: subscriptionOrders.id, userId: subscriptionOrders.userId })
      .from(subscriptionOrders)
      .where(
        and(
          eq(subscriptionOrders.projectId, project.id),
          eq(subscriptionOrders.status, SubscriptionOrderStatus.committed),
        ),
      )
      .orderBy(asc(subscriptionOrders.id))
      .limit(JOB_BATCH_LIMIT);
    for (const order of orders) {
      if (signal?.aborted) return { closed, settled, failed };
      try {
        if (await settleAllotment(context, order.id, order.userId)) settled += 1;
      } catch (error) {
        failed += 1;
        context.logger.error({ err: error, orderId: order.id }, 'subscription: allotment failed');
      }
    }
    await finishAllotment(context, project.id);
  }
  return { closed, settled, failed };
};
