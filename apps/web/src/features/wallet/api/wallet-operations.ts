import type * as Http from '@exchange/contracts/http/index';
import { operationRef as ref } from '@/lib/operations';

/**
 * The wallet operations this feature calls (transfers, swaps, fund records, demo funds), by their
 * `@exchange/contracts/http` export name: method and path only at run time. lib/operations.test.ts checks
 * each entry against the contract. Kept here, not in lib/operations.ts, so they download with the feature's
 * screens rather than with every screen.
 */
export const walletOperations = {
  anyTransfer: ref<typeof Http.anyTransfer>('POST', '/wallet/any-transfer'),
  cancelWithdrawal: ref<typeof Http.cancelWithdrawal>('PUT', '/withdrawal/cancel/:id'),
  createFlashExchange: ref<typeof Http.createFlashExchange>('POST', '/flash-exchange/create'),
  getFlashExchangeQuote: ref<typeof Http.getFlashExchangeQuote>('GET', '/flash-exchange/quote'),
  listFlashExchangeCoins: ref<typeof Http.listFlashExchangeCoins>('GET', '/flash-exchange/coins'),
  listFlashExchangeRecords: ref<typeof Http.listFlashExchangeRecords>('GET', '/flash-exchange/record'),
  listFundRecordDetails: ref<typeof Http.listFundRecordDetails>('GET', '/wallet/fund-record/detail-list'),
  listFundRecords: ref<typeof Http.listFundRecords>('GET', '/wallet/fund-record/page'),
  listRechargeDetails: ref<typeof Http.listRechargeDetails>('GET', '/recharge/detail-list'),
  listWithdrawalDetails: ref<typeof Http.listWithdrawalDetails>('GET', '/withdrawal/detail-list'),
  pageRecharges: ref<typeof Http.pageRecharges>('GET', '/recharge/page'),
  pageWithdrawals: ref<typeof Http.pageWithdrawals>('GET', '/withdrawal/page'),
  listPendingDeposits: ref<typeof Http.listPendingDeposits>('GET', '/recharge/pending'),
  getDemoFundsStatus: ref<typeof Http.getDemoFundsStatus>('GET', '/wallet/demo-funds/status'),
  claimDemoFunds: ref<typeof Http.claimDemoFunds>('POST', '/wallet/demo-funds'),
};
