import type { ReviewNotice } from '@exchange/contracts';
import type { AppContext } from '../../platform/context';
import { USER_EVENTS_CHANNEL, type UserEvent } from '../../platform/ws-hub/channels';

/** Tells the user's open apps that balances changed; sent after the transaction committed. */
export const publishWalletUpdate = (context: AppContext, userId: number, wallets: string[], coin: string) =>
  publish(context, { userId, type: 'PUSH', message: { type: 'WALLET_UPDATE', data: { wallets, coin } } });

/** A deposit or withdrawal was reviewed (spec §3 other notices, §8 messages). */
export const publishReviewNotice = (
  context: AppContext,
  userId: number,
  kind: 'RECHARGE_NOTICE' | 'WITHDRAW_NOTICE',
  notice: ReviewNotice,
) => publish(context, { userId, type: 'PUSH', message: { type: kind, data: notice } });

const publish = async (context: AppContext, event: UserEvent) => {
  // A lost push costs a refetch on the next screen visit, never money: log and go on.
  try {
    await context.bus.publish(USER_EVENTS_CHANNEL, event);
  } catch (error) {
    context.logger.warn({ err: error, userId: event.userId }, 'wallet push not published');
  }
};
