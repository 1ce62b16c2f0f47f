import type { ServerMessage, SpotOrder } from '@exchange/contracts';
import type { AppContext } from '../../platform/context';
import { publishQuietly } from '../../platform/bus/index';
import { publishUserPush } from '../../platform/ws-hub/user-push';

/** Published after any change to a user's open spot orders; the matcher (on whichever instance leads) reloads them. */
export const SPOT_CHANGED_CHANNEL = 'spot.changed';
export interface SpotChanged {
  userId: number;
}

/**
 * After a commit that changed a user's spot orders: the matcher reloads the user, and the user's apps get the order
 * as it is now (SPOT_ORDER) and refetch the spot balances (WALLET_UPDATE). A lost message is caught by the matcher's
 * periodic resync and costs the app a refetch, never money.
 */
export const notifySpotChanged = async (
  context: AppContext,
  userId: number,
  orders: readonly SpotOrder[],
  /** False for an order that filled at once and never rested: the matcher has nothing to reload. */
  isMatcherConcerned = true,
) => {
  if (isMatcherConcerned)
    await publishQuietly(context, SPOT_CHANGED_CHANNEL, { userId } satisfies SpotChanged, {
      message: 'spot change not published',
      detail: { userId },
    });
  for (const order of orders) {
    await publishUserPush(context, userId, { type: 'SPOT_ORDER', data: order } satisfies ServerMessage);
    await publishUserPush(context, userId, {
      type: 'WALLET_UPDATE',
      data: { wallets: ['spot'], coin: order.baseAsset },
    });
  }
};
