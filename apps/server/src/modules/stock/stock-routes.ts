import type { FastifyInstance } from 'fastify';
import * as Http from '@exchange/contracts';
import type { AppContext } from '../../platform/context';
import { registerOperation, type RouteLimits } from '../../platform/http/operation-route';
import { completeStockOrder } from './complete-order';
import { createStockOrder } from './create-order';
import { getUserStocks } from './stock-parts';
import {
  getStockConfig,
  getStockOrder,
  getStockSession,
  listStockHoldings,
  pageStockOrders,
} from './stock-reads';
import { getStockSettings, updateStockSettings } from './stock-settings';
import { revokeStockOrder } from './waiting-orders';

/** Orders per client IP per minute: far above a person's pace, low enough to blunt a scripted flood. */
const ORDER_LIMITS: RouteLimits = { rateLimit: { max: 300, timeWindowMs: 60_000 } };

/** pay/order-stock/* (spec §7 "Stock orders"): buy, sell, revoke and the reads of the stock screens. */
export const registerStockRoutes = (app: FastifyInstance, context: AppContext) => {
  registerOperation(
    app,
    Http.createStockOrder,
    ({ caller, body, idempotencyKey }) => createStockOrder(context, caller, idempotencyKey, body),
    ORDER_LIMITS,
  );
  registerOperation(
    app,
    Http.completeStockOrder,
    ({ caller, body, idempotencyKey }) => completeStockOrder(context, caller, idempotencyKey, body),
    ORDER_LIMITS,
  );
  registerOperation(
    app,
    Http.revokeStockOrder,
    ({ caller, body, idempotencyKey }) => revokeStockOrder(context, caller, idempotencyKey, body),
    ORDER_LIMITS,
  );
  registerOperation(app, Http.pageStockOrders, ({ caller, query }) =>
    pageStockOrders(context, caller, query),
  );
  registerOperation(app, Http.getStockOrder, ({ caller, query }) => getStockOrder(context, caller, query));
  registerOperation(app, Http.listStockHoldings, ({ caller, query }) =>
    listStockHoldings(context, caller, query),
  );
  registerOperation(app, Http.getStockSession, ({ query }) => getStockSession(context, query));
  registerOperation(app, Http.getStockConfig, () => getStockConfig(context));
};

/** The stock settings and a user's stocks on the staff API (under /api/admin-api). */
export const registerAdminStockRoutes = (admin: FastifyInstance, context: AppContext) => {
  registerOperation(admin, Http.adminGetStockSettings, () => getStockSettings(context));
  registerOperation(admin, Http.adminUpdateStockSettings, ({ request, body }) =>
    updateStockSettings(context, request, body),
  );
  registerOperation(admin, Http.adminGetUserStocks, ({ query }) => getUserStocks(context, query));
};
