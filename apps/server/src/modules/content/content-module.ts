import type { ServerModule } from '../../platform/modules/index';
import { registerAdminContentRoutes } from './admin/admin-content-routes';
import { registerContentRoutes } from './content-routes';
import { seedContent } from './content-seed';

/**
 * Content (README): articles by kind, help categories and search, documents by code, home banners; public reads on
 * the app API, staff writes audited on the admin API; rich text sanitised on save.
 */
export const createContentModule = (): ServerModule => ({
  name: 'content',
  dependsOn: ['staff'],
  seed: async (context, run) => seedContent(context, run.isDemo),
  registerAppRoutes: registerContentRoutes,
  registerAdminRoutes: registerAdminContentRoutes,
});
