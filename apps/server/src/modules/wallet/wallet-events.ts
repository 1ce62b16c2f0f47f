import { BigNumber } from 'bignumber.js';
import type { AppContext } from '../../platform/context';
import type { Tx } from '../../platform/db/index';
import { publishUserPush, stageUserPush, type StagedPush } from '../../platform/ws-hub/user-push';
import { userAvailable } from '../ledger/index';

/** Tells the user's open apps that balances changed; sent after the transaction committed. */
export const publishWalletUpdate = (context: AppContext, userId: number, wallets: string[], coin: string) =>
  publishUserPush(context, userId, { type: 'WALLET_UPDATE', data: { wallets, coin } });

/** What a review tells the user about the deposit or withdrawal. */
interface ReviewedOrder {
  id: number;
  no: string;
  userId: number;
  amount: string;
  coin: string;
}

/**
 * A deposit or withdrawal was reviewed (spec §3 other notices, §8 messages): its message, with the spot balance the
 * review leaves, is written in the review's transaction; pass the result to `announceReview` once that has committed.
 */
export const stageReviewNotice = async (
  context: AppContext,
  tx: Tx,
  kind: 'RECHARGE_NOTICE' | 'WITHDRAW_NOTICE',
  order: ReviewedOrder,
  review: { status: number; remark: string | null },
) =>
  stageUserPush(context, tx, order.userId, {
    type: kind,
    data: {
      id: order.id,
      no: order.no,
      status: review.status,
      remark: review.remark,
      operateBalance: new BigNumber(order.amount).toFixed(),
      availableBalance: await userAvailable(tx, order.userId, 'spot', order.coin),
      coinName: order.coin,
    },
  });

/** After the commit: the review's message live, and the spot balance to refetch when it moved. */
export const announceReview = async (
  context: AppContext,
  order: ReviewedOrder,
  notice: StagedPush,
  isBalanceChanged: boolean,
) => {
  await notice.send();
  if (isBalanceChanged) await publishWalletUpdate(context, order.userId, ['spot'], order.coin);
};
