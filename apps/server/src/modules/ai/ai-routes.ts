import type { FastifyInstance } from 'fastify';
import * as Http from '@exchange/contracts';
import type { AppContext } from '../../platform/context';
import { registerOperation, type RouteLimits } from '../../platform/http/operation-route';
import { buyAi } from './buy-ai';
import { getAiChildOrder, getAiOrder, pageAiChildOrders, pageAiOrders, pageAiProducts } from './ai-reads';
import { settleAiEarly } from './settle-ai';

/** Buys and early settlements per client IP and minute: far above a person tapping. */
const MONEY_LIMITS: RouteLimits = { rateLimit: { max: 120, timeWindowMs: 60_000 } };

/** `pay/ai-trade/*` (spec §7 "AI"): buy, early settlement, config page, order page and detail, sub-page, sub-detail. */
export const registerAiRoutes = (app: FastifyInstance, context: AppContext) => {
  registerOperation(
    app,
    Http.buyAiProduct,
    ({ caller, idempotencyKey, body }) => buyAi(context, caller, idempotencyKey, body),
    MONEY_LIMITS,
  );
  registerOperation(
    app,
    Http.settleAiOrderEarly,
    ({ caller, idempotencyKey, params }) => settleAiEarly(context, caller, idempotencyKey, params.id),
    MONEY_LIMITS,
  );
  registerOperation(app, Http.pageAiProducts, ({ caller, query }) => pageAiProducts(context, caller, query));
  registerOperation(app, Http.pageAiOrders, ({ caller, query }) => pageAiOrders(context, caller, query));
  registerOperation(app, Http.getAiOrder, ({ caller, query }) => getAiOrder(context, caller, query));
  registerOperation(app, Http.pageAiChildOrders, ({ caller, query }) =>
    pageAiChildOrders(context, caller, query),
  );
  registerOperation(app, Http.getAiChildOrder, ({ caller, query }) =>
    getAiChildOrder(context, caller, query),
  );
};
