import type * as Http from '@exchange/contracts/http/index';
import { operationRef as ref } from '@/lib/operations';

/**
 * The VIP operations this feature calls (spec "VIP: config list, purchase buy, detail, member VIP create"), by their
 * `@exchange/contracts/http` export name: method and path only at run time. lib/operations.test.ts checks them.
 */
export const vipOperations = {
  listVipConfig: ref<typeof Http.listVipConfig>('GET', '/vip/config/list'),
  buyVipLevel: ref<typeof Http.buyVipLevel>('POST', '/vip/purchase/buy'),
  getVipDetail: ref<typeof Http.getVipDetail>('GET', '/vip/detail'),
  createVipApplication: ref<typeof Http.createVipApplication>('POST', '/member/vip/create'),
};
