import type { FastifyInstance } from 'fastify';
import * as Http from '@exchange/contracts';
import type { AppContext } from '../../platform/context';
import { registerOperation, type RouteLimits } from '../../platform/http/operation-route';
import { buyBlockTrade } from './buy-block-trade';
import { getBlockOffer, getBlockOrder, pageBlockOffers, pageBlockOrders } from './block-trade-reads';

/** Buys per client IP and minute: far above a person tapping, low enough to blunt a script. */
const BUY_LIMITS: RouteLimits = { rateLimit: { max: 120, timeWindowMs: 60_000 } };

/** Spec §7 "Bulk": `pay/bulk-config/page|get`, `pay/bulk-order/buy`, and the caller's orders (page, detail). */
export const registerBlockTradeRoutes = (app: FastifyInstance, context: AppContext) => {
  registerOperation(
    app,
    Http.buyBlockTrade,
    ({ caller, idempotencyKey, body }) => buyBlockTrade(context, caller, idempotencyKey, body),
    BUY_LIMITS,
  );
  registerOperation(app, Http.pageBlockOffers, ({ query }) => pageBlockOffers(context, query));
  registerOperation(app, Http.getBlockOffer, ({ query }) => getBlockOffer(context, query));
  registerOperation(app, Http.pageBlockOrders, ({ caller, query }) =>
    pageBlockOrders(context, caller, query),
  );
  registerOperation(app, Http.getBlockOrder, ({ caller, query }) => getBlockOrder(context, caller, query));
};
