import { BigNumber } from 'bignumber.js';
import { and, count, desc, eq } from 'drizzle-orm';
import { BlockOrderStatus } from '@exchange/contracts';
import { blockTradeOrders, type DbOrTx } from '../../platform/db/index';
import { userBalances } from '../ledger/index';
import { assetPriceUsdt } from '../market/index';
import type { AccountCommitments, StaffUserViewPart } from '../member/index';
import { toUsdt, type WalletHoldings } from '../wallet/index';
import { LOCKED_WALLET } from './block-trade-rules';
import { toBlockOrder } from './block-trade-store';

/**
 * The assets in lock-up, in the funds overview's and the wallet statistic's totals (the wallet's WALLET_HOLDINGS
 * point): the `block_locked` wallet's balances, each at the source's price of the asset in USDT (live or the last
 * known); an asset without any price counts nothing and marks the total incomplete, as the wallet does for coins.
 */
export const blockLockedHoldings: WalletHoldings = {
  name: 'block-trade',
  value: async (context, userId) => {
    const locked = (await userBalances(context.db, userId)).filter(
      (balance) => balance.wallet === LOCKED_WALLET,
    );
    let total = new BigNumber(0);
    let isPriceComplete = true;
    for (const balance of locked) {
      const units = new BigNumber(balance.available).plus(balance.frozen);
      if (units.isZero()) continue;
      const price = assetPriceUsdt(context, balance.asset);
      if (!price || price.status !== 1) isPriceComplete = false;
      if (price) total = total.plus(units.times(price.price));
    }
    return { total: toUsdt(total), isPriceComplete };
  },
};

/** Orders still in lock-up hold the user's assets: an account deletion waits until they are released. */
export const lockedBlockOrderCommitments: AccountCommitments = {
  count: async (db, userId) => {
    const [row] = await db
      .select({ value: count() })
      .from(blockTradeOrders)
      .where(and(eq(blockTradeOrders.userId, userId), eq(blockTradeOrders.status, BlockOrderStatus.locked)));
    return { lockedBlockOrderCount: row?.value ?? 0 };
  },
  labels: { lockedBlockOrderCount: { one: 'block trade in lock-up', other: 'block trades in lock-up' } },
};

/** The staff user view's block-trade part: the latest orders, newest first. */
export const staffBlockTradeView: StaffUserViewPart = {
  read: async (db: DbOrTx, userId: number, limit: number) => {
    const rows = await db
      .select()
      .from(blockTradeOrders)
      .where(eq(blockTradeOrders.userId, userId))
      .orderBy(desc(blockTradeOrders.id))
      .limit(limit);
    return { blockOrders: rows.map(toBlockOrder) };
  },
};
