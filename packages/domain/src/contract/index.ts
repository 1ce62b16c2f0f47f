export { BracketError, buildBrackets, bracketFor, maxLeverageFor, maxNotional } from './brackets';
export type { Bracket, BracketTier } from './brackets';
export {
  LONG,
  PRICE_DECIMALS,
  SHORT,
  averageEntryOf,
  fitsStep,
  initialMarginOf,
  maintenanceMarginAt,
  marginShareOf,
  openCostOf,
  oppositeOf,
  realisedPnlOf,
  roeOf,
  tradingFeeOf,
  unrealisedPnlOf,
} from './position-math';
export type { Direction } from './position-math';
export { bankruptcyPriceOf, isBelowMaintenance, liquidationPriceOf, marginRatioOf } from './liquidation';
export type { LiquidationPriceInput } from './liquidation';
export {
  FUNDING_INTERVAL_MS,
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
