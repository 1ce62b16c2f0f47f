import type { FastifyInstance } from 'fastify';
import * as Http from '@exchange/contracts';
import type { AppContext } from '../../platform/context';
import { registerOperation, type RouteLimits } from '../../platform/http/operation-route';
import { closeAllPositions, completePosition, limitClosePosition } from './close-orders';
import { getAccountInfo, getOrder, listPositions, pageOrders, positionLevelMap } from './contract-reads';
import { revokeOrder } from './pending-orders';
import { placeOrder } from './place-order';
import { reverseAllPositions, reversePosition } from './reverse';
import { updateStops } from './stops';

/** Trading calls per client IP per minute: far above a person's pace, low enough to blunt scripted floods. */
const tradingLimits = (context: AppContext): RouteLimits => ({
  rateLimit: { max: context.config.CONTRACT_RATE_LIMIT_PER_MINUTE, timeWindowMs: 60_000 },
});

/** pay/order-contract/* (spec §7): orders, closes, TP/SL, reverse, revoke and the reads of the trading screen. */
export const registerContractRoutes = (app: FastifyInstance, context: AppContext) => {
  const limits = tradingLimits(context);
  registerOperation(
    app,
    Http.createContractOrder,
    ({ caller, body, idempotencyKey }) => {
      const { quantity, ...order } = body;
      return placeOrder(context, caller, idempotencyKey, order, { quantity });
    },
    limits,
  );
  registerOperation(
    app,
    Http.createContractOrderByMargin,
    ({ caller, body, idempotencyKey }) => {
      const { earnestMoney, ...order } = body;
      return placeOrder(context, caller, idempotencyKey, order, { earnestMoney });
    },
    limits,
  );
  registerOperation(
    app,
    Http.completeContractPosition,
    ({ caller, body, idempotencyKey }) => completePosition(context, caller, idempotencyKey, body),
    limits,
  );
  registerOperation(
    app,
    Http.closeAllContractPositions,
    ({ caller, body, idempotencyKey }) => closeAllPositions(context, caller, idempotencyKey, body),
    limits,
  );
  registerOperation(
    app,
    Http.updateContractProfitLoss,
    ({ caller, body }) => updateStops(context, caller, body),
    limits,
  );
  registerOperation(
    app,
    Http.limitCloseContractPosition,
    ({ caller, body, idempotencyKey }) => limitClosePosition(context, caller, idempotencyKey, body),
    limits,
  );
  registerOperation(
    app,
    Http.reverseContractPosition,
    ({ caller, query, idempotencyKey }) => reversePosition(context, caller, idempotencyKey, query),
    limits,
  );
  registerOperation(
    app,
    Http.reverseAllContractPositions,
    ({ caller, idempotencyKey }) => reverseAllPositions(context, caller, idempotencyKey),
    limits,
  );
  registerOperation(
    app,
    Http.revokeContractOrder,
    ({ caller, query, idempotencyKey }) => revokeOrder(context, caller, idempotencyKey, query),
    limits,
  );
  registerOperation(app, Http.pageContractOrders, ({ caller, query }) => pageOrders(context, caller, query));
  registerOperation(app, Http.getContractOrder, ({ caller, query }) => getOrder(context, caller, query));
  registerOperation(app, Http.listContractPositions, ({ caller, query }) =>
    listPositions(context, caller, query),
  );
  registerOperation(app, Http.getContractAccount, ({ caller }) => getAccountInfo(context, caller));
  registerOperation(app, Http.getPositionLevelMap, async ({ query }) => positionLevelMap(context, query));
};
