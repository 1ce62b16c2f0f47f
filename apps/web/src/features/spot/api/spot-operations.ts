import type * as Http from '@exchange/contracts/http/index';
import { operationRef as ref } from '@/lib/operations';

/**
 * The spot order operations this feature calls (`pay/order-coin/*`), by their `@exchange/contracts/http`
 * export name: method and path only at run time. lib/operations.test.ts checks each entry against the
 * contract. Kept here, not in lib/operations.ts, so they download with the feature's screens rather than with
 * every screen.
 */
export const spotOperations = {
  placeSpotOrder: ref<typeof Http.placeSpotOrder>('POST', '/pay/order-coin/purchase-actual-commodities'),
  revokeSpotOrder: ref<typeof Http.revokeSpotOrder>('POST', '/pay/order-coin/revoke/:id'),
  pageSpotOrders: ref<typeof Http.pageSpotOrders>('GET', '/pay/order-coin/order-page'),
  getSpotOrderDetail: ref<typeof Http.getSpotOrderDetail>('GET', '/pay/order-coin/order-detail'),
  getSpotFeeRate: ref<typeof Http.getSpotFeeRate>('GET', '/pay/order-coin/fee-rate'),
  pageSpotFundRecords: ref<typeof Http.pageSpotFundRecords>('GET', '/pay/order-coin/fund-detail'),
};
