import { BigNumber } from 'bignumber.js';
import { and, count, eq } from 'drizzle-orm';
import { AiOrderStatus } from '@exchange/contracts';
import { aiOrders } from '../../platform/db/index';
import { userBalances, Wallet } from '../ledger/index';
import { assetPriceUsdt } from '../market/index';
import type { AccountCommitments } from '../member/index';
import { toUsdt, type WalletHoldings } from '../wallet/index';

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
