import {
  MARKET_SORT_FIELDS,
  SortDirection,
  type MarketPageQuery,
  type MarketListRow,
  type MarketSortField,
} from '@exchange/contracts';
import { compareDecimalKeys, decimalSortKey } from '@exchange/domain';
import type { Clock } from '../../platform/clock';
import type { Instrument } from './instrument-catalogue';
import type { MarketRuntime } from './market-state';
import { pageOf, toMarketRow } from './market-rows';

const SORTED_VALUE: Record<MarketSortField, (row: MarketListRow) => string | null> = {
  priceSort: (row) => row.price,
  upDownSort: (row) => row.change,
  upDownRangSort: (row) => row.changeRate,
};

/** Lower-cased, with the separators people type between base and quote ('BTC/USDT', 'btc-usdt') removed. */
const compact = (text: string) => text.toLowerCase().replace(/[\s/_-]/g, '');

const matchesSearch = (instrument: Instrument, search: string) => {
  const needle = search.toLowerCase();
  const compactNeedle = compact(search);
  return (
    (compactNeedle !== '' && instrument.symbol.toLowerCase().includes(compactNeedle)) ||
    instrument.baseAsset.toLowerCase().includes(needle) ||
    instrument.displayName.toLowerCase().includes(needle)
  );
};

/**
 * Sorts rows (already in default order) by one quote field, comparing exact decimals. Rows without a value go
 * last in both directions; the sort is stable, so ties and the unpriced keep the default order.
 */
export const sortRows = (
  rows: MarketListRow[],
  field: MarketSortField,
  direction: number,
): MarketListRow[] => {
  const sign = direction === SortDirection.descending ? -1 : 1;
  // Each value is taken apart once; the comparisons then touch no regular expression.
  const keyed = rows.map((row) => {
    const value = SORTED_VALUE[field](row);
    return { row, key: value === null ? null : decimalSortKey(value) };
  });
  keyed.sort((left, right) => {
    if (left.key === null || right.key === null)
      return (left.key === null ? 1 : 0) - (right.key === null ? 1 : 0);
    return sign * compareDecimalKeys(left.key, right.key);
  });
  return keyed.map((entry) => entry.row);
};

/** The market list (spec §7): listed instruments of one type, filtered, sorted by at most one field, paged. */
export const listMarketPage = (runtime: MarketRuntime, clock: Clock, query: MarketPageQuery) => {
  const plate = query.plate?.toLowerCase();
  const search = query.symbol;
  const instruments = runtime.catalogue
    .listed(query.type)
    .filter((instrument) => !plate || instrument.plate.toLowerCase() === plate)
    .filter((instrument) => !search || matchesSearch(instrument, search));
  const nowMs = clock.nowMs();
  const sortField = MARKET_SORT_FIELDS.find((field) => query[field] !== undefined);
  const direction = sortField ? query[sortField] : undefined;
  if (!sortField || direction === undefined) {
    // Default order needs no quotes to decide the page, so only the page's rows are built.
    const page = pageOf(instruments, query.pageNo, query.pageSize);
    return {
      list: page.map((instrument) => toMarketRow(instrument, runtime.quotes, nowMs)),
      total: instruments.length,
    };
  }
  const rows = instruments.map((instrument) => toMarketRow(instrument, runtime.quotes, nowMs));
  return {
    list: pageOf(sortRows(rows, sortField, direction), query.pageNo, query.pageSize),
    total: rows.length,
  };
};
