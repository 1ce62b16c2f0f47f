import { BigNumber } from 'bignumber.js';
import { OrderType, StockOrderDirection, StockOrderStatus, type StockOrder } from '@exchange/contracts';
import { stockOrders } from '../../platform/db/index';
import type { AppContext, Caller } from '../../platform/context';
import { fail } from '../../platform/errors';
import { runMoneyRequest } from '../ledger/index';
import type { Instrument } from '../market/index';
import { marketableQuote, requireMinimum, requireOrderRoom, requirePrecision } from './order-checks';
import { settleSale, STOCK_ACCOUNT_NEEDS, stockPushes, type StockScope } from './stock-fills';
import { requireInSession, requireLiveQuote, requireStock } from './stock-market';
import { requireStocksEnabled } from './stock-settings';
import { availableOf, holdingOf, reserveShares, stockOrderNumber, toStockOrder } from './stock-store';

export interface CompleteStockOrderBody {
  symbol: string;
  orderType: 1 | 2;
  quantity?: string | undefined;
  price?: string | undefined;
}

interface SaleDraft {
  instrument: Instrument;
  no: string;
  feeRate: string;
  orderType: 1 | 2;
  price: string | null;
  quantity: string;
  /** The sale takes every share not already promised: allowed below the minimum (no dust left behind). */
  isWholeHolding: boolean;
}

const insertSale = async (
  scope: StockScope,
  draft: SaleDraft,
  columns: Partial<typeof stockOrders.$inferInsert> & { status: number },
) => {
  const [row] = await scope.tx
    .insert(stockOrders)
    .values({
      no: draft.no,
      userId: scope.userId,
      instrumentId: draft.instrument.id,
      symbol: draft.instrument.symbol,
      direction: StockOrderDirection.sell,
      orderType: draft.orderType,
      quantity: draft.quantity,
      price: draft.price,
      feeRate: draft.feeRate,
      createdAt: scope.now,
      updatedAt: scope.now,
      ...columns,
    })
    .returning();
  if (!row) throw new Error('stock: order insert returned nothing');
  return row;
};

const fillOrder = (draft: SaleDraft) => ({
  no: draft.no,
  instrumentId: draft.instrument.id,
  symbol: draft.instrument.symbol,
  feeRate: draft.feeRate,
  holdId: null,
});

const checkMinimum = (draft: SaleDraft, price: string, minimum: string) => {
  if (!draft.isWholeHolding)
    requireMinimum(new BigNumber(draft.quantity).times(price).toFixed(), minimum, 'quantity');
};

/** A market sale: in session, at the live quote. */
const marketSale = async (context: AppContext, scope: StockScope, draft: SaleDraft, minimum: string) => {
  requireInSession(context, draft.instrument);
  const quote = requireLiveQuote(context, draft.instrument.symbol);
  checkMinimum(draft, quote.price, minimum);
  const fill = await settleSale(scope, fillOrder(draft), {
    quantity: draft.quantity,
    price: quote.price,
    quote,
  });
  return insertSale(scope, draft, fill);
};

/** A limit sale: filled at once at the quote when in session and at or above the limit, else it reserves and waits. */
const limitSale = async (context: AppContext, scope: StockScope, draft: SaleDraft, minimum: string) => {
  const limit = draft.price as string;
  checkMinimum(draft, limit, minimum);
  const quote = marketableQuote(context, draft.instrument, 'sell', limit);
  if (quote) {
    const fill = await settleSale(scope, fillOrder(draft), {
      quantity: draft.quantity,
      price: quote.price,
      quote,
    });
    return insertSale(scope, draft, fill);
  }
  await requireOrderRoom(scope.tx, scope.userId);
  await reserveShares(
    scope.tx,
    { userId: scope.userId, instrumentId: draft.instrument.id },
    new BigNumber(draft.quantity),
    scope.now,
  );
  return insertSale(scope, draft, { status: StockOrderStatus.pending });
};

/**
 * `POST pay/order-stock/complete`: sells a holding, whole or part (`quantity`, default every share not reserved by a
 * waiting sell), in one money request. Refused without changing anything: more than the holding has available
 * (STOCK_INSUFFICIENT_HOLDING), a market sale out of session (MARKET_CLOSED) or without a live quote. A restricted
 * account (TRADING_RESTRICTED) may still sell at market, not place a limit sale.
 */
export const completeStockOrder = async (
  context: AppContext,
  caller: Caller,
  key: string,
  body: CompleteStockOrderBody,
): Promise<StockOrder> => {
  const { result } = await runMoneyRequest(
    context,
    {
      userId: caller.userId,
      key,
      kind: 'stock.sell',
      body: { ...body },
      // A market sale reduces what is held; a limit sale is a new resting order, which a restriction stops.
      ...(body.orderType === OrderType.limit ? { gate: 'trading' as const } : {}),
      accounts: STOCK_ACCOUNT_NEEDS,
    },
    async (money) => {
      const settings = await requireStocksEnabled(money.tx);
      const instrument = requireStock(context, body.symbol);
      requirePrecision(instrument, body);
      const available = availableOf(await holdingOf(money.tx, money.userId, instrument.id));
      const quantity = new BigNumber(body.quantity ?? available);
      if (available.isZero() || quantity.isGreaterThan(available))
        fail('STOCK_INSUFFICIENT_HOLDING', { field: 'quantity', values: { available: available.toFixed() } });
      const draft: SaleDraft = {
        instrument,
        no: stockOrderNumber(money.now.getTime()),
        feeRate: settings.feeRate,
        orderType: body.orderType,
        price: body.price ?? null,
        quantity: quantity.toFixed(),
        isWholeHolding: quantity.isEqualTo(available),
      };
      const scope: StockScope = { ...money };
      const row =
        body.orderType === OrderType.market
          ? await marketSale(context, scope, draft, settings.minOrderAmount)
          : await limitSale(context, scope, draft, settings.minOrderAmount);
      return { result: toStockOrder(context, row), afterCommit: stockPushes(context, row) };
    },
  );
  return result;
};
