export { registerSystemModule } from './system-routes';
export { seedReferenceData, SEED_HASH_SETTING } from './seed-reference-data';
export { listExchangeRates } from './list-exchange-rates';
export { registerAdminSystemRoutes } from './admin/admin-system-routes';
export { registerWebManifest } from './web-manifest-route';
