import type { ServerMessage } from '@exchange/contracts';
import type { AppContext } from '../../platform/context';
import { publishUserPush, sendStagedPushes, type StagedPush } from '../../platform/ws-hub/user-push';
import { publishQuietly } from '../../platform/bus/index';

/** Published after any change to a user's positions or contract orders; the risk engine reloads that user. */
export const CONTRACT_CHANGED_CHANNEL = 'contract.changed';
export interface ContractChanged {
  userId: number;
}

/**
 * After a commit that changed a user's contract account: the risk engine (on whichever instance leads) reloads the
 * user, and the user's apps refetch balances. A lost message is caught by the engine's periodic resync and costs
 * the app a refetch, never money.
 */
export const notifyAccountChanged = async (
  context: AppContext,
  userId: number,
  pushes: readonly StagedPush[] = [],
) => {
  await publishQuietly(context, CONTRACT_CHANGED_CHANNEL, { userId } satisfies ContractChanged, {
    message: 'contract change not published',
    detail: { userId },
  });
  await sendStagedPushes(pushes);
  await publishUserPush(context, userId, walletUpdate);
};

const walletUpdate: ServerMessage = {
  type: 'WALLET_UPDATE',
  data: { wallets: ['contract'], coin: 'USDT' },
};
