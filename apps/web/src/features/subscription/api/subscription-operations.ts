import type * as Http from '@exchange/contracts/http/index';
import { operationRef as ref } from '@/lib/operations';

/**
 * The subscription operations this feature calls (spec §4 "Subscriptions": `pay/subscribe/*`), by their
 * `@exchange/contracts/http` export name: method and path only at run time (zod stays out of the chunk).
 * lib/operations.test.ts checks each entry against the contract itself.
 */
export const subscriptionOperations = {
  pageSubscriptionProjects: ref<typeof Http.pageSubscriptionProjects>('GET', '/pay/subscribe/ieo/page'),
  getSubscriptionProject: ref<typeof Http.getSubscriptionProject>('GET', '/pay/subscribe/ieo/get'),
  buySubscribeOrder: ref<typeof Http.buySubscribeOrder>('POST', '/pay/subscribe/order/buy'),
  oneClickBuySubscription: ref<typeof Http.oneClickBuySubscription>(
    'POST',
    '/pay/subscribe/ipo/one-click-buy',
  ),
  rationBuySubscription: ref<typeof Http.rationBuySubscription>('POST', '/pay/subscribe/ipo/ration-buy'),
  pageSubscribeOrders: ref<typeof Http.pageSubscribeOrders>('GET', '/pay/subscribe/order/page'),
  getSubscribeOrder: ref<typeof Http.getSubscribeOrder>('GET', '/pay/subscribe/order/detail'),
};
