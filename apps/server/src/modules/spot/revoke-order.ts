import { SPOT_OPEN_STATUSES, SpotBusinessType, SpotOrderStatus, type SpotOrder } from '@exchange/contracts';
import type { AppContext, Caller } from '../../platform/context';
import { assert, fail } from '../../platform/errors';
import { runMoneyRequest, voidPending } from '../ledger/index';
import { notifySpotChanged } from './spot-events';
import { pairById } from './spot-market';
import { spotAccountNeeds, updateOpenOrder, type SpotScope } from './spot-settle';
import { ownSpotOrder, toSpotOrder, type SpotOrderRow } from './spot-store';

/**
 * Cancels an open order under the account lock: the guarded UPDATE on its status first (a fill that won the lock
 * before leaves nothing to update: SPOT_ORDER_NOT_OPEN), then the hold's void, which the ledger allows exactly once.
 */
export const cancelOpenOrder = async (scope: SpotScope, order: SpotOrderRow, reason: string) => {
  const releaseId = `spot:${order.no}:release`;
  const row = await updateOpenOrder(scope, order.id, SPOT_OPEN_STATUSES, {
    status: SpotOrderStatus.cancelled,
    frozenAmount: '0',
    transferIds: [...order.transferIds, ...(order.holdId ? [releaseId] : [])],
    updatedAt: scope.now,
  });
  if (!row) return fail('SPOT_ORDER_NOT_OPEN', { field: 'id' });
  if (order.holdId)
    await voidPending(scope.tx, {
      id: releaseId,
      pendingId: order.holdId,
      actor: scope.actor,
      businessType: SpotBusinessType.release,
      reason,
    });
  return row;
};

/**
 * `revoke/{id}`: cancels one of the caller's open orders and returns its hold to the spot wallet. Allowed while
 * trading is restricted (it only reduces what is committed). A repeat of the same key returns the first answer.
 */
export const revokeOrder = async (
  context: AppContext,
  caller: Caller,
  key: string,
  params: { id: number },
): Promise<SpotOrder> => {
  const found = await ownSpotOrder(context.db, caller.userId, params.id);
  const pair = pairById(context, found.instrumentId);
  assert(pair, 'spot: an order of an instrument the catalogue does not know');
  const { result } = await runMoneyRequest(
    context,
    {
      userId: caller.userId,
      key,
      kind: 'spot.revoke',
      body: { ...params },
      accounts: spotAccountNeeds(pair),
    },
    async (scope) => {
      const order = await ownSpotOrder(scope.tx, caller.userId, params.id);
      const cancelled = toSpotOrder(await cancelOpenOrder(scope, order, 'order cancelled'));
      return { result: cancelled, afterCommit: () => notifySpotChanged(context, caller.userId, [cancelled]) };
    },
  );
  return result;
};
