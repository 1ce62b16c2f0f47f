import type * as Http from '@exchange/contracts/http/index';
import { operationRef as ref } from '@/lib/operations';

/**
 * The chart operations this feature calls alone (k-lines; the depth is shared, lib/operations.ts), by their
 * `@exchange/contracts/http` export name: method and path only at run time. lib/operations.test.ts checks
 * each entry against the contract. Kept here, not in lib/operations.ts, so they download with the feature's
 * screens rather than with every screen.
 */
export const chartOperations = {
  getKlines: ref<typeof Http.getKlines>('GET', '/market/kline/list'),
};
