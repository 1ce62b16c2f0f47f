import { BigNumber } from 'bignumber.js';
import { and, count, desc, eq } from 'drizzle-orm';
import { AiOrderStatus } from '@exchange/contracts';
import { aiOrders } from '../../platform/db/index';
import type { AppContext } from '../../platform/context';
import { userBalances, Wallet } from '../ledger/index';
import { assetPriceUsdt } from '../market/index';
import type { AccountCommitments, StaffUserViewPart } from '../member/index';
import { toUsdt, type WalletHoldings } from '../wallet/index';
import { presentAiOrders } from './ai-reads';

/** Running AI orders hold the user's money in their sub-accounts: an account deletion waits until they settled. */
export const runningAiCommitments: AccountCommitments = {
  count: async (db, userId) => {
    const [row] = await db
      .select({ value: count() })
      .from(aiOrders)
      .where(and(eq(aiOrders.userId, userId), eq(aiOrders.status, AiOrderStatus.running)));
    return { runningAiOrderCount: row?.value ?? 0 };
  },
  labels: { runningAiOrderCount: { one: 'running AI order', other: 'running AI orders' } },
};

/**
 * The AI sub-accounts in the funds overview's and the wallet statistic's totals (the wallet's WALLET_HOLDINGS point):
 * the `ai` wallet's balances, each at the source's price of the asset in USDT (live or the last known); an asset
 * without any price counts nothing and marks the total incomplete, as the wallet does for coins.
 */
export const aiSubAccountHoldings: WalletHoldings = {
  name: 'ai',
  value: async (context, userId) => {
    const held = (await userBalances(context.db, userId)).filter((balance) => balance.wallet === Wallet.ai);
    let total = new BigNumber(0);
    let isPriceComplete = true;
    for (const balance of held) {
      const units = new BigNumber(balance.available).plus(balance.frozen);
      if (units.isZero()) continue;
      const price = assetPriceUsdt(context, balance.asset);
      if (!price || price.status !== 1) isPriceComplete = false;
      if (price) total = total.plus(units.times(price.price));
    }
    return { total: toUsdt(total), isPriceComplete };
  },
};

/**
 * The staff user view's AI part (`aiOrders`): the latest orders, newest first, as the user's own order list shows
 * them — running ones marked at the live price less the management fee due, settled ones with what was paid.
 */
export const staffAiView = (context: AppContext): StaffUserViewPart => ({
  read: async (db, userId, limit) => {
    const rows = await db
      .select()
      .from(aiOrders)
      .where(eq(aiOrders.userId, userId))
      .orderBy(desc(aiOrders.id))
      .limit(limit);
    return { aiOrders: await presentAiOrders(context, rows) };
  },
});
