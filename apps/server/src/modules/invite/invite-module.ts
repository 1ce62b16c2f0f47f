import type { AppContext } from '../../platform/context';
import { rebateConfig } from '../../platform/db/index';
import type { ServerModule } from '../../platform/modules/index';
import { INVITE_CODE_SOURCES } from '../auth/index';
import { HouseAccount, houseAccountId } from '../ledger/index';
import { registerAdminInviteRoutes } from './admin/admin-invite-routes';
import { inviteCodeSource } from './codes';
import { SEED_REBATE_CONFIG } from './invite-rules';
import { registerInviteRoutes } from './invite-routes';
import { registerRebateJob } from './rebate-job';

/** The rebate rules row exists from the first start (insert-if-absent: staff changes survive restarts). */
const seedInvite = async (context: AppContext) => {
  const now = new Date(context.clock.nowMs());
  await context.db
    .insert(rebateConfig)
    .values({ id: 1, ...SEED_REBATE_CONFIG, updatedBy: 'seed', createdAt: now, updatedAt: now })
    .onConflictDoNothing();
  await houseAccountId(context.db, HouseAccount.fees, 'USDT');
};

/**
 * Invite codes and rebates (README): codes with their own kickback share, registration links through auth's
 * INVITE_CODE_SOURCES, and the daily `invite.rebate` job that pays a share of the fees invited users paid, from the
 * house fee account, with every payout traceable to its fees.
 */
export const createInviteModule = (): ServerModule => ({
  name: 'invite',
  dependsOn: ['ledger', 'auth', 'market'],
  seed: seedInvite,
  init: async (context) => {
    context.modules.contribute(INVITE_CODE_SOURCES, inviteCodeSource);
    registerRebateJob(context);
  },
  registerAppRoutes: registerInviteRoutes,
  registerAdminRoutes: registerAdminInviteRoutes,
});
