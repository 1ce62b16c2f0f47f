export { isInSession, localToInstant, nextOpen, sessionAt, tradingDayAt, zoneOffsetMs } from './session';
export type { SessionCalendar, SessionHours, SessionState, TradingDay } from './session';
export {
  STOCK_AMOUNT_DECIMALS,
  averageCostOf,
  fitsDecimals,
  holdingAfterBuy,
  holdingAfterSale,
  isStockLimitReached,
  stockRealisedPnlOf,
  stockBuyAmounts,
  stockFeeOf,
  stockQuantityForAmount,
  stockSaleAmounts,
  valueHolding,
} from './holding';
export type { StockPosition, StockTradeAmounts, StockValuation } from './holding';
