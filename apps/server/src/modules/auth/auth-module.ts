import type { ServerModule } from '../../platform/modules/index';
import { registerAuthRoutes } from './auth-routes';
import { seedDemoUser } from './demo-seed';

/** Registration, login, codes, captchas and sessions (spec §7 "Auth"); seeds the demo account when DEMO_SEED. */
export const createAuthModule = (): ServerModule => ({
  name: 'auth',
  dependsOn: [],
  seed: async (context, run) => {
    if (run.isDemo) run.demo = await seedDemoUser(context);
  },
  registerAppRoutes: registerAuthRoutes,
});
