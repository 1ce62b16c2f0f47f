import { ShowType } from './envelope';
import type { ErrorDefinition } from './error-definition';

/** The refusals of block trades (module 015), spread into the one catalogue in errors.ts. Codes 1_015_000_NNN. */
export const blockTradeErrors = {
  BLOCK_OFFER_NOT_FOUND: {
    code: 1_015_000_001,
    status: 404,
    key: 'blockTrade.offerNotFound',
    showType: ShowType.warn,
    when: 'A buy or read of a block offer that does not exist (data.field offerId or id). Nothing moved.',
  },
  BLOCK_OFFER_PAUSED: {
    code: 1_015_000_002,
    status: 409,
    key: 'blockTrade.offerPaused',
    showType: ShowType.warn,
    when: 'A buy of an offer staff have paused (data.field offerId). Nothing moved.',
  },
  BLOCK_RATE_CHANGED: {
    code: 1_015_000_003,
    status: 409,
    key: 'blockTrade.rateChanged',
    showType: ShowType.warn,
    when: 'The rate the user saw (rate) is no longer the offer’s disclosed rate: staff changed it since; values rate (the current one). Nothing moved.',
  },
  BLOCK_QUANTITY_OUT_OF_RANGE: {
    code: 1_015_000_004,
    status: 400,
    key: 'blockTrade.quantityOutOfRange',
    showType: ShowType.warn,
    when: 'A quantity below the offer’s minimum or above its maximum per order, or with more decimals than the pair allows; data.field quantity, values min, max and decimals. Nothing moved.',
  },
  BLOCK_SOLD_OUT: {
    code: 1_015_000_005,
    status: 409,
    key: 'blockTrade.soldOut',
    showType: ShowType.warn,
    when: 'The quantity is more than the offer has left (another buyer took it first); data.field quantity, values remaining. Nothing moved.',
  },
  BLOCK_ORDER_NOT_FOUND: {
    code: 1_015_000_006,
    status: 404,
    key: 'blockTrade.orderNotFound',
    showType: ShowType.warn,
    when: 'A read of a block order that does not exist or is another user’s (data.field id).',
  },
} satisfies Record<string, ErrorDefinition>;
