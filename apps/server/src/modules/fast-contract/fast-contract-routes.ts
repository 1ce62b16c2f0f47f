import type { FastifyInstance } from 'fastify';
import * as Http from '@exchange/contracts';
import type { AppContext } from '../../platform/context';
import { registerOperation, type RouteLimits } from '../../platform/http/operation-route';
import { buyFastContract } from './buy-fast-contract';
import { getFastContract, getFastContractConfig, pageFastContracts } from './fast-contract-reads';

/** Buys per client IP and minute: far above a person tapping, low enough to blunt a script. */
const BUY_LIMITS: RouteLimits = { rateLimit: { max: 300, timeWindowMs: 60_000 } };

/** `pay/quick-contract/*` (spec §7 "Quick contract"): buy, page, detail, and the buy screen's config. */
export const registerFastContractRoutes = (app: FastifyInstance, context: AppContext) => {
  registerOperation(
    app,
    Http.buyFastContract,
    ({ caller, idempotencyKey, body }) => buyFastContract(context, caller, idempotencyKey, body),
    BUY_LIMITS,
  );
  registerOperation(app, Http.pageFastContracts, ({ caller, query }) =>
    pageFastContracts(context, caller, query),
  );
  registerOperation(app, Http.getFastContract, ({ caller, query }) =>
    getFastContract(context, caller, query),
  );
  registerOperation(app, Http.getFastContractConfig, ({ caller }) => getFastContractConfig(context, caller));
};
