import { ShowType } from './envelope';
import type { ErrorDefinition } from './error-definition';

/** The refusals of spot coin orders (module 010), spread into the one catalogue in errors.ts. */
export const spotErrors = {
  SPOT_INSUFFICIENT_DEPTH: {
    code: 1_010_000_001,
    status: 422,
    key: 'spot.insufficientDepth',
    showType: ShowType.warn,
    when: "A market order larger than the source's order book shows (all levels together); data.field is quantity or quoteAmount, values available (the most the book covers). Nothing moved.",
  },
  SPOT_ORDER_NOT_OPEN: {
    code: 1_010_000_002,
    status: 409,
    key: 'spot.orderNotOpen',
    showType: ShowType.warn,
    when: 'Revoking a spot order that already filled or was cancelled (a fill or another revoke came first); data.field is id. Nothing changed.',
  },
  SPOT_TRIGGER_PRICE_INVALID: {
    code: 1_010_000_003,
    status: 422,
    key: 'spot.triggerPriceInvalid',
    showType: ShowType.warn,
    when: 'A stop-limit whose triggerPrice equals the last price (it would trigger at once: send a limit order); data.field is triggerPrice, values price.',
  },
  SPOT_OPEN_ORDERS_LIMIT: {
    code: 1_010_000_004,
    status: 422,
    key: 'spot.openOrdersLimit',
    showType: ShowType.warn,
    when: 'A limit or stop-limit order beyond the number of open spot orders one account may have (values limit).',
  },
  SPOT_BELOW_MIN_NOTIONAL: {
    code: 1_010_000_005,
    status: 422,
    key: 'spot.belowMinNotional',
    showType: ShowType.warn,
    when: "An order worth less than the pair's minimum order value (price × quantity, or a market buy's quoteAmount); data.field is quantity or quoteAmount, values min (USDT). Nothing moved.",
  },
} satisfies Record<string, ErrorDefinition>;
