import { SpotOrderStatus } from '@exchange/contracts';
import { SPOT_BUY, TRIGGER_RISES } from '@exchange/domain';
import type { AppContext } from '../../platform/context';
import { RestingList, type MatcherActions, type MatcherOrder } from './matcher/spot-matcher';
import { actOnRestingOrder } from './resting-fills';
import { openSpotOrders, type OpenSpotOrder } from './spot-store';

/** Where an open order rests in the matcher: a pending limit by side at its limit, a stop by its way at its trigger. */
export const toMatcherOrder = (row: OpenSpotOrder): MatcherOrder => {
  const isStop = row.status === SpotOrderStatus.untriggered;
  const list = isStop
    ? row.triggerWay === TRIGGER_RISES
      ? RestingList.rises
      : RestingList.falls
    : row.direction === SPOT_BUY
      ? RestingList.buys
      : RestingList.sells;
  return {
    id: row.id,
    userId: row.userId,
    symbol: row.symbol,
    list,
    price: Number(isStop ? row.triggerPrice : row.price),
  };
};

/** What the matcher may call: read open orders, and act on one (a transaction of this module). */
export const createMatcherActions = (context: AppContext): MatcherActions => ({
  loadOrders: async (userIds) => (await openSpotOrders(context.db, userIds)).map(toMatcherOrder),
  act: (orderId) => actOnRestingOrder(context, orderId),
});
