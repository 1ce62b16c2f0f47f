import type * as Http from '@exchange/contracts/http/index';
import { operationRef as ref } from '@/lib/operations';

/**
 * The contract (leveraged perpetual) operations this feature calls (`pay/order-contract/*`, the mark price),
 * by their `@exchange/contracts/http` export name: method and path only at run time. lib/operations.test.ts
 * checks each entry against the contract. Kept here, not in lib/operations.ts, so they download with the
 * feature's screens rather than with every screen.
 */
export const contractOperations = {
  getMarkPrice: ref<typeof Http.getMarkPrice>('GET', '/market/mark-price'),
  createContractOrder: ref<typeof Http.createContractOrder>('POST', '/pay/order-contract/create'),
  createContractOrderByMargin: ref<typeof Http.createContractOrderByMargin>(
    'POST',
    '/pay/order-contract/create-specify',
  ),
  completeContractPosition: ref<typeof Http.completeContractPosition>('POST', '/pay/order-contract/complete'),
  closeAllContractPositions: ref<typeof Http.closeAllContractPositions>(
    'POST',
    '/pay/order-contract/close-one-click',
  ),
  updateContractProfitLoss: ref<typeof Http.updateContractProfitLoss>(
    'POST',
    '/pay/order-contract/update-profit-loss',
  ),
  limitCloseContractPosition: ref<typeof Http.limitCloseContractPosition>(
    'POST',
    '/pay/order-contract/limit-complete',
  ),
  reverseContractPosition: ref<typeof Http.reverseContractPosition>('GET', '/pay/order-contract/reverse'),
  reverseAllContractPositions: ref<typeof Http.reverseAllContractPositions>(
    'GET',
    '/pay/order-contract/reverse-all',
  ),
  revokeContractOrder: ref<typeof Http.revokeContractOrder>('GET', '/pay/order-contract/revoke'),
  pageContractOrders: ref<typeof Http.pageContractOrders>('GET', '/pay/order-contract/page'),
  getContractOrder: ref<typeof Http.getContractOrder>('GET', '/pay/order-contract/detail'),
  listContractPositions: ref<typeof Http.listContractPositions>('GET', '/pay/order-contract/positions'),
  getContractAccount: ref<typeof Http.getContractAccount>('GET', '/pay/order-contract/account-info'),
  getPositionLevelMap: ref<typeof Http.getPositionLevelMap>('GET', '/pay/order-contract/position-level-map'),
};
