import type * as Http from '@exchange/contracts/http/index';
import { operationRef as ref } from '@/lib/operations';

/**
 * The fast-contract operations this feature calls (`pay/quick-contract/*`), by their `@exchange/contracts/http`
 * export name: method and path only at run time, the contract imported for its types (zod stays out of the chunk).
 * lib/operations.test.ts checks each entry against the contract itself.
 */
export const fastOperations = {
  getFastWallet: ref<typeof Http.getFastWallet>('GET', '/wallet/quick-contract'),
  buyFastContract: ref<typeof Http.buyFastContract>('POST', '/pay/quick-contract/buy'),
  pageFastContracts: ref<typeof Http.pageFastContracts>('GET', '/pay/quick-contract/page'),
  getFastContract: ref<typeof Http.getFastContract>('GET', '/pay/quick-contract/detail'),
  getFastContractConfig: ref<typeof Http.getFastContractConfig>('GET', '/pay/quick-contract/config'),
};
