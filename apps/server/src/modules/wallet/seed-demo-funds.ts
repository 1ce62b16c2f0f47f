import { and, eq } from 'drizzle-orm';
import { ChannelMethod } from '@exchange/contracts';
import { rechargeOrders, users } from '../../platform/db/index';
import type { AppContext } from '../../platform/context';
import { lockMoneyAccount } from '../ledger/index';
import { ChannelDirection, findChannel } from './channels';
import { orderNumber } from '../../platform/request-keys';
import { creditRecharge } from './review-recharge';

export const DEMO_FUNDS_USDT = '10000';
const DEMO_SEED_ACTOR = 'system:demo-seed';

/**
 * DEMO_SEED only: the demo account starts with 10,000 USDT so every screen has something to show. It arrives the
 * honest way — a completed bank-card deposit from deposit clearing, remarked as demo funds, in the ledger like any
 * other — and only once (one demo-seed deposit per account, checked under the account lock).
 */
export const seedDemoFunds = async (context: AppContext, email: string) => {
  const [user] = await context.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  const channel = await findChannel(context.db, {
    direction: ChannelDirection.recharge,
    methodType: ChannelMethod.bankCard,
    coin: 'USDT',
  });
  if (!user || !channel) return;
  const nowMs = context.clock.nowMs();
  await context.db.transaction(async (tx) => {
    // Instances that start together seed once: the account lock serialises them and the second finds the order.
    await lockMoneyAccount(tx, user.id);
    const [seeded] = await tx
      .select({ id: rechargeOrders.id })
      .from(rechargeOrders)
      .where(and(eq(rechargeOrders.userId, user.id), eq(rechargeOrders.reviewedBy, DEMO_SEED_ACTOR)));
    if (seeded) return;
    const [order] = await tx
      .insert(rechargeOrders)
      .values({
        no: orderNumber('R', nowMs),
        userId: user.id,
        channelId: channel.id,
        methodType: channel.methodType,
        coin: 'USDT',
        amount: DEMO_FUNDS_USDT,
        status: 1,
        remark: 'Demo funds (DEMO_SEED)',
        reviewedBy: DEMO_SEED_ACTOR,
        reviewedAt: new Date(nowMs),
      })
      .onConflictDoNothing()
      .returning();
    if (!order) return;
    await creditRecharge(tx, order, DEMO_SEED_ACTOR);
  });
};
