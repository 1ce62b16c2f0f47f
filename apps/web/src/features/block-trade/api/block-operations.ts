import type * as Http from '@exchange/contracts/http/index';
import { operationRef as ref } from '@/lib/operations';

/**
 * The block-trade operations this feature calls (spec "Bulk": `pay/bulk-config/*`, `pay/bulk-order/*`), by their
 * `@exchange/contracts/http` export name: method and path only at run time (zod stays out of the chunk).
 * lib/operations.test.ts checks each entry against the contract itself.
 */
export const blockOperations = {
  pageBlockOffers: ref<typeof Http.pageBlockOffers>('GET', '/pay/bulk-config/page'),
  getBlockOffer: ref<typeof Http.getBlockOffer>('GET', '/pay/bulk-config/get'),
  buyBlockTrade: ref<typeof Http.buyBlockTrade>('POST', '/pay/bulk-order/buy'),
  pageBlockOrders: ref<typeof Http.pageBlockOrders>('GET', '/pay/bulk-order/page'),
  getBlockOrder: ref<typeof Http.getBlockOrder>('GET', '/pay/bulk-order/detail'),
};
