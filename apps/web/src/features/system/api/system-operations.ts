import type * as Http from '@exchange/contracts/http/index';
import { operationRef as ref } from '@/lib/operations';

/**
 * The reference-data operations this feature calls (area codes, nationalities, exchange rates, menus, version
 * notices; the app info and languages every screen reads are in lib/operations.ts), by their
 * `@exchange/contracts/http` export name: method and path only at run time. lib/operations.test.ts checks
 * each entry against the contract. Kept here, not in lib/operations.ts, so they download with the feature's
 * screens rather than with every screen.
 */
export const systemOperations = {
  listAreaCodes: ref<typeof Http.listAreaCodes>('GET', '/system/area-code/list'),
  listNationalities: ref<typeof Http.listNationalities>('GET', '/system/nationality/list'),
  listMenus: ref<typeof Http.listMenus>('GET', '/system/menu/list'),
  listExchangeRates: ref<typeof Http.listExchangeRates>('GET', '/system/exchange-rate/list'),
  getLatestVersionNotice: ref<typeof Http.getLatestVersionNotice>('GET', '/system/version-notice/latest'),
};
