import { z } from 'zod';
import { decimalStringSchema } from '../../common';
import { FavouriteCategory, InstrumentType } from '../../enums';
import { tradingHoursSchema } from '../../reference/instruments';

/** Shared pieces of the market operations: instrument types, favourites categories, and the market-list row. */
const INSTRUMENT_TYPES = [
  InstrumentType.coin,
  InstrumentType.contract,
  InstrumentType.stock,
  InstrumentType.fastContract,
] as const;
const FAVOURITE_CATEGORIES = [
  FavouriteCategory.coin,
  FavouriteCategory.contract,
  FavouriteCategory.stock,
  FavouriteCategory.fastContract,
] as const;

/** An instrument type in a query string (`type=2`): coin 1, contract 2, stock 3, fast contract 5. */
export const instrumentTypeQuerySchema = z.coerce
  .number()
  .pipe(
    z.literal(INSTRUMENT_TYPES, { error: 'must be 1 (coin), 2 (contract), 3 (stock) or 5 (fast contract)' }),
  )
  .meta({ description: 'Instrument type: 1 coin, 2 contract, 3 stock, 5 fast contract.' });

export const favouriteCategorySchema = z.literal(FAVOURITE_CATEGORIES, {
  error: 'must be 1 (coin), 2 (contract), 3 (stock) or 5 (fast contract)',
});
export type FavouriteCategoryValue = z.infer<typeof favouriteCategorySchema>;
export const favouriteCategoryQuerySchema = z.coerce
  .number()
  .pipe(favouriteCategorySchema)
  .meta({ description: 'Favourites category: 1 coin, 2 contract, 3 stock, 5 fast contract.' });

/** 1 ascending, 2 descending (spec sort state: priceSort, upDownSort, upDownRangSort). */
export const SortDirection = { ascending: 1, descending: 2 } as const;
export const sortDirectionQuerySchema = z.coerce
  .number()
  .pipe(z.literal([SortDirection.ascending, SortDirection.descending], { error: 'must be 1 or 2' }))
  .meta({ description: '1 ascending, 2 descending.' });

/**
 * Whether `price` and the 24 h fields hold a value. `noPrice` (0): the price source has not delivered a price for
 * this instrument yet, and every quote field is null. `live` (1): the latest price from the source. `stale` (2):
 * the source went quiet; the fields show its last values, which must not be traded on.
 */
export const QuoteStatus = { noPrice: 0, live: 1, stale: 2 } as const;
export type QuoteStatus = (typeof QuoteStatus)[keyof typeof QuoteStatus];

/** A decimal string, or null while the price source has not delivered a price (never 0 as a stand-in). */
const quoteField = decimalStringSchema.nullable();

export const marketListRowSchema = z.object({
  id: z.number().int(),
  symbol: z.string(),
  displayName: z.string(),
  /** Image URL; '' when none was uploaded (the client draws a letter badge). */
  logo: z.string(),
  plate: z.string(),
  type: z.number().int(),
  baseAsset: z.string(),
  quoteAsset: z.string(),
  priceAccuracy: z.number().int(),
  transactionAccuracy: z.number().int(),
  /** Stocks only; null for instruments that trade around the clock. */
  tradingHours: tradingHoursSchema.nullable(),
  /** Stocks: inside the trading session now (exchange time zone); always true for the other types. */
  isOpen: z.boolean(),
  /** Last price. null means "no price from the source yet", not zero. */
  price: quoteField,
  /** Price change over 24 h, in the quote asset. */
  change: quoteField,
  /** Price change over 24 h in percent ('2.35' = +2.35 %). */
  changeRate: quoteField,
  high24h: quoteField,
  low24h: quoteField,
  /** Base-asset volume over 24 h. */
  volume24h: quoteField,
  /** QuoteStatus: 0 no price yet, 1 live, 2 stale. */
  status: z.literal([QuoteStatus.noPrice, QuoteStatus.live, QuoteStatus.stale]),
});
export type MarketListRow = z.infer<typeof marketListRowSchema>;
