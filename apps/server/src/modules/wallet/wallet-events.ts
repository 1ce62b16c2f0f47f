import type { ReviewNotice } from '@exchange/contracts';
import type { AppContext } from '../../platform/context';
import { publishUserPush } from '../../platform/ws-hub/user-push';

/** Tells the user's open apps that balances changed; sent after the transaction committed. */
export const publishWalletUpdate = (context: AppContext, userId: number, wallets: string[], coin: string) =>
  publishUserPush(context, userId, { type: 'WALLET_UPDATE', data: { wallets, coin } });

/** A deposit or withdrawal was reviewed (spec §3 other notices, §8 messages). */
export const publishReviewNotice = (
  context: AppContext,
  userId: number,
  kind: 'RECHARGE_NOTICE' | 'WITHDRAW_NOTICE',
  notice: ReviewNotice,
) => publishUserPush(context, userId, { type: kind, data: notice });
