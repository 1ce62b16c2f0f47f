export { createSpotModule, spotMatcherOf, type SpotModuleOptions } from './spot-module';
export { SPOT_CHANGED_CHANNEL } from './spot-events';
export { feeRatesFor, SPOT_FEE_DISCOUNTS, type SpotFeeDiscount } from './account-fee-rates';
export { spotMarketOf, type SpotMarket } from './spot-market';
/** The matcher's screen, for the bench (`npm run bench -- spot-sweep`). */
export { RestingBook, RestingList } from './matcher/resting-book';
export { fillMarketForWallet, type WalletMarketFill, type WalletMarketFillResult } from './wallet-fill';
