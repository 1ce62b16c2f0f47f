import type { FastifyInstance } from 'fastify';
import * as Http from '@exchange/contracts';
import type { AppContext } from '../../platform/context';
import { registerOperation, type RouteLimits } from '../../platform/http/operation-route';
import { placeOrder } from './place-order';
import { revokeOrder } from './revoke-order';
import { getFeeRate, getOrderDetail, pageFundRecords, pageOrders } from './spot-reads';

/** Trading calls per client IP per minute: the contract's trading limit (CONTRACT_RATE_LIMIT_PER_MINUTE). */
const tradingLimits = (context: AppContext): RouteLimits => ({
  rateLimit: { max: context.config.CONTRACT_RATE_LIMIT_PER_MINUTE, timeWindowMs: 60_000 },
});

/** pay/order-coin/* (spec §7 coin orders): place, revoke, and the reads of the spot screen. */
export const registerSpotRoutes = (app: FastifyInstance, context: AppContext) => {
  const limits = tradingLimits(context);
  registerOperation(
    app,
    Http.placeSpotOrder,
    ({ caller, body, idempotencyKey }) => placeOrder(context, caller, idempotencyKey, body),
    limits,
  );
  registerOperation(
    app,
    Http.revokeSpotOrder,
    ({ caller, params, idempotencyKey }) => revokeOrder(context, caller, idempotencyKey, params),
    limits,
  );
  registerOperation(app, Http.pageSpotOrders, ({ caller, query }) => pageOrders(context, caller, query));
  registerOperation(app, Http.getSpotOrderDetail, ({ caller, query }) =>
    getOrderDetail(context, caller, query),
  );
  registerOperation(app, Http.getSpotFeeRate, async ({ caller, query }) =>
    getFeeRate(context, caller, query),
  );
  registerOperation(app, Http.pageSpotFundRecords, ({ caller, query }) =>
    pageFundRecords(context, caller, query),
  );
};
