import type { ServerModule } from '../../platform/modules/index';
import { registerAdminC2cRoutes } from './admin/admin-c2c-routes';
import { registerC2cJobs } from './c2c-jobs';
import { registerC2cRoutes } from './c2c-routes';
import { seedC2c } from './c2c-seed';
import { c2cChatSubject } from './c2c-chat';
import { CHAT_SUBJECTS } from '../im/index';

/**
 * C2C trading (README): merchants, ads with ledger holds, orders with escrow, the payment-window expiry job on the
 * scheduler's leader, appeals decided by staff; each order's chat
 * group (CHAT_SUBJECTS).
 */
export const createC2cModule = (): ServerModule => ({
  name: 'c2c',
  dependsOn: ['ledger', 'market', 'member', 'system', 'demo-funds', 'im'],
  seed: async (context, run) => seedC2c(context, run.isDemo),
  init: async (context) => {
    registerC2cJobs(context);
    context.modules.contribute(CHAT_SUBJECTS, c2cChatSubject);
  },
  registerAppRoutes: registerC2cRoutes,
  registerAdminRoutes: registerAdminC2cRoutes,
});
