import { BigNumber } from 'bignumber.js';
import { and, asc, eq, gt } from 'drizzle-orm';
import { StockOrderDirection, StockOrderStatus, type StockOrder } from '@exchange/contracts';
import { stockOrders } from '../../platform/db/index';
import type { AppContext, Caller } from '../../platform/context';
import { fail } from '../../platform/errors';
import { runMoneyRequest, runMoneyWork } from '../ledger/index';
import { marketableQuote } from './order-checks';
import {
  finishWaitingOrder,
  releaseHold,
  settleBuy,
  settleSale,
  STOCK_ACCOUNT_NEEDS,
  stockPushes,
  type StockScope,
} from './stock-fills';
import { stockById } from './stock-market';
import { readStockSettings, requireStocksEnabled } from './stock-settings';
import { ownStockOrder, reserveShares, toStockOrder, type StockOrderRow } from './stock-store';

/** Cancels a waiting order: a buy's hold goes back to the wallet, a sale's shares back to the holding. */
const cancelWaiting = async (scope: StockScope, order: StockOrderRow) => {
  if (order.direction === StockOrderDirection.buy) {
    const releaseId = await releaseHold(scope, order, 'cancelled');
    return finishWaitingOrder(scope, order, {
      status: StockOrderStatus.cancelled,
      cancelledAt: scope.now,
      transferIds: [...order.transferIds, releaseId],
    });
  }
  await reserveShares(
    scope.tx,
    { userId: scope.userId, instrumentId: order.instrumentId },
    new BigNumber(order.quantity ?? 0).negated(),
    scope.now,
  );
  return finishWaitingOrder(scope, order, { status: StockOrderStatus.cancelled, cancelledAt: scope.now });
};

/**
 * `POST pay/order-stock/revoke`: cancels one of the caller's waiting limit orders, in one money request. One that
 * filled or was cancelled first (the fill job and a revoke race on the account lock; one wins) is
 * STOCK_ORDER_NOT_OPEN and nothing changes. No trading gate: cancelling reduces what is at stake.
 */
export const revokeStockOrder = async (
  context: AppContext,
  caller: Caller,
  key: string,
  body: { id: number },
): Promise<StockOrder> => {
  const { result } = await runMoneyRequest(
    context,
    { userId: caller.userId, key, kind: 'stock.revoke', body: { ...body }, accounts: STOCK_ACCOUNT_NEEDS },
    async (money) => {
      await requireStocksEnabled(money.tx);
      const order = await ownStockOrder(money.tx, money.userId, body.id);
      if (order.status !== StockOrderStatus.pending) fail('STOCK_ORDER_NOT_OPEN', { field: 'id' });
      const row = await cancelWaiting({ ...money }, order);
      return { result: toStockOrder(context, row), afterCommit: stockPushes(context, row) };
    },
  );
  return result;
};

/**
 * Fills one waiting order if the market has reached it: under the owner's account lock the order is read again and
 * every condition re-checked at this moment (still waiting, stocks on, in session, a live quote at or through the
 * limit), then it fills at that quote — the price the source showed at this moment, at or better than the limit —
 * recorded with the fill. Idempotent per order: its
 * transfers are keyed by the order number and the status update is guarded, so a second run finds it filled.
 */
export const fillWaitingOrder = async (context: AppContext, orderId: number, userId: number) =>
  runMoneyWork(
    context,
    { userId, actor: 'system:stock-limit-fills', accounts: STOCK_ACCOUNT_NEEDS },
    async (money) => {
      const order = await ownStockOrder(money.tx, userId, orderId);
      const instrument = stockById(context, order.instrumentId);
      const isBuy = order.direction === StockOrderDirection.buy;
      const limit = order.price ?? '0';
      const settings = await readStockSettings(money.tx);
      const quote =
        order.status === StockOrderStatus.pending && settings.isEnabled && instrument
          ? marketableQuote(context, instrument, isBuy ? 'buy' : 'sell', limit)
          : null;
      if (!quote) return { result: false };
      const scope: StockScope = { ...money };
      const fill = {
        quantity: new BigNumber(order.quantity ?? 0).toFixed(),
        price: new BigNumber(quote.price).toFixed(),
        quote,
      };
      const fields = isBuy
        ? await settleBuy(scope, order, fill)
        : await settleSale(scope, { ...order, reservedQuantity: fill.quantity }, fill);
      const row = await finishWaitingOrder(scope, order, {
        ...fields,
        transferIds: [...new Set([...order.transferIds, ...fields.transferIds])],
      });
      return { result: true, afterCommit: stockPushes(context, row) };
    },
  );

/** Waiting orders are read in pages of this many (the job walks them all each run). */
const SCAN_PAGE = 500;

/**
 * The fill job's pass: every waiting order whose market is in session with a live quote at or through its limit is
 * filled (each in its own money transaction under its owner's lock). Orders are screened without a lock first, so a
 * quiet market costs one read per page. Returns how many filled and how many failed (logged; the next run retries).
 */
export const fillWaitingOrders = async (context: AppContext): Promise<{ filled: number; failed: number }> => {
  if (!(await readStockSettings(context.db)).isEnabled) return { filled: 0, failed: 0 };
  let filled = 0;
  let failed = 0;
  let afterId = 0;
  for (;;) {
    const page = await context.db
      .select()
      .from(stockOrders)
      .where(and(eq(stockOrders.status, StockOrderStatus.pending), gt(stockOrders.id, afterId)))
      .orderBy(asc(stockOrders.id))
      .limit(SCAN_PAGE);
    for (const order of page) {
      const instrument = stockById(context, order.instrumentId);
      const side = order.direction === StockOrderDirection.buy ? 'buy' : 'sell';
      if (!instrument || !order.price || !marketableQuote(context, instrument, side, order.price)) continue;
      // One order that cannot fill (a bug, a lost connection) must not hold back every order after it.
      try {
        if (await fillWaitingOrder(context, order.id, order.userId)) filled += 1;
      } catch (error: unknown) {
        failed += 1;
        context.logger.error({ err: error, orderId: order.id }, 'stock: a waiting order could not be filled');
      }
    }
    if (page.length < SCAN_PAGE) return { filled, failed };
    afterId = page[page.length - 1]?.id ?? afterId;
  }
};
