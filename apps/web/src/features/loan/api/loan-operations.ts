import type * as Http from '@exchange/contracts/http/index';
import { operationRef as ref } from '@/lib/operations';

/**
 * The loan operations this feature calls (`pay/loan/*`), by their `@exchange/contracts/http` export name: method and
 * path only at run time (zod stays out of the chunk). lib/operations.test.ts checks each against the contract.
 */
export const loanOperations = {
  getLoanInfo: ref<typeof Http.getLoanInfo>('GET', '/pay/loan/info'),
  borrowLoan: ref<typeof Http.borrowLoan>('POST', '/pay/loan/loan'),
  repayLoan: ref<typeof Http.repayLoan>('POST', '/pay/loan/repay/:id'),
  addLoanCollateral: ref<typeof Http.addLoanCollateral>('POST', '/pay/loan/add-collateral/:id'),
  pageLoans: ref<typeof Http.pageLoans>('GET', '/pay/loan/page'),
  pageLoanLog: ref<typeof Http.pageLoanLog>('GET', '/pay/loan/log'),
};
