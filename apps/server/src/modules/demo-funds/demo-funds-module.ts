import type { FastifyInstance } from 'fastify';
import * as Http from '@exchange/contracts';
import type { AppContext } from '../../platform/context';
import { registerOperation, type RouteLimits } from '../../platform/http/operation-route';
import type { ServerModule } from '../../platform/modules/index';
import { HouseAccount, houseAccountId } from '../ledger/index';
import { claimDemoFunds } from './claim-demo-funds';
import { getDemoFundsStatus } from './demo-funds-status';
import { DEMO_FUNDS_ASSET } from './demo-funds-rules';

/** Claims per client IP: a person taps it once a day; this only blunts a script. */
const CLAIM_LIMITS: RouteLimits = { rateLimit: { max: 30, timeWindowMs: 60_000 } };

const registerDemoFundsRoutes = (app: FastifyInstance, context: AppContext) => {
  registerOperation(app, Http.getDemoFundsStatus, ({ caller }) => getDemoFundsStatus(context, caller));
  registerOperation(
    app,
    Http.claimDemoFunds,
    ({ caller, idempotencyKey }) => claimDemoFunds(context, caller, idempotencyKey),
    CLAIM_LIMITS,
  );
};

/**
 * Demo funds (README): on the demo market only, a fixed amount of test money once per user and UTC day, through the
 * ledger from the labelled `demo_faucet` house account. Its own module: the wallet and the app know nothing of it.
 */
export const createDemoFundsModule = (): ServerModule => ({
  name: 'demo-funds',
  dependsOn: ['ledger', 'market', 'member'],
  // The faucet's account exists from the first start of a demo server, at zero, so the back office's house-account
  // view names it before anyone claims.
  seed: async (context) => {
    if (context.config.PRICE_SOURCE === 'simulated')
      await houseAccountId(context.db, HouseAccount.demoFaucet, DEMO_FUNDS_ASSET);
  },
  registerAppRoutes: registerDemoFundsRoutes,
});
