import { BigNumber } from 'bignumber.js';
import { eq } from 'drizzle-orm';
import { ChannelMethod, ChatGroupType } from '@exchange/contracts';
import { rechargeOrders } from '../../platform/db/index';
import type { ChatSubject } from '../im/index';

/** Which kind of chat a deposit's conversation is (spec chat group types), by how the member paid. */
const GROUP_TYPE_OF_METHOD: Record<number, number> = {
  [ChannelMethod.bankCard]: ChatGroupType.bankCard,
  [ChannelMethod.virtualCurrency]: ChatGroupType.cryptoScreenshot,
  [ChannelMethod.thirdParty]: ChatGroupType.thirdParty,
};

/**
 * A deposit's chat with support (issue 21 §1: bank card 0, crypto screenshot 4, third party 6): the member opens it
 * from their deposit order; it waits in the agents' inbox like any conversation, its first message the order's card.
 * Only the deposit's owner may open it.
 */
export const rechargeChatSubject: ChatSubject = {
  kind: 'recharge',
  groupType: ChatGroupType.bankCard,
  resolve: async (context, id, caller) => {
    const [order] = await context.db.select().from(rechargeOrders).where(eq(rechargeOrders.id, id));
    if (!order || caller.kind !== 'user' || order.userId !== caller.id) return null;
    return {
      title: `Deposit ${order.no}`,
      linkUrl: `/funds/top_up_order?id=${order.id}`,
      members: [{ kind: 'user', id: order.userId }],
      card: `${order.no} · ${new BigNumber(order.amount).toFixed()} ${order.coin}`,
      groupType: GROUP_TYPE_OF_METHOD[order.methodType] ?? ChatGroupType.backendRecharge,
    };
  },
};
