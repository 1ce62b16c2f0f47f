// The public surface of @exchange/domain: pure functions, decimal strings in, strings out.
export {
  MAX_PRECISION,
  canonicalDecimal,
  canonicalDecimalOrNull,
  isDecimalString,
  stripThousandsSeparators,
} from './decimal';
export type { DecimalInput } from './decimal';
export { compareDecimalKeys, compareDecimalStrings, decimalSortKey } from './compare-decimals';
export type { DecimalSortKey } from './compare-decimals';
export { DEFAULT_AMOUNT_PRECISION, capInputDecimals, formatAmount } from './format/amount';
export type { AmountFormatOptions } from './format/amount';
export { MASKED_AMOUNT, maskAmount } from './format/mask-amount';
export { SIGN_AFTER_AMOUNT, formatInCurrency } from './format/currency';
export type { CurrencyFormatOptions, ExchangeRateEntry } from './format/currency';
export { formatPrice, priceDecimals } from './format/price';
export { formatShort } from './format/short-number';
export type { ShortNumberOptions, ShortNumberStyle } from './format/short-number';
export { toMillis } from './format/timestamp';
export type { TimestampInput } from './format/timestamp';
export {
  DATE_FORMATS,
  DEFAULT_TIME_ZONE,
  FIXED_DISPLAY_OFFSET,
  formatTimestamp,
  parseFixedOffset,
} from './format/date-time';
export type { DateFormatName } from './format/date-time';
export { timeAgo } from './format/time-ago';
export type { TimeAgo, TimeAgoOptions } from './format/time-ago';
export { marginPnlRatio, percentChange, priceChange } from './format/contract-ratio';
export { isRtlLanguage, languageDirection } from './format/language';
export type { TextDirection } from './format/language';
export {
  DEFAULT_KLINE_INTERVAL,
  KLINE_INTERVALS,
  bucketStart,
  isKlineInterval,
  nextBucketStart,
} from './market/kline-intervals';
export type { KlineInterval } from './market/kline-intervals';
export { aggregateCandles, mergeIntoOpenCandle } from './market/kline-aggregation';
export type { Candle } from './market/kline-aggregation';
export * from './contract/index';
export * from './fast-contract/index';
export * from './spot/index';
export * from './stock/index';
export * from './ai/index';
export * from './loan/index';
