import { ADMIN_API_PREFIX } from '@exchange/contracts';
import type { ServerModule } from '../../platform/modules/index';
import { seedSuperAdmin } from './staff-accounts';
import { registerStaffRoutes } from './staff-routes';

/**
 * Staff sign-in, staff management, the audit log and the ledger auditor, and the guard and audit hook every admin
 * route passes. Listed before the modules with admin routes, so its guard and hook are in place first.
 */
export const createStaffModule = (): ServerModule => ({
  name: 'staff',
  dependsOn: ['ledger'],
  seed: async (context, run) => {
    run.staffSeed = await seedSuperAdmin(context);
  },
  registerAdminRoutes: (admin, context) => registerStaffRoutes(admin, context, ADMIN_API_PREFIX),
});
