import type { FastifyInstance } from 'fastify';
import * as Http from '@exchange/contracts';
import type { AppContext } from '../../platform/context';
import {
  registerFileOperation,
  registerOperation,
  type RouteLimits,
} from '../../platform/http/operation-route';
import { createC2cAd, listMyC2cAds, pageC2cAds, setC2cAdState } from './ads';
import { createC2cMethod, deleteC2cMethod, listC2cMethods } from './c2c-methods';
import { applyMerchant, getMyMerchant } from './merchants';
import { openC2cOrder } from './open-order';
import {
  addC2cEvidence,
  appealC2cOrder,
  cancelC2cOrder,
  getC2cOrder,
  markC2cOrderPaid,
  pageC2cOrders,
  releaseC2cOrder,
  sendC2cOrderFile,
} from './order-actions';

const STEP_LIMITS: RouteLimits = { rateLimit: { max: 60, timeWindowMs: 60_000 } };

/** `c2c/*` on the app API (issue 20 §2). */
export const registerC2cRoutes = (app: FastifyInstance, context: AppContext) => {
  registerOperation(app, Http.getMyMerchant, ({ caller }) => getMyMerchant(context, caller));
  registerOperation(
    app,
    Http.applyMerchant,
    ({ caller, body }) => applyMerchant(context, caller, body),
    STEP_LIMITS,
  );
  registerOperation(app, Http.listC2cPaymentMethods, ({ caller }) => listC2cMethods(context, caller));
  registerOperation(
    app,
    Http.createC2cPaymentMethod,
    ({ caller, body }) => createC2cMethod(context, caller, body),
    STEP_LIMITS,
  );
  registerOperation(
    app,
    Http.deleteC2cPaymentMethod,
    ({ caller, body }) => deleteC2cMethod(context, caller, body),
    STEP_LIMITS,
  );
  registerOperation(app, Http.pageC2cAds, ({ query }) => pageC2cAds(context, query));
  registerOperation(app, Http.listMyC2cAds, ({ caller }) => listMyC2cAds(context, caller));
  registerOperation(
    app,
    Http.createC2cAd,
    ({ caller, idempotencyKey, body }) => createC2cAd(context, caller, idempotencyKey, body),
    STEP_LIMITS,
  );
  registerOperation(
    app,
    Http.setC2cAdState,
    ({ caller, idempotencyKey, params, body }) =>
      setC2cAdState(context, caller, idempotencyKey, params.id, body),
    STEP_LIMITS,
  );
  registerOperation(
    app,
    Http.openC2cOrder,
    ({ caller, idempotencyKey, body }) => openC2cOrder(context, caller, idempotencyKey, body),
    STEP_LIMITS,
  );
  registerOperation(app, Http.pageC2cOrders, ({ caller, query }) => pageC2cOrders(context, caller, query));
  registerOperation(app, Http.getC2cOrder, ({ caller, params }) => getC2cOrder(context, caller, params.id));
  registerOperation(
    app,
    Http.markC2cOrderPaid,
    ({ caller, params, request }) => markC2cOrderPaid(context, caller, params.id, request),
    STEP_LIMITS,
  );
  registerOperation(
    app,
    Http.releaseC2cOrder,
    ({ caller, params }) => releaseC2cOrder(context, caller, params.id),
    STEP_LIMITS,
  );
  registerOperation(
    app,
    Http.cancelC2cOrder,
    ({ caller, params }) => cancelC2cOrder(context, caller, params.id),
    STEP_LIMITS,
  );
  registerOperation(
    app,
    Http.appealC2cOrder,
    ({ caller, params, request }) => appealC2cOrder(context, caller, params.id, request),
    STEP_LIMITS,
  );
  registerOperation(
    app,
    Http.addC2cEvidence,
    ({ caller, params, request }) => addC2cEvidence(context, caller, params.id, request),
    STEP_LIMITS,
  );
  registerFileOperation(app, Http.getC2cOrderFile, ({ caller, query, reply }) =>
    sendC2cOrderFile(context, reply, query.id, caller.userId),
  );
};
