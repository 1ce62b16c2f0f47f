import { ShowType } from './envelope';
import type { ErrorDefinition } from './error-definition';

/** The refusals of stock orders and holdings (module 011), spread into the one catalogue in errors.ts. */
export const stockErrors = {
  STOCKS_DISABLED: {
    code: 1_011_000_001,
    status: 403,
    key: 'stock.disabled',
    showType: ShowType.warn,
    when: 'Any stock call while the operator has stock trading turned off (back office, stock settings). Nothing changed.',
  },
  MARKET_CLOSED: {
    code: 1_011_000_002,
    status: 409,
    key: 'stock.marketClosed',
    showType: ShowType.warn,
    when: "A market order for a stock outside its exchange's session (night, weekend, holiday, after an early close); data.field is orderType, data.nextOpenAt the next session's start (epoch ms, null when unknown) and data.retryAfterSeconds until then; values opensAt (UTC, for the message). A limit order may be placed instead. Nothing moved.",
  },
  STOCK_PRICE_UNAVAILABLE: {
    code: 1_011_000_003,
    status: 409,
    key: 'stock.priceUnavailable',
    showType: ShowType.warn,
    when: 'A stock order or limit check needs a quote and the price source has none yet or its last one is stale; data.field is symbol. Nothing moved; try again.',
  },
  STOCK_PRECISION_EXCEEDED: {
    code: 1_011_000_004,
    status: 400,
    key: 'stock.precisionExceeded',
    showType: ShowType.error,
    when: "A quantity with more decimals than the stock's transactionAccuracy, or a price with more than its priceAccuracy; data.field is quantity or price, values decimals.",
  },
  STOCK_BELOW_MIN_AMOUNT: {
    code: 1_011_000_005,
    status: 422,
    key: 'stock.belowMinAmount',
    showType: ShowType.warn,
    when: "An order whose notional (quantity × price) is below the operator's minimum order amount, or an amount that buys nothing at the stock's quantity step; data.field is quantity or amount, values min. Selling a whole holding is allowed below the minimum.",
  },
  STOCK_INSUFFICIENT_HOLDING: {
    code: 1_011_000_006,
    status: 422,
    key: 'stock.insufficientHolding',
    showType: ShowType.warn,
    when: 'A sale of more shares than the holding has available (shares reserved by waiting limit sells are not); data.field is quantity, values available. Nothing changed.',
  },
  STOCK_ORDER_NOT_OPEN: {
    code: 1_011_000_007,
    status: 409,
    key: 'stock.orderNotOpen',
    showType: ShowType.warn,
    when: 'Revoking a stock order that already filled or was cancelled (a fill or another revoke came first); data.field is id. Nothing changed.',
  },
  STOCK_OPEN_ORDERS_LIMIT: {
    code: 1_011_000_008,
    status: 422,
    key: 'stock.openOrdersLimit',
    showType: ShowType.warn,
    when: 'A limit order beyond the number of waiting stock orders one account may have; values limit.',
  },
} satisfies Record<string, ErrorDefinition>;
