import { BigNumber } from 'bignumber.js';
import { eq } from 'drizzle-orm';
import {
  ContractOrderTrigger,
  ContractPositionStatus,
  type ContractPosition,
  type ServerMessage,
} from '@exchange/contracts';
import { LONG, type Direction } from '@exchange/domain';
import { contractPositions } from '../../platform/db/index';
import type { AppContext, Caller } from '../../platform/context';
import { assert } from '../../platform/errors';
import { runAccountWork } from './account-transaction';
import { valueAccount } from './account-valuation';
import { closeAndRecord, specOfPosition } from './close-orders';
import { livePriceOf, requireLivePrice, valuationSources } from './contract-runtime';
import { contractBalanceOf, openPositionOwner, openPositionsOf, ownOpenPosition } from './contract-store';
import { requireStopsAround } from './order-rules';

export interface StopsBody {
  id: number;
  stopProfitPrice?: string | null | undefined;
  stopLossPrice?: string | null | undefined;
}

/**
 * update-profit-loss: sets (or, with null, clears) a position's take-profit and stop-loss; an omitted field stays.
 * A new trigger must not fire at once: it is checked against the live mark price (they trigger on mark).
 */
export const updateStops = (
  context: AppContext,
  caller: Caller,
  body: StopsBody,
): Promise<ContractPosition> =>
  runAccountWork(
    context,
    caller.userId,
    `user:${caller.userId}`,
    async (scope) => {
      const position = await ownOpenPosition(scope.tx, caller.userId, body.id);
      const spec = specOfPosition(context, position);
      const { markPrice } = requireLivePrice(context, spec, 'id');
      requireStopsAround(
        { direction: position.direction as Direction, ...body },
        markPrice,
        spec.instrument.priceAccuracy,
      );
      const canonical = (value: string | null | undefined) =>
        value === undefined ? {} : { value: value === null ? null : new BigNumber(value).toFixed() };
      const profit = canonical(body.stopProfitPrice);
      const loss = canonical(body.stopLossPrice);
      await scope.tx
        .update(contractPositions)
        .set({
          ...('value' in profit ? { stopProfitPrice: profit.value } : {}),
          ...('value' in loss ? { stopLossPrice: loss.value } : {}),
          updatedAt: scope.now,
        })
        .where(eq(contractPositions.id, position.id));
      const positions = await openPositionsOf(scope.tx, caller.userId);
      const balance = await contractBalanceOf(scope.tx, caller.userId);
      const valued = valueAccount(positions, balance, valuationSources(context)).positions;
      const row = valued.find((entry) => entry.id === position.id);
      assert(row, 'contract: the position is open under the account lock');
      return { value: row };
    },
    { isTradingChange: true },
  );

/** Which trigger a mark price fires on a position, if any: take-profit 2, stop-loss 3. */
const firedStop = (
  position: { direction: number; stopProfitPrice: string | null; stopLossPrice: string | null },
  markPrice: string,
) => {
  const mark = new BigNumber(markPrice);
  const isLong = position.direction === LONG;
  const reached = (price: string | null, isAbove: boolean) =>
    price !== null && (isAbove ? mark.isGreaterThanOrEqualTo(price) : mark.isLessThanOrEqualTo(price));
  if (reached(position.stopProfitPrice, isLong)) return ContractOrderTrigger.takeProfit;
  if (reached(position.stopLossPrice, !isLong)) return ContractOrderTrigger.stopLoss;
  return null;
};

/**
 * The risk engine saw a mark reach a position's take-profit or stop-loss: under the account lock, re-check that the
 * position is open and the LIVE mark still fires it, then close the whole position at the last price (taker fee) and
 * push "stop profit/loss triggered". Exactly once: a user's close or a liquidation that got there first leaves
 * nothing to do. Returns whether it acted.
 */
export const fireStop = async (context: AppContext, positionId: number): Promise<boolean> => {
  const userId = await openPositionOwner(context.db, positionId);
  if (userId === null) return false;
  return runAccountWork(context, userId, 'system:risk', async (scope) => {
    const [position] = await scope.tx
      .select()
      .from(contractPositions)
      .where(eq(contractPositions.id, positionId));
    if (!position || position.status !== ContractPositionStatus.open)
      return { value: false, isUnchanged: true };
    const spec = specOfPosition(context, position);
    const price = livePriceOf(context, spec);
    const trigger = price ? firedStop(position, price.markPrice) : null;
    if (!price || trigger === null) return { value: false, isUnchanged: true };
    const { order } = await closeAndRecord(scope, {
      position,
      spec,
      quantity: new BigNumber(position.quantity).toFixed(),
      price: price.lastPrice,
      feeRate: spec.takerFeeRate,
      trigger,
    });
    const push: ServerMessage = {
      type: 'CONTRACT_STOP',
      data: {
        positionId,
        orderId: order.id,
        symbol: position.symbol,
        trigger,
        triggerPrice: new BigNumber(
          (trigger === ContractOrderTrigger.takeProfit ? position.stopProfitPrice : position.stopLossPrice) ??
            '0',
        ).toFixed(),
        dealPrice: price.lastPrice,
        quantity: new BigNumber(position.quantity).toFixed(),
        plAmount: new BigNumber(order.plAmount ?? '0').toFixed(),
      },
    };
    return { value: true, pushes: [push] };
  });
};
