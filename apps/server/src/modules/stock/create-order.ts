import { BigNumber } from 'bignumber.js';
import { OrderType, StockOrderDirection, StockOrderStatus, type StockOrder } from '@exchange/contracts';
import { stockBuyAmounts, stockQuantityForAmount } from '@exchange/domain';
import { stockOrders } from '../../platform/db/index';
import type { AppContext, Caller } from '../../platform/context';
import { fail } from '../../platform/errors';
import { runMoneyRequest } from '../ledger/index';
import type { Instrument } from '../market/index';
import { marketableQuote, requireMinimum, requireOrderRoom, requirePrecision } from './order-checks';
import {
  holdBuy,
  settleBuy,
  STOCK_ACCOUNT_NEEDS,
  stockPushes,
  type FillFields,
  type StockScope,
} from './stock-fills';
import { requireInSession, requireLiveQuote, requireStock } from './stock-market';
import { requireStocksEnabled } from './stock-settings';
import { stockOrderNumber, toStockOrder } from './stock-store';

export interface CreateStockOrderBody {
  symbol: string;
  orderType: 1 | 2;
  quantity?: string | undefined;
  amount?: string | undefined;
  price?: string | undefined;
}

interface Draft {
  instrument: Instrument;
  no: string;
  feeRate: string;
  body: CreateStockOrderBody;
}

const insertOrder = async (
  scope: StockScope,
  draft: Draft,
  columns: Partial<typeof stockOrders.$inferInsert> & { status: number },
) => {
  const [row] = await scope.tx
    .insert(stockOrders)
    .values({
      no: draft.no,
      userId: scope.userId,
      instrumentId: draft.instrument.id,
      symbol: draft.instrument.symbol,
      direction: StockOrderDirection.buy,
      orderType: draft.body.orderType,
      quantity: draft.body.quantity ?? null,
      amount: draft.body.amount ?? null,
      price: draft.body.price ?? null,
      feeRate: draft.feeRate,
      createdAt: scope.now,
      updatedAt: scope.now,
      ...columns,
    })
    .returning();
  if (!row) throw new Error('stock: order insert returned nothing');
  return row;
};

/** A market buy: in session, at the live quote, for the quantity asked or the most `amount` pays for. */
const marketBuy = async (context: AppContext, scope: StockScope, draft: Draft, minimum: string) => {
  const { instrument, body } = draft;
  requireInSession(context, instrument);
  const quote = requireLiveQuote(context, instrument.symbol);
  const quantity =
    body.quantity ??
    stockQuantityForAmount(body.amount as string, quote.price, draft.feeRate, instrument.transactionAccuracy);
  const field = body.quantity === undefined ? 'amount' : 'quantity';
  if (new BigNumber(quantity).isZero())
    fail('STOCK_BELOW_MIN_AMOUNT', { field, values: { min: new BigNumber(minimum).toFixed() } });
  requireMinimum(new BigNumber(quantity).times(quote.price).toFixed(), minimum, field);
  const fill = await settleBuy(
    scope,
    { ...draft, ...draftKeys(draft), holdId: null },
    { quantity, price: quote.price, quote },
  );
  return insertOrder(scope, draft, fill);
};

const draftKeys = (draft: Draft) => ({ instrumentId: draft.instrument.id, symbol: draft.instrument.symbol });

/**
 * A limit buy: filled at once at the quote when the market is in session and already at or below the limit;
 * otherwise it holds quantity × limit + fee and waits for the fill job.
 */
const limitBuy = async (context: AppContext, scope: StockScope, draft: Draft, minimum: string) => {
  const { instrument, body } = draft;
  const quantity = body.quantity as string;
  const limit = body.price as string;
  const amounts = stockBuyAmounts(quantity, limit, draft.feeRate);
  requireMinimum(amounts.notional, minimum, 'quantity');
  const quote = marketableQuote(context, instrument, 'buy', limit);
  if (quote) {
    const fill: FillFields = await settleBuy(
      scope,
      { ...draft, ...draftKeys(draft), holdId: null },
      { quantity, price: quote.price, quote },
    );
    return insertOrder(scope, draft, fill);
  }
  await requireOrderRoom(scope.tx, scope.userId);
  const holdId = await holdBuy(scope, draft.no, amounts.total);
  return insertOrder(scope, draft, {
    status: StockOrderStatus.pending,
    heldAmount: amounts.total,
    holdId,
    transferIds: [holdId],
  });
};

/**
 * `POST pay/order-stock/create`: buys a stock with the spot wallet's USDT, in one money request (the account lock,
 * the Idempotency-Key: a repeat returns the first answer; a refusal changes nothing). Every check runs under the
 * lock, at the moment of the fill: stocks enabled, the stock listed, precision, session, a live quote, the minimum.
 */
export const createStockOrder = async (
  context: AppContext,
  caller: Caller,
  key: string,
  body: CreateStockOrderBody,
): Promise<StockOrder> => {
  const { result } = await runMoneyRequest(
    context,
    {
      userId: caller.userId,
      key,
      kind: 'stock.buy',
      body: { ...body },
      gate: 'trading',
      accounts: STOCK_ACCOUNT_NEEDS,
    },
    async (money) => {
      const settings = await requireStocksEnabled(money.tx);
      const instrument = requireStock(context, body.symbol);
      requirePrecision(instrument, body);
      const scope: StockScope = { ...money };
      const draft: Draft = {
        instrument,
        no: stockOrderNumber(money.now.getTime()),
        feeRate: settings.feeRate,
        body,
      };
      const row =
        body.orderType === OrderType.market
          ? await marketBuy(context, scope, draft, settings.minOrderAmount)
          : await limitBuy(context, scope, draft, settings.minOrderAmount);
      return { result: toStockOrder(context, row), afterCommit: stockPushes(context, row) };
    },
  );
  return result;
};
