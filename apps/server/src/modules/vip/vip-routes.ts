import type { FastifyInstance } from 'fastify';
import * as Http from '@exchange/contracts';
import type { AppContext } from '../../platform/context';
import { registerOperation, type RouteLimits } from '../../platform/http/operation-route';
import { createVipApplication } from './apply-vip';
import { buyVipLevel } from './buy-vip';
import { getVipDetail, listVipConfig } from './vip-reads';

/** Purchases and applications per client IP and minute: far above a person tapping. */
const WRITE_LIMITS: RouteLimits = { rateLimit: { max: 60, timeWindowMs: 60_000 } };

/** Spec "VIP: config list, purchase buy, detail, member VIP create". */
export const registerVipRoutes = (app: FastifyInstance, context: AppContext) => {
  registerOperation(app, Http.listVipConfig, () => listVipConfig(context));
  registerOperation(
    app,
    Http.buyVipLevel,
    ({ caller, idempotencyKey, body }) => buyVipLevel(context, caller, idempotencyKey, body),
    WRITE_LIMITS,
  );
  registerOperation(app, Http.getVipDetail, ({ caller }) => getVipDetail(context, caller));
  registerOperation(
    app,
    Http.createVipApplication,
    ({ caller, body }) => createVipApplication(context, caller, body),
    WRITE_LIMITS,
  );
};
