import type { ServerModule } from '../../platform/modules/index';
import { registerAdminForumRoutes } from './admin/admin-forum-routes';
import { registerForumRoutes } from './forum-routes';
import { seedForum } from './forum-seed';

/**
 * The forum (README): members' posts, pending until staff approve them, and replies; public reads by masked author;
 * reports, hourly limits, and staff moderation audited on the admin API.
 */
export const createForumModule = (): ServerModule => ({
  name: 'forum',
  dependsOn: ['staff', 'auth'],
  seed: async (context, run) => seedForum(context, run),
  registerAppRoutes: registerForumRoutes,
  registerAdminRoutes: registerAdminForumRoutes,
});
