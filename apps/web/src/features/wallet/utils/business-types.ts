/**
 * Ledger business types (spec §3) named in words: the `fundRecords.business.<name>` key of each numeric code.
 * Codes the spec groups (recharge variants, rebates, IEO 710-713, …) share one name; contract events 300-308 have
 * their own (309-311 share one); an unknown code
 * is `other` and shows its number.
 */
export type BusinessTypeName =
  | 'transfer'
  | 'contractOrder'
  | 'aiTrading'
  | 'flashExchange'
  | 'rechargeOnChain'
  | 'rechargeBankCard'
  | 'rechargeThirdParty'
  | 'rechargeC2c'
  | 'contractWithdrawal'
  | 'contractEvent'
  | 'contractOpenFee'
  | 'contractMarginRelease'
  | 'contractProfit'
  | 'contractLoss'
  | 'contractCloseFee'
  | 'contractLiquidation'
  | 'contractInsurance'
  | 'contractShortfall'
  | 'contractOrderRelease'
  | 'bankingFee'
  | 'rebate'
  | 'loan'
  | 'repayment'
  | 'loanCollateralPledge'
  | 'loanCollateralReturn'
  | 'loanInterest'
  | 'loanLiquidation'
  | 'loanLiquidationFee'
  | 'ieoSubscription'
  | 'fastContract'
  | 'spotTrade'
  | 'spotFee'
  | 'spotOrderHold'
  | 'spotOrderRelease'
  | 'stockBuy'
  | 'stockSale'
  | 'stockFee'
  | 'stockOrderHold'
  | 'stockOrderRelease'
  | 'blockTradeBuy'
  | 'blockTradeDelivery'
  | 'blockTradeRelease'
  | 'blockTradeFee'
  | 'vipPurchase'
  | 'fundingRate'
  | 'giveAway'
  | 'experienceFund'
  | 'other';

const NAMED: Readonly<Record<number, BusinessTypeName>> = {
  3: 'transfer',
  5: 'contractOrder',
  12: 'aiTrading',
  26: 'flashExchange',
  105: 'rechargeOnChain',
  106: 'contractWithdrawal',
  108: 'rechargeBankCard',
  144: 'rechargeThirdParty',
  145: 'rechargeC2c',
  // Contract events (contracts' BusinessType 300–308); 309–311 stay "contract settlement".
  300: 'contractOpenFee',
  301: 'contractMarginRelease',
  302: 'contractProfit',
  303: 'contractLoss',
  304: 'contractCloseFee',
  305: 'contractLiquidation',
  306: 'contractInsurance',
  307: 'contractShortfall',
  308: 'contractOrderRelease',
  312: 'bankingFee',
  500: 'rebate',
  501: 'rebate',
  502: 'loan',
  503: 'repayment',
  504: 'rebate',
  505: 'rebate',
  1000: 'fastContract',
  1001: 'fastContract',
  1100: 'fundingRate',
  // Spot orders (modules/spot) and stock orders (modules/stock): the spec lists no codes for them.
  1200: 'spotTrade',
  1201: 'spotFee',
  1202: 'spotOrderHold',
  1203: 'spotOrderRelease',
  1210: 'stockBuy',
  1211: 'stockSale',
  1212: 'stockFee',
  1213: 'stockOrderHold',
  1214: 'stockOrderRelease',
  // Block trades (modules/block-trade): ours, the spec lists none.
  1220: 'blockTradeBuy',
  1221: 'blockTradeDelivery',
  1222: 'blockTradeRelease',
  1223: 'blockTradeFee',
  // Loans (modules/loan): collateral and liquidation moves, ours; the spec lists 502/503 only.
  1230: 'loanCollateralPledge',
  1231: 'loanCollateralReturn',
  1232: 'loanInterest',
  1233: 'loanLiquidation',
  1234: 'loanLiquidationFee',
  // VIP levels bought for a term (modules/vip): ours, the spec lists none.
  1240: 'vipPurchase',
  1249: 'giveAway',
  1250: 'experienceFund',
  1251: 'experienceFund',
  2200: 'aiTrading',
  2201: 'aiTrading',
};

const RANGES: readonly { from: number; to: number; name: BusinessTypeName }[] = [
  { from: 300, to: 311, name: 'contractEvent' },
  { from: 710, to: 713, name: 'ieoSubscription' },
];

export function businessTypeName(code: number): BusinessTypeName {
  return NAMED[code] ?? RANGES.find((range) => code >= range.from && code <= range.to)?.name ?? 'other';
}
