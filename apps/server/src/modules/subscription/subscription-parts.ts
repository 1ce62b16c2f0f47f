import { and, count, eq, inArray } from 'drizzle-orm';
import { SubscriptionOrderStatus } from '@exchange/contracts';
import { subscriptionOrders } from '../../platform/db/index';
import type { AccountCommitments } from '../member/index';

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
