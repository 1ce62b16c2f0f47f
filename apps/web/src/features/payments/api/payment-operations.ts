import type * as Http from '@exchange/contracts/http/index';
import { operationRef as ref } from '@/lib/operations';

/**
 * The deposit, withdrawal and saved-payment-method operations this feature calls (`wallet/recharge*`,
 * `wallet/withdraw*`, bank cards, crypto addresses), by their `@exchange/contracts/http` export name: method
 * and path only at run time. lib/operations.test.ts checks each entry against the contract. Kept here, not in
 * lib/operations.ts, so they download with the feature's screens rather than with every screen.
 */
export const paymentOperations = {
  bankCardCreate: ref<typeof Http.bankCardCreate>('POST', '/wallet/bank-card/create'),
  bankCardUpdate: ref<typeof Http.bankCardUpdate>('PUT', '/wallet/bank-card/update'),
  bankCardGet: ref<typeof Http.bankCardGet>('GET', '/wallet/bank-card/get'),
  bankCardList: ref<typeof Http.bankCardList>('GET', '/wallet/bank-card/list'),
  bankCardRemove: ref<typeof Http.bankCardRemove>('DELETE', '/wallet/bank-card/delete'),
  createRecharge: ref<typeof Http.createRecharge>('POST', '/recharge'),
  createWithdrawal: ref<typeof Http.createWithdrawal>('POST', '/withdrawal'),
  getDepositAddress: ref<typeof Http.getDepositAddress>('GET', '/recharge/udun-address'),
  getRechargeChannel: ref<typeof Http.getRechargeChannel>('GET', '/recharge-channel/get'),
  getRechargeDetail: ref<typeof Http.getRechargeDetail>('GET', '/recharge/detail'),
  getWithdrawalDetail: ref<typeof Http.getWithdrawalDetail>('GET', '/withdrawal/detail'),
  getWithdrawalFee: ref<typeof Http.getWithdrawalFee>('GET', '/withdrawal/fee'),
  groupRechargeChannels: ref<typeof Http.groupRechargeChannels>('GET', '/recharge-channel/group-list'),
  listBankCardRechargeChannels: ref<typeof Http.listBankCardRechargeChannels>(
    'GET',
    '/recharge-channel/bank-card-list',
  ),
  listRechargeChannels: ref<typeof Http.listRechargeChannels>('GET', '/recharge-channel/list'),
  listRechargeCoins: ref<typeof Http.listRechargeCoins>('GET', '/recharge-channel/coin'),
  listVirtualRechargeChannels: ref<typeof Http.listVirtualRechargeChannels>(
    'GET',
    '/recharge-channel/virtual-list',
  ),
  listWithdrawalChannels: ref<typeof Http.listWithdrawalChannels>('GET', '/withdrawal/channel-list'),
  submitRecharge: ref<typeof Http.submitRecharge>('POST', '/recharge/submit'),
  verifyRecharge: ref<typeof Http.verifyRecharge>('GET', '/recharge/verify'),
  virtualWalletCreate: ref<typeof Http.virtualWalletCreate>('POST', '/wallet/virtual-wallet/create'),
  virtualWalletUpdate: ref<typeof Http.virtualWalletUpdate>('PUT', '/wallet/virtual-wallet/update'),
  virtualWalletGet: ref<typeof Http.virtualWalletGet>('GET', '/wallet/virtual-wallet/get'),
  virtualWalletList: ref<typeof Http.virtualWalletList>('GET', '/wallet/virtual-wallet/list'),
  virtualWalletRemove: ref<typeof Http.virtualWalletRemove>('DELETE', '/wallet/virtual-wallet/delete'),
};
