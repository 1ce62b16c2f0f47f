import type * as Http from '@exchange/contracts/http/index';
import { operationRef as ref } from '@/lib/operations';

/**
 * The stock operations this feature calls (`pay/order-stock/*`), by their `@exchange/contracts/http` export name:
 * method and path only at run time, the contract imported for its types (zod stays out of the chunk).
 * lib/operations.test.ts checks each entry against the contract itself.
 */
export const stockOperations = {
  createStockOrder: ref<typeof Http.createStockOrder>('POST', '/pay/order-stock/create'),
  completeStockOrder: ref<typeof Http.completeStockOrder>('POST', '/pay/order-stock/complete'),
  revokeStockOrder: ref<typeof Http.revokeStockOrder>('POST', '/pay/order-stock/revoke'),
  pageStockOrders: ref<typeof Http.pageStockOrders>('GET', '/pay/order-stock/page'),
  getStockOrder: ref<typeof Http.getStockOrder>('GET', '/pay/order-stock/detail'),
  listStockHoldings: ref<typeof Http.listStockHoldings>('GET', '/pay/order-stock/holdings'),
  getStockSession: ref<typeof Http.getStockSession>('GET', '/pay/order-stock/session'),
  getStockConfig: ref<typeof Http.getStockConfig>('GET', '/pay/order-stock/config'),
};
