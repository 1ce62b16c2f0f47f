import type { Operation } from '@exchange/contracts/http/operation';
import type * as Http from '@exchange/contracts/http/index';
import type { OperationRef } from '@/lib/operations';

const ref = <O extends Operation>(method: O['method'], path: string): OperationRef<O> => ({ method, path });

/**
 * The fast-contract operations this feature calls (`pay/quick-contract/*`), by their `@exchange/contracts/http`
 * export name: method and path only at run time, the contract imported for its types (zod stays out of the chunk).
 * fast-operations.test.ts checks each entry against the contract itself.
 */
export const fastOperations = {
  buyFastContract: ref<typeof Http.buyFastContract>('POST', '/pay/quick-contract/buy'),
  pageFastContracts: ref<typeof Http.pageFastContracts>('GET', '/pay/quick-contract/page'),
  getFastContract: ref<typeof Http.getFastContract>('GET', '/pay/quick-contract/detail'),
  getFastContractConfig: ref<typeof Http.getFastContractConfig>('GET', '/pay/quick-contract/config'),
};
