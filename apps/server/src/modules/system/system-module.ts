import type { ServerModule } from '../../platform/modules/index';
import { registerAdminSystemRoutes } from './admin/admin-system-routes';
import { TRANSLATION_CACHE, TranslationCache, translationCacheOf } from './get-translation';
import { seedReferenceData } from './seed-reference-data';
import { registerSystemRoutes } from './system-routes';
import { SYSTEM_SETTINGS_CHANGED_CHANNEL } from './system-settings';
import { registerWebManifest } from './web-manifest-route';

/**
 * Reference data, app info, languages and translations, settings (spec §7 "Content and others"). Staff edits to
 * translations clear every instance's translation cache through the bus.
 */
export const createSystemModule = (): ServerModule => {
  let unsubscribe: (() => Promise<void>) | null = null;
  return {
    name: 'system',
    dependsOn: [],
    seed: async (context) => void (await seedReferenceData(context)),
    init: (context) => context.modules.provide(TRANSLATION_CACHE, new TranslationCache(context)),
    registerRootRoutes: registerWebManifest,
    registerAppRoutes: registerSystemRoutes,
    registerAdminRoutes: registerAdminSystemRoutes,
    start: async (context) => {
      const cache = translationCacheOf(context);
      unsubscribe = await context.bus.subscribe(SYSTEM_SETTINGS_CHANGED_CHANNEL, () => cache.clear());
    },
    // The bus may be closed already when the app shuts down; nothing is left to unsubscribe from then.
    stop: async () => void (await unsubscribe?.().catch(() => {})),
  };
};
