import { eq } from 'drizzle-orm';
import { SpotOrderStatus } from '@exchange/contracts';
import {
  isLimitCrossed,
  isTriggerReached,
  restingFillOf,
  walkBook,
  type SpotDirection,
  type TriggerWay,
} from '@exchange/domain';
import { spotOrders } from '../../platform/db/index';
import type { AppContext } from '../../platform/context';
import { assert } from '../../platform/errors';
import { runMoneyWork } from '../ledger/index';
import { notifySpotChanged } from './spot-events';
import { feeRatesFor } from './account-fee-rates';
import { bookSideOf, pairById, spotMarketOf, type SpotMarket } from './spot-market';
import {
  bookFills,
  filledValues,
  insertFills,
  settleFills,
  spotAccountNeeds,
  updateOpenOrder,
  type FillSet,
  type SpotScope,
} from './spot-settle';
import { ownSpotOrder, toSpotOrder, type SpotOrderRow } from './spot-store';

/** Who the matcher's transfers name. */
export const MATCHER_ACTOR = 'system:spot';

/**
 * A resting order fills whole as a maker at the live last price that reached its limit — the limit or better for the
 * user, a price the source showed at that moment — recorded as the fill's source. Its hold is posted to the book and
 * a buy filled below its limit gets the rest of its hold back in the same batch.
 */
const fillAtLast = async (context: AppContext, scope: SpotScope, order: SpotOrderRow, market: SpotMarket) => {
  const fill = restingFillOf(
    order.direction as SpotDirection,
    order.price as string,
    market.lastPrice,
    order.quantity as string,
  );
  assert(fill, 'spot: a resting fill the last price has not reached');
  const set: FillSet = {
    role: 'maker',
    feeRate: feeRatesFor(context, order.userId, { id: order.instrumentId }).makerFeeRate,
    fills: [
      {
        price: fill.price,
        quantity: fill.quantity,
        quoteAmount: fill.quoteAmount,
        source: 'last',
        sourcePrice: market.lastPrice,
        sourceLevel: null,
        sourceQuantity: null,
        sourceTime: market.lastTime,
      },
    ],
  };
  const { settlement, transferIds } = await settleFills(scope, order, set, 'post');
  const row = await updateOpenOrder(scope, order.id, [SpotOrderStatus.pending], {
    ...filledValues(settlement, set.feeRate, scope.now),
    transferIds: [...order.transferIds, ...transferIds],
  });
  assert(row, 'spot: a pending order changed under the account lock');
  await insertFills(scope, row, set, settlement, order.feeAsset);
  return row;
};

/**
 * A stop-limit whose trigger the last price reached becomes its limit: it takes the book at once as a taker when the
 * book covers it up to the limit (its hold posted to the book, what a better price leaves over back), else it rests
 * as a pending limit.
 */
const trigger = async (context: AppContext, scope: SpotScope, order: SpotOrderRow, market: SpotMarket) => {
  const direction = order.direction as SpotDirection;
  const walk = walkBook({
    direction,
    levels: bookSideOf(market, direction),
    quantity: order.quantity as string,
    limitPrice: order.price as string,
    quantityDecimals: pairById(context, order.instrumentId)?.transactionAccuracy ?? 8,
  });
  const triggered = { isTriggered: true, updatedAt: scope.now };
  if (!walk.isComplete) {
    const row = await updateOpenOrder(scope, order.id, [SpotOrderStatus.untriggered], {
      ...triggered,
      status: SpotOrderStatus.pending,
    });
    assert(row, 'spot: an untriggered order changed under the account lock');
    return row;
  }
  const set: FillSet = {
    role: 'taker',
    feeRate: feeRatesFor(context, order.userId, { id: order.instrumentId }).takerFeeRate,
    fills: bookFills(walk, market.bookTime),
  };
  const { settlement, transferIds } = await settleFills(scope, order, set, 'post');
  const row = await updateOpenOrder(scope, order.id, [SpotOrderStatus.untriggered], {
    ...filledValues(settlement, set.feeRate, scope.now),
    ...triggered,
    transferIds: [...order.transferIds, ...transferIds],
  });
  assert(row, 'spot: an untriggered order changed under the account lock');
  await insertFills(scope, row, set, settlement, order.feeAsset);
  return row;
};

/** Whether the live last price (re-read with decimals) says the order acts now. */
const isDue = (order: SpotOrderRow, lastPrice: string) => {
  if (order.status === SpotOrderStatus.pending)
    return isLimitCrossed(order.direction as SpotDirection, order.price as string, lastPrice);
  return (
    order.status === SpotOrderStatus.untriggered &&
    order.triggerWay !== null &&
    isTriggerReached(order.triggerWay as TriggerWay, order.triggerPrice as string, lastPrice)
  );
};

/**
 * The matcher saw the last price reach a resting order (its limit, or a stop's trigger): under the owner's account
 * lock, re-read the order and re-check with decimals at the LIVE last price, then fill it at that last price (maker)
 * or trigger it. Nothing happens on a stale price or when the order left its state (revoked, filled). Returns whether
 * it acted.
 */
export const actOnRestingOrder = async (context: AppContext, orderId: number): Promise<boolean> => {
  const [found] = await context.db.select().from(spotOrders).where(eq(spotOrders.id, orderId));
  const pair = found ? pairById(context, found.instrumentId) : undefined;
  if (!found || !pair) return false;
  return runMoneyWork(
    context,
    { userId: found.userId, actor: MATCHER_ACTOR, accounts: spotAccountNeeds(pair) },
    async (money) => {
      const order = await ownSpotOrder(money.tx, found.userId, orderId);
      const market = spotMarketOf(context, order.symbol);
      if (!market?.isLive || !isDue(order, market.lastPrice)) return { result: false };
      const scope: SpotScope = money;
      const row =
        order.status === SpotOrderStatus.pending
          ? await fillAtLast(context, scope, order, market)
          : await trigger(context, scope, order, market);
      const changed = toSpotOrder(row);
      return { result: true, afterCommit: () => notifySpotChanged(context, order.userId, [changed]) };
    },
  );
};
