import { BigNumber } from 'bignumber.js';
import { and, eq, gt } from 'drizzle-orm';
import { AiOrderStatus, SpotDirection, type AiTerms } from '@exchange/contracts';
import {
  dcaSliceQuote,
  dcaSlicesDue,
  gridCellQuote,
  gridDecide,
  gridLineCrossed,
  type GridParams,
  type GridState,
} from '@exchange/domain';
import { aiOrders } from '../../platform/db/index';
import type { AppContext } from '../../platform/context';
import { AppError } from '../../platform/errors';
import { runMoneyWork, type MoneyScope } from '../ledger/index';
import { findListedInstrument } from '../market/index';
import { spotMarketOf, type SpotMarket } from '../spot/index';
import { AI_QUOTE_ASSET, type AiOrderRow, type AiState } from './ai-rules';
import { fillChild, holdingOf, holdingsOf, type ChildFillInput } from './ai-store';
import { pushAiChange } from './buy-ai';

/** Refusals of one child order that leave the strategy as it was (retried when the price next calls for it). */
const SKIPPABLE = new Set(['PRICE_UNAVAILABLE', 'SPOT_INSUFFICIENT_DEPTH', 'SPOT_BELOW_MIN_NOTIONAL']);

/** One child order; false when spot refused it before anything moved (no price, no depth, below the minimum). */
const tryFill = async (context: AppContext, scope: MoneyScope, order: AiOrderRow, input: ChildFillInput) => {
  try {
    await fillChild(context, scope, order, input);
    return true;
  } catch (error) {
    if (error instanceof AppError && SKIPPABLE.has(error.errorName)) return false;
    throw error;
  }
};

const holdingsNow = async (scope: MoneyScope, orderId: number) =>
  (await holdingsOf(scope.tx, [orderId])).get(orderId) ?? [];

/** The grid's moves for the last price: sells of full cells whose upper line it rose through, buys on lines it fell through. */
const stepGrid = async (
  context: AppContext,
  scope: MoneyScope,
  order: AiOrderRow,
  terms: AiTerms & { grid: GridParams },
  state: GridState,
  market: SpotMarket,
): Promise<AiState> => {
  const decimals = findListedInstrument(context, 1, order.symbol)?.transactionAccuracy ?? 8;
  const cells = [...state.cells];
  const perCell = gridCellQuote(order.amount, terms.grid.gridCount);
  const source = { sourcePrice: market.lastPrice, sourceTime: market.lastTime };
  for (const action of gridDecide(terms.grid, state, market.lastPrice)) {
    const holdings = await holdingsNow(scope, order.id);
    if (action.side === 'sell') {
      const quantity = BigNumber.min(
        cells[action.cell] ?? 0,
        holdingOf(holdings, terms.baseAsset),
      ).decimalPlaces(decimals, BigNumber.ROUND_DOWN);
      if (quantity.isZero()) continue;
      const isDone = await tryFill(context, scope, order, {
        direction: SpotDirection.sell,
        quantity: quantity.toFixed(),
        reason: 'grid-sell',
        ...source,
      });
      if (isDone) cells[action.cell] = '0';
    } else {
      const quote = BigNumber.min(perCell, holdingOf(holdings, AI_QUOTE_ASSET));
      if (!quote.isGreaterThan(0)) continue;
      const before = new BigNumber(holdingOf(holdings, terms.baseAsset));
      const isDone = await tryFill(context, scope, order, {
        direction: SpotDirection.buy,
        quoteAmount: quote.toFixed(),
        reason: 'grid-buy',
        ...source,
      });
      if (isDone)
        cells[action.cell] = new BigNumber(holdingOf(await holdingsNow(scope, order.id), terms.baseAsset))
          .minus(before)
          .toFixed();
    }
  }
  return { grid: { lastPrice: market.lastPrice, cells } };
};

/** The DCA slices due: each a market buy of one slice (the last spends what is left). */
const stepDca = async (
  context: AppContext,
  scope: MoneyScope,
  order: AiOrderRow,
  terms: AiTerms & { dca: { intervalSeconds: number; slices: number } },
  done: number,
  market: SpotMarket,
): Promise<AiState> => {
  const due = dcaSlicesDue(terms.dca, order.startedAt.getTime(), scope.now.getTime(), done);
  const slice = dcaSliceQuote(order.amount, terms.dca.slices);
  let slicesDone = done;
  for (let index = 0; index < due; index += 1) {
    const quote = new BigNumber(holdingOf(await holdingsNow(scope, order.id), AI_QUOTE_ASSET));
    const spend = slicesDone + 1 === terms.dca.slices ? quote : BigNumber.min(slice, quote);
    if (!spend.isGreaterThan(0)) break;
    const isDone = await tryFill(context, scope, order, {
      direction: SpotDirection.buy,
      quoteAmount: spend.decimalPlaces(8, BigNumber.ROUND_DOWN).toFixed(),
      reason: 'dca',
      sourcePrice: market.lastPrice,
      sourceTime: market.lastTime,
    });
    if (!isDone) break;
    slicesDone += 1;
  }
  return { slicesDone };
};

/** Whether the order has anything to do at this price and time (read without the lock, re-checked under it). */
const hasWork = (order: AiOrderRow, market: SpotMarket, nowMs: number) => {
  const terms = order.terms as AiTerms;
  const state = order.state as AiState;
  if (terms.grid && state.grid) return gridLineCrossed(terms.grid, state.grid, market.lastPrice);
  if (terms.dca) return dcaSlicesDue(terms.dca, order.startedAt.getTime(), nowMs, state.slicesDone ?? 0) > 0;
  return false;
};

/** One engine step of one order in its owner's money transaction: re-read, re-checked, then acted on. */
export const stepAiOrder = async (context: AppContext, userId: number, orderId: number) =>
  runMoneyWork(context, { userId, actor: 'system:ai' }, async (scope) => {
    const [order] = await scope.tx.select().from(aiOrders).where(eq(aiOrders.id, orderId));
    const market = order ? spotMarketOf(context, order.symbol) : undefined;
    const isRunning = order?.status === AiOrderStatus.running && order.endsAt.getTime() > scope.now.getTime();
    if (!order || !isRunning || !market?.isLive || !hasWork(order, market, scope.now.getTime()))
      return { result: 0 };
    const terms = order.terms as AiTerms;
    const state = order.state as AiState;
    const before = order.childCount;
    const next =
      terms.grid && state.grid
        ? await stepGrid(context, scope, order, { ...terms, grid: terms.grid }, state.grid, market)
        : terms.dca
          ? await stepDca(context, scope, order, { ...terms, dca: terms.dca }, state.slicesDone ?? 0, market)
          : state;
    const [after] = await scope.tx
      .update(aiOrders)
      .set({ state: next, updatedAt: scope.now })
      .where(eq(aiOrders.id, orderId))
      .returning({ childCount: aiOrders.childCount });
    const placed = (after?.childCount ?? before) - before;
    return {
      result: placed,
      afterCommit: placed > 0 ? () => pushAiChange(context, userId, orderId) : undefined,
    };
  });

/**
 * The engine (`ai.run`, on the scheduler's leader): every running order before its end, on the pair's live last
 * price. Orders with nothing to do are skipped without a lock; the rest take the owner's lock one at a time.
 */
export const runAiEngine = async (context: AppContext, signal?: AbortSignal) => {
  const now = new Date(context.clock.nowMs());
  const running = await context.db
    .select()
    .from(aiOrders)
    .where(and(eq(aiOrders.status, AiOrderStatus.running), gt(aiOrders.endsAt, now)))
    .limit(5000);
  let stepped = 0;
  let children = 0;
  let failed = 0;
  for (const order of running) {
    if (signal?.aborted) break;
    const market = spotMarketOf(context, order.symbol);
    if (!market?.isLive || !hasWork(order, market, now.getTime())) continue;
    try {
      children += await stepAiOrder(context, order.userId, order.id);
      stepped += 1;
    } catch (error) {
      failed += 1;
      context.logger.warn({ err: error, orderId: order.id }, 'ai: engine step failed; retried next run');
    }
  }
  return { running: running.length, stepped, children, failed };
};
