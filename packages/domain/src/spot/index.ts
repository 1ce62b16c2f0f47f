export { SPOT_AMOUNT_DECIMALS, SPOT_BUY, SPOT_SELL, quoteAmountOf, walkBook } from './book-walk';
export type { BookLevel, BookWalk, BookWalkInput, LevelFill, SpotDirection } from './book-walk';
export {
  TRIGGER_FALLS,
  TRIGGER_RISES,
  adverseSlippageOf,
  hasAtMostDecimals,
  isLimitCrossed,
  isTriggerReached,
  limitHoldOf,
  spotFeeOf,
  spotSettlementOf,
  triggerWayOf,
} from './settlement';
export type { SpotFillAmounts, SpotSettlement, TriggerWay } from './settlement';
