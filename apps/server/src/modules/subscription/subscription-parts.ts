import { and, count, desc, eq, inArray } from 'drizzle-orm';
import { SubscriptionOrderStatus } from '@exchange/contracts';
import { subscriptionOrders, subscriptionProjects } from '../../platform/db/index';
import type { AccountCommitments, StaffUserViewPart } from '../member/index';
import { toOrder } from './subscription-rules';

/**
 * Subscription orders not finished — committed (USDT held until the close) or allotted (tokens due at distribution):
 * an account deletion waits for them (the staff user view shows the count).
 */
export const openSubscriptionCommitments: AccountCommitments = {
  count: async (db, userId) => {
    const [row] = await db
      .select({ value: count() })
      .from(subscriptionOrders)
      .where(
        and(
          eq(subscriptionOrders.userId, userId),
          inArray(subscriptionOrders.status, [
            SubscriptionOrderStatus.committed,
            SubscriptionOrderStatus.allotted,
          ]),
        ),
      );
    return { openSubscriptionCount: row?.value ?? 0 };
  },
  labels: {
    openSubscriptionCount: { one: 'unfinished subscription order', other: 'unfinished subscription orders' },
  },
};

/** The staff user view's subscription part (`subscriptionOrders`): the latest orders, newest first, with their project. */
export const staffSubscriptionView: StaffUserViewPart = {
  read: async (db, userId, limit) => {
    const rows = await db
      .select({ order: subscriptionOrders, project: subscriptionProjects })
      .from(subscriptionOrders)
      .innerJoin(subscriptionProjects, eq(subscriptionProjects.id, subscriptionOrders.projectId))
      .where(eq(subscriptionOrders.userId, userId))
      .orderBy(desc(subscriptionOrders.id))
      .limit(limit);
    return { subscriptionOrders: rows.map((row) => toOrder(row.order, row.project)) };
  },
};
