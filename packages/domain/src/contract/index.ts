export {
  BracketError,
  buildBrackets,
  bracketFor,
  maintenanceMarginOf,
  maxLeverageFor,
  maxNotional,
} from './brackets';
export type { Bracket, BracketTier } from './brackets';
export {
  LONG,
  MONEY_DECIMALS,
  PRICE_DECIMALS,
  SHORT,
  averageEntryOf,
  fitsStep,
  initialMarginOf,
  maintenanceMarginAt,
  marginShareOf,
  notionalOf,
  oppositeOf,
  realisedPnlOf,
  roeOf,
  sideOf,
  tradingFeeOf,
  unrealisedPnlOf,
} from './position-math';
export type { Direction } from './position-math';
export { bankruptcyPriceOf, isBelowMaintenance, liquidationPriceOf, marginRatioOf } from './liquidation';
export type { LiquidationPriceInput } from './liquidation';
export {
  FUNDING_CLAMP,
  FUNDING_INTEREST_RATE,
  FUNDING_INTERVAL_MS,
  FUNDING_RATE_CAP,
  capFundingRate,
  fundingPaymentOf,
  fundingPeriodStart,
  fundingRateOf,
  nextFundingTime,
} from './funding';
export { CROSS, ISOLATED, splitClose, splitLiquidation } from './settlement';
export type { CloseInput, CloseSplit, LiquidationInput, LiquidationSplit, MarginMode } from './settlement';
export { previewOrder, quantityForMargin } from './order-preview';
export type { OrderPreview, OrderPreviewInput } from './order-preview';
