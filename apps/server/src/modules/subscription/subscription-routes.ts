import type { FastifyInstance } from 'fastify';
import * as Http from '@exchange/contracts';
import type { AppContext } from '../../platform/context';
import { registerOperation, type RouteLimits } from '../../platform/http/operation-route';
import { buySubscription } from './buy-subscription';
import { getOrder, getProject, pageOrders, pageProjects } from './subscription-reads';

/** Buys per client IP and minute: far above a person tapping, low enough to blunt a script. */
const BUY_LIMITS: RouteLimits = { rateLimit: { max: 300, timeWindowMs: 60_000 } };

/** `pay/subscribe/*` (spec §4 "Subscriptions"): IEO projects, one-click buy, ration buy, subscribe order buy and page. */
export const registerSubscriptionRoutes = (app: FastifyInstance, context: AppContext) => {
  registerOperation(
    app,
    Http.buySubscribeOrder,
    ({ caller, idempotencyKey, body }) => buySubscription(context, caller, idempotencyKey, 'commit', body),
    BUY_LIMITS,
  );
  registerOperation(
    app,
    Http.oneClickBuySubscription,
    ({ caller, idempotencyKey, body }) => buySubscription(context, caller, idempotencyKey, 'oneClick', body),
    BUY_LIMITS,
  );
  registerOperation(
    app,
    Http.rationBuySubscription,
    ({ caller, idempotencyKey, body }) => buySubscription(context, caller, idempotencyKey, 'ration', body),
    BUY_LIMITS,
  );
  registerOperation(app, Http.pageSubscriptionProjects, ({ query }) => pageProjects(context, query));
  registerOperation(app, Http.getSubscriptionProject, ({ query }) => getProject(context, query));
  registerOperation(app, Http.pageSubscribeOrders, ({ caller, query }) => pageOrders(context, caller, query));
  registerOperation(app, Http.getSubscribeOrder, ({ caller, query }) => getOrder(context, caller, query));
};
