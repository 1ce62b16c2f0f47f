import type { ServerMessage } from '@exchange/contracts';
import type { AppContext } from '../context';
import { ExtensionPoint } from '../modules/index';

/**
 * What a user push or a broadcast leaves behind besides the frame (issue 21 §3: the durable message a user reads
 * later). The notices module contributes one; `userId` is null for a broadcast to everyone.
 */
export interface PushRecorder {
  record(context: AppContext, userId: number | null, message: ServerMessage): Promise<void>;
}
export const PUSH_RECORDERS = new ExtensionPoint<PushRecorder>('platform.pushRecorders');

/**
 * Runs every recorder before the push goes out (so a client refetching on the push finds the record). A recorder
 * that fails is logged, never thrown: the change it reports has committed already.
 */
export const recordPush = async (
  context: Pick<AppContext, 'logger'> & Partial<Pick<AppContext, 'modules'>>,
  userId: number | null,
  message: ServerMessage,
) => {
  if (!context.modules) return;
  for (const recorder of context.modules.contributions(PUSH_RECORDERS)) {
    try {
      await recorder.record(context as AppContext, userId, message);
    } catch (error) {
      context.logger.warn({ err: error, userId, type: message.type }, 'push not recorded');
    }
  }
};
