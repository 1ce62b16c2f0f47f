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
  restingFillOf,
  spotFeeOf,
  spotSettlementOf,
  triggerWayOf,
} from './settlement';
export type { RestingFill, SpotFillAmounts, SpotSettlement, TriggerWay } from './settlement';
