import type { ServerModule } from '../../platform/modules/index';
import { registerAdminMemberRoutes } from './admin/admin-member-routes';
import { listenForMemberChanges, MEMBER_CACHE, MemberCache } from './member-cache';
import { registerMemberRoutes } from './member-routes';

/**
 * The member's profile, contacts, pay password, real-name verification and uploads (spec §7 Member), and the staff
 * side of members. Products add to the staff user view and the deletion check through `account-extensions.ts`.
 */
export const createMemberModule = (): ServerModule => {
  let unsubscribe: (() => Promise<void>) | null = null;
  return {
    name: 'member',
    dependsOn: ['auth', 'ledger'],
    init: (context) => context.modules.provide(MEMBER_CACHE, new MemberCache(context.clock)),
    registerAppRoutes: registerMemberRoutes,
    registerAdminRoutes: registerAdminMemberRoutes,
    start: async (context) => {
      unsubscribe = await listenForMemberChanges(context);
    },
    // The bus may be closed already when the app shuts down; nothing is left to unsubscribe from then.
    stop: async () => void (await unsubscribe?.().catch(() => {})),
  };
};
