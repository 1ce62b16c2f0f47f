export { createSystemModule } from './system-module';
export { SEED_HASH_SETTING, seedReferenceData } from './seed-reference-data';
export { listExchangeRates } from './list-exchange-rates';
export { MENU_VISIBILITY, type MenuVisibility } from './menu-visibility';
