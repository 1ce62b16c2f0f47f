import type { ServerModule } from '../../platform/modules/index';
import { STAFF_USER_VIEW_PARTS } from '../member/index';
import { SPOT_FEE_DISCOUNTS } from '../spot/index';
import { WITHDRAWAL_LIMIT_BOOSTS } from '../wallet/index';
import { registerAdminVipRoutes } from './admin/admin-vip-routes';
import { registerVipJobs } from './vip-jobs';
import { staffVipView, vipSpotFeeDiscount, vipWithdrawalLimitBoost } from './vip-parts';
import { registerVipRoutes } from './vip-routes';
import { listenForVipChanges, VIP_RUNTIME, VipRuntime, vipRuntimeOf } from './vip-runtime';
import { seedVip } from './vip-seed';

/**
 * VIP levels (README): benefits applied by the code (the spot fee discount and the withdrawal limit multiplier
 * through the spot and wallet extension points, the priority support flag), reached by volume or holdings (the
 * hourly `vip.evaluate` job and the detail on demand), bought for a term, or applied for and approved by staff.
 */
export const createVipModule = (): ServerModule => {
  let unsubscribe: (() => Promise<void>) | null = null;
  return {
    name: 'vip',
    dependsOn: ['ledger', 'market', 'member', 'wallet', 'spot'],
    seed: seedVip,
    init: async (context) => {
      context.modules.provide(VIP_RUNTIME, new VipRuntime(context));
      context.modules.contribute(SPOT_FEE_DISCOUNTS, vipSpotFeeDiscount);
      context.modules.contribute(WITHDRAWAL_LIMIT_BOOSTS, vipWithdrawalLimitBoost);
      context.modules.contribute(STAFF_USER_VIEW_PARTS, staffVipView(context));
      registerVipJobs(context);
    },
    registerAppRoutes: registerVipRoutes,
    registerAdminRoutes: registerAdminVipRoutes,
    start: async (context) => {
      unsubscribe = await listenForVipChanges(context);
      await vipRuntimeOf(context).loadAll();
    },
    // The bus may be closed already when the app shuts down; nothing is left to unsubscribe from then.
    stop: async () => void (await unsubscribe?.().catch(() => {})),
  };
};
