import { eq } from 'drizzle-orm';
import { ChatGroupType } from '@exchange/contracts';
import { c2cOrders } from '../../platform/db/index';
import type { ChatSubject } from '../im/index';
import { sideOf } from './order-views';

/**
 * A C2C order's chat (issue 20 §2, issue 21 §1): group type C2C service with the buyer and the seller in it, opened by
 * either side from the order; its first message is the order's card. Staff read it with the appeal.
 */
export const c2cChatSubject: ChatSubject = {
  kind: 'c2c',
  groupType: ChatGroupType.c2cService,
  resolve: async (context, id, caller) => {
    const [order] = await context.db.select().from(c2cOrders).where(eq(c2cOrders.id, id));
    if (!order || caller.kind !== 'user' || sideOf(order, caller.id) === undefined) return null;
    return {
      title: `C2C ${order.no}`,
      linkUrl: `/c2c/list?order=${order.id}`,
      members: [
        { kind: 'user', id: order.buyerId },
        { kind: 'user', id: order.sellerId },
      ],
      card: `${order.no} · ${order.amount} ${order.asset} · ${order.fiatAmount} ${order.fiat}`,
    };
  },
};
