import { BigNumber } from 'bignumber.js';
import { and, count, eq } from 'drizzle-orm';
import { StockOrderStatus } from '@exchange/contracts';
import { fitsDecimals, isStockLimitReached, STOCK_AMOUNT_DECIMALS } from '@exchange/domain';
import { stockOrders, type DbOrTx } from '../../platform/db/index';
import type { AppContext } from '../../platform/context';
import { fail } from '../../platform/errors';
import type { Instrument } from '../market/index';
import { isStockInSession, stockQuoteOf, type StockQuote } from './stock-market';

/** Waiting limit orders one account may have at once (a bound on the fill job's work per user). */
export const STOCK_OPEN_ORDERS_LIMIT = 50;

/** A quantity at the stock's step, a price at its tick and an amount at the USDT step, or the field named. */
export const requirePrecision = (
  instrument: Pick<Instrument, 'priceAccuracy' | 'transactionAccuracy'>,
  body: { quantity?: string | undefined; price?: string | undefined; amount?: string | undefined },
) => {
  const checks = [
    ['quantity', body.quantity, instrument.transactionAccuracy],
    ['price', body.price, instrument.priceAccuracy],
    ['amount', body.amount, STOCK_AMOUNT_DECIMALS],
  ] as const;
  for (const [field, value, decimals] of checks)
    if (value !== undefined && !fitsDecimals(value, decimals))
      fail('STOCK_PRECISION_EXCEEDED', { field, values: { decimals } });
};

/** A notional below the operator's minimum is refused naming `field` (values min). */
export const requireMinimum = (notional: string, minimum: string, field: string) => {
  if (new BigNumber(notional).isLessThan(minimum))
    fail('STOCK_BELOW_MIN_AMOUNT', { field, values: { min: new BigNumber(minimum).toFixed() } });
};

/** At most STOCK_OPEN_ORDERS_LIMIT waiting orders per account (counted under the account lock). */
export const requireOrderRoom = async (db: DbOrTx, userId: number) => {
  const [row] = await db
    .select({ value: count() })
    .from(stockOrders)
    .where(and(eq(stockOrders.userId, userId), eq(stockOrders.status, StockOrderStatus.pending)));
  if ((row?.value ?? 0) >= STOCK_OPEN_ORDERS_LIMIT)
    fail('STOCK_OPEN_ORDERS_LIMIT', { values: { limit: STOCK_OPEN_ORDERS_LIMIT } });
};

/**
 * The quote a limit order may fill at right now: in session, live, and at or through its limit (a buy's quote at
 * or below it, a sale's at or above). Null otherwise — the order waits.
 */
export const marketableQuote = (
  context: AppContext,
  instrument: Instrument,
  side: 'buy' | 'sell',
  limit: string,
): StockQuote | null => {
  if (!isStockInSession(instrument, context.clock.nowMs())) return null;
  const quote = stockQuoteOf(context, instrument.symbol);
  return quote?.isLive && isStockLimitReached(side, quote.price, limit) ? quote : null;
};
