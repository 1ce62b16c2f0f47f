import type * as Http from '@exchange/contracts/http/index';
import { operationRef as ref } from '@/lib/operations';

/**
 * The AI-trading operations this feature calls (spec "AI": `pay/ai-trade/*`), by their `@exchange/contracts/http`
 * export name: method and path only at run time. lib/operations.test.ts checks each entry against the contract.
 */
export const aiOperations = {
  pageAiProducts: ref<typeof Http.pageAiProducts>('GET', '/pay/ai-trade/config-page'),
  buyAiProduct: ref<typeof Http.buyAiProduct>('POST', '/pay/ai-trade/buy'),
  settleAiOrderEarly: ref<typeof Http.settleAiOrderEarly>('PUT', '/pay/ai-trade/early-settlement/:id'),
  pageAiOrders: ref<typeof Http.pageAiOrders>('GET', '/pay/ai-trade/order-page'),
  getAiOrder: ref<typeof Http.getAiOrder>('GET', '/pay/ai-trade/order-detail'),
  pageAiChildOrders: ref<typeof Http.pageAiChildOrders>('GET', '/pay/ai-trade/sub-page'),
  getAiChildOrder: ref<typeof Http.getAiChildOrder>('GET', '/pay/ai-trade/sub-detail'),
};
