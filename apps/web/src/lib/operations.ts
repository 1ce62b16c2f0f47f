import type { Operation } from '@exchange/contracts/http/operation';
import type * as Http from '@exchange/contracts/http/index';

/**
 * The HTTP operations the web app calls, by their `@exchange/contracts/http` export name. Only method and path
 * are needed at run time; the contract is imported for its TYPES, so zod and the schemas stay out of the first
 * download (the /login budget). operations.test.ts checks every entry against the contract itself.
 */
export interface OperationRef<O extends Operation> {
  method: O['method'];
  path: string;
  /** Carries the operation's type; never set. */
  readonly operation?: O;
}

function ref<O extends Operation>(method: O['method'], path: string): OperationRef<O> {
  return { method, path };
}

export const operations = {
  login: ref<typeof Http.login>('POST', '/system/auth/login'),
  validRepeatLogin: ref<typeof Http.validRepeatLogin>('POST', '/system/auth/valid-repeat-login'),
  emailRegister: ref<typeof Http.emailRegister>('POST', '/system/auth/email-register'),
  smsRegister: ref<typeof Http.smsRegister>('POST', '/system/auth/sms-register'),
  sendCaptcha: ref<typeof Http.sendCaptcha>('GET', '/system/auth/send-captcha'),
  imageCaptcha: ref<typeof Http.imageCaptcha>('GET', '/system/auth/img-captcha'),
  resetPassword: ref<typeof Http.resetPassword>('POST', '/system/auth/reset-pwd'),
  updatePassword: ref<typeof Http.updatePassword>('POST', '/system/auth/update-pwd'),
  keepOnline: ref<typeof Http.keepOnline>('POST', '/system/auth/keep-online'),
  logout: ref<typeof Http.logout>('POST', '/system/auth/logout'),
  refreshToken: ref<typeof Http.refreshToken>('POST', '/system/auth/refresh-token'),
  getCurrentMember: ref<typeof Http.getCurrentMember>('GET', '/member/get-current-member'),
  updateEmail: ref<typeof Http.updateEmail>('PUT', '/member/update-email'),
  updatePhone: ref<typeof Http.updatePhone>('PUT', '/member/update-phone'),
  updateAvatarName: ref<typeof Http.updateAvatarName>('PUT', '/member/update-avatar-name'),
  updatePayPassword: ref<typeof Http.updatePayPassword>('PUT', '/member/update-pay-pwd'),
  submitRealName: ref<typeof Http.submitRealName>('POST', '/member/real-name/submit'),
  getRealName: ref<typeof Http.getRealName>('GET', '/member/real-name/get'),
  uploadFile: ref<typeof Http.uploadFile>('POST', '/infra/file/upload'),
  listAreaCodes: ref<typeof Http.listAreaCodes>('GET', '/system/area-code/list'),
  listNationalities: ref<typeof Http.listNationalities>('GET', '/system/nationality/list'),
  getAppInfo: ref<typeof Http.getAppInfo>('GET', '/system/app-info/get'),
  listLanguages: ref<typeof Http.listLanguages>('GET', '/system/language/list'),
  getTranslation: ref<typeof Http.getTranslation>('GET', '/system/translation/get'),
  listMenus: ref<typeof Http.listMenus>('GET', '/system/menu/list'),
  listExchangeRates: ref<typeof Http.listExchangeRates>('GET', '/system/exchange-rate/list'),
  getLatestVersionNotice: ref<typeof Http.getLatestVersionNotice>('GET', '/system/version-notice/latest'),
  listMarketPage: ref<typeof Http.listMarketPage>('GET', '/market/list/page'),
  listPlates: ref<typeof Http.listPlates>('GET', '/market/plate/list'),
  getFeedStatus: ref<typeof Http.getFeedStatus>('GET', '/market/feed/status'),
  getMarkPrice: ref<typeof Http.getMarkPrice>('GET', '/market/mark-price'),
  listFavouritePage: ref<typeof Http.listFavouritePage>('GET', '/market/favourite/page'),
  addFavourite: ref<typeof Http.addFavourite>('POST', '/market/favourite/add'),
  deleteFavourite: ref<typeof Http.deleteFavourite>('POST', '/market/favourite/delete'),
  getKlines: ref<typeof Http.getKlines>('GET', '/market/kline/list'),
  getDepth: ref<typeof Http.getDepth>('GET', '/market/depth'),
  getSparklines: ref<typeof Http.getSparklines>('GET', '/market/sparklines'),
  // Wallet, deposits, withdrawals, swap and fund records (the wallet issue)
  anyTransfer: ref<typeof Http.anyTransfer>('POST', '/wallet/any-transfer'),
  bankCardCreate: ref<typeof Http.bankCardCreate>('POST', '/wallet/bank-card/create'),
  bankCardUpdate: ref<typeof Http.bankCardUpdate>('PUT', '/wallet/bank-card/update'),
  bankCardGet: ref<typeof Http.bankCardGet>('GET', '/wallet/bank-card/get'),
  bankCardList: ref<typeof Http.bankCardList>('GET', '/wallet/bank-card/list'),
  bankCardRemove: ref<typeof Http.bankCardRemove>('DELETE', '/wallet/bank-card/delete'),
  cancelWithdrawal: ref<typeof Http.cancelWithdrawal>('PUT', '/withdrawal/cancel/:id'),
  createFlashExchange: ref<typeof Http.createFlashExchange>('POST', '/flash-exchange/create'),
  createRecharge: ref<typeof Http.createRecharge>('POST', '/recharge'),
  createWithdrawal: ref<typeof Http.createWithdrawal>('POST', '/withdrawal'),
  getContractFunds: ref<typeof Http.getContractFunds>('GET', '/wallet/contract'),
  getDepositAddress: ref<typeof Http.getDepositAddress>('GET', '/recharge/udun-address'),
  getFastWallet: ref<typeof Http.getFastWallet>('GET', '/wallet/quick-contract'),
  getFlashExchangeDetail: ref<typeof Http.getFlashExchangeDetail>('GET', '/flash-exchange/detail'),
  getFlashExchangeQuote: ref<typeof Http.getFlashExchangeQuote>('GET', '/flash-exchange/quote'),
  getFundsOverview: ref<typeof Http.getFundsOverview>('GET', '/wallet/fund'),
  getRechargeByNo: ref<typeof Http.getRechargeByNo>('GET', '/recharge/get'),
  getRechargeChannel: ref<typeof Http.getRechargeChannel>('GET', '/recharge-channel/get'),
  getRechargeDetail: ref<typeof Http.getRechargeDetail>('GET', '/recharge/detail'),
  getWalletByCoin: ref<typeof Http.getWalletByCoin>('GET', '/wallet/get-by-coin'),
  getWalletStatistic: ref<typeof Http.getWalletStatistic>('GET', '/wallet/statistic'),
  getWithdrawalDetail: ref<typeof Http.getWithdrawalDetail>('GET', '/withdrawal/detail'),
  getWithdrawalFee: ref<typeof Http.getWithdrawalFee>('GET', '/withdrawal/fee'),
  groupRechargeChannels: ref<typeof Http.groupRechargeChannels>('GET', '/recharge-channel/group-list'),
  listBankCardRechargeChannels: ref<typeof Http.listBankCardRechargeChannels>(
    'GET',
    '/recharge-channel/bank-card-list',
  ),
  listCoinFunds: ref<typeof Http.listCoinFunds>('GET', '/wallet/list-fund'),
  listFiatTotals: ref<typeof Http.listFiatTotals>('GET', '/wallet/fiat'),
  listFlashExchangeCoins: ref<typeof Http.listFlashExchangeCoins>('GET', '/flash-exchange/coins'),
  listFlashExchangeRecords: ref<typeof Http.listFlashExchangeRecords>('GET', '/flash-exchange/record'),
  listFundRecordDetails: ref<typeof Http.listFundRecordDetails>('GET', '/wallet/fund-record/detail-list'),
  listFundRecords: ref<typeof Http.listFundRecords>('GET', '/wallet/fund-record/page'),
  listRechargeChannels: ref<typeof Http.listRechargeChannels>('GET', '/recharge-channel/list'),
  listRechargeCoins: ref<typeof Http.listRechargeCoins>('GET', '/recharge-channel/coin'),
  listRechargeDetails: ref<typeof Http.listRechargeDetails>('GET', '/recharge/detail-list'),
  listVirtualRechargeChannels: ref<typeof Http.listVirtualRechargeChannels>(
    'GET',
    '/recharge-channel/virtual-list',
  ),
  listWalletTypes: ref<typeof Http.listWalletTypes>('GET', '/wallet/list-type'),
  listWithdrawalChannels: ref<typeof Http.listWithdrawalChannels>('GET', '/withdrawal/channel-list'),
  listWithdrawalDetails: ref<typeof Http.listWithdrawalDetails>('GET', '/withdrawal/detail-list'),
  pageFlashExchanges: ref<typeof Http.pageFlashExchanges>('GET', '/flash-exchange/page'),
  pageRechargeChannels: ref<typeof Http.pageRechargeChannels>('GET', '/recharge-channel/page'),
  pageRecharges: ref<typeof Http.pageRecharges>('GET', '/recharge/page'),
  pageWithdrawals: ref<typeof Http.pageWithdrawals>('GET', '/withdrawal/page'),
  listPendingDeposits: ref<typeof Http.listPendingDeposits>('GET', '/recharge/pending'),
  getDemoFundsStatus: ref<typeof Http.getDemoFundsStatus>('GET', '/wallet/demo-funds/status'),
  claimDemoFunds: ref<typeof Http.claimDemoFunds>('POST', '/wallet/demo-funds'),
  submitRecharge: ref<typeof Http.submitRecharge>('POST', '/recharge/submit'),
  verifyRecharge: ref<typeof Http.verifyRecharge>('GET', '/recharge/verify'),
  virtualWalletCreate: ref<typeof Http.virtualWalletCreate>('POST', '/wallet/virtual-wallet/create'),
  virtualWalletUpdate: ref<typeof Http.virtualWalletUpdate>('PUT', '/wallet/virtual-wallet/update'),
  virtualWalletGet: ref<typeof Http.virtualWalletGet>('GET', '/wallet/virtual-wallet/get'),
  virtualWalletList: ref<typeof Http.virtualWalletList>('GET', '/wallet/virtual-wallet/list'),
  virtualWalletRemove: ref<typeof Http.virtualWalletRemove>('DELETE', '/wallet/virtual-wallet/delete'),
  // Contract (leveraged perpetual) trading (features/contract)
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
  // Spot coin orders (features/spot)
  placeSpotOrder: ref<typeof Http.placeSpotOrder>('POST', '/pay/order-coin/purchase-actual-commodities'),
  revokeSpotOrder: ref<typeof Http.revokeSpotOrder>('POST', '/pay/order-coin/revoke/:id'),
  pageSpotOrders: ref<typeof Http.pageSpotOrders>('GET', '/pay/order-coin/order-page'),
  getSpotOrderDetail: ref<typeof Http.getSpotOrderDetail>('GET', '/pay/order-coin/order-detail'),
  getSpotFeeRate: ref<typeof Http.getSpotFeeRate>('GET', '/pay/order-coin/fee-rate'),
  pageSpotFundRecords: ref<typeof Http.pageSpotFundRecords>('GET', '/pay/order-coin/fund-detail'),
  // A chat about an item (components/ui/open-chat-button.tsx): a C2C order, a deposit
  openChatGroup: ref<typeof Http.openChatGroup>('POST', '/im/group/open'),
};
