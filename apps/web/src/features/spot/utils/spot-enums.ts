import type {
  SpotDirection as SpotDirectionValues,
  SpotOrderStatus as SpotOrderStatusValues,
  SpotOrderType as SpotOrderTypeValues,
} from '@exchange/contracts/http/spot/spot-common';

/*
 * The spot contract's enumerations and the error codes the screens react to, copied so zod stays out of the spot
 * chunks (the contract's modules import it); the `satisfies` clauses check the enumerations at compile time and
 * spot-mirrors.test.ts checks the codes.
 */

/** Trade direction (spec §3): buy 0, sell 1. */
export const SpotDirection = { buy: 0, sell: 1 } as const satisfies typeof SpotDirectionValues;
export type SpotDirection = (typeof SpotDirection)[keyof typeof SpotDirection];

/** Market 1, limit 2 (a limit with a trigger price is a stop-limit). */
export const SpotOrderType = { market: 1, limit: 2 } as const satisfies typeof SpotOrderTypeValues;

/** Pending 0 (resting), filled 1, untriggered 2 (a stop-limit waiting), cancelled −2. */
export const SpotOrderStatus = {
  pending: 0,
  filled: 1,
  untriggered: 2,
  cancelled: -2,
} as const satisfies typeof SpotOrderStatusValues;

/** The statuses of an open order (what may be cancelled). */
export const SPOT_OPEN_STATUSES: readonly number[] = [SpotOrderStatus.pending, SpotOrderStatus.untriggered];

export const isOpenSpotOrder = (order: { status: number }) => SPOT_OPEN_STATUSES.includes(order.status);

/** The contract's error codes the spot screens react to. */
export const SPOT_ERROR_CODES = {
  priceUnavailable: 1_006_000_004,
  slippageExceeded: 1_007_000_009,
  insufficientDepth: 1_010_000_001,
  orderNotOpen: 1_010_000_002,
} as const;
