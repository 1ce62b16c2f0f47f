import type { FastifyInstance } from 'fastify';
import * as Http from '@exchange/contracts';
import type { AppContext } from '../../platform/context';
import { registerOperation, type RouteLimits } from '../../platform/http/operation-route';
import {
  createInviteCode,
  pageInviteCodes,
  pageInviteFriends,
  setDefaultInviteCode,
  updateInviteCode,
} from './codes';
import {
  getRebateConfig,
  getRebateRank,
  getRebateStatistics,
  pageRebateDetails,
  pageRebateRewards,
} from './rebate-reads';

/** Code changes per client IP and minute: far above a person tapping. */
const WRITE_LIMITS: RouteLimits = { rateLimit: { max: 30, timeWindowMs: 60_000 } };

/** Spec "Rebates and invite codes: reward, rank, statistics, code page/create/update/friends/default, rebate config". */
export const registerInviteRoutes = (app: FastifyInstance, context: AppContext) => {
  registerOperation(app, Http.getRebateConfig, () => getRebateConfig(context));
  registerOperation(app, Http.getRebateStatistics, ({ caller }) => getRebateStatistics(context, caller));
  registerOperation(app, Http.pageRebateRewards, ({ caller, query }) =>
    pageRebateRewards(context, caller, query),
  );
  registerOperation(app, Http.getRebateRank, ({ caller }) => getRebateRank(context, caller));
  registerOperation(app, Http.pageRebateDetails, ({ caller, query }) =>
    pageRebateDetails(context, caller, query),
  );
  registerOperation(app, Http.pageInviteCodes, ({ caller, query }) =>
    pageInviteCodes(context, caller, query),
  );
  registerOperation(app, Http.pageInviteFriends, ({ caller, query }) =>
    pageInviteFriends(context, caller, query),
  );
  registerOperation(
    app,
    Http.createInviteCode,
    ({ caller, body }) => createInviteCode(context, caller, body),
    WRITE_LIMITS,
  );
  registerOperation(
    app,
    Http.updateInviteCode,
    ({ caller, body }) => updateInviteCode(context, caller, body),
    WRITE_LIMITS,
  );
  registerOperation(
    app,
    Http.setDefaultInviteCode,
    ({ caller, body }) => setDefaultInviteCode(context, caller, body),
    WRITE_LIMITS,
  );
};
