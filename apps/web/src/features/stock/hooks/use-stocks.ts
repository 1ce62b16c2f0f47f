import { useEffect, useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { InstrumentType } from '@exchange/contracts/enums';
import { instrumentListQuery, selectInstrumentRows } from '@/data/instruments/list-instruments';
import type { MarketListRow } from '@/data/instruments/instrument-types';
import { quoteTopic } from '@/data/quotes/live-quote';
import { useFollowedQuotes } from '@/data/quotes/use-live-quotes';
import { useNow } from '@/lib/use-now';
import { useStockSettingsStore } from '../stores/stock-settings-store';
import { stockPriceOf } from '../utils/stock-price';

/** How often the ticket re-judges whether the price is stale. */
const STALENESS_CHECK_MS = 1_000;

/** The listed stocks (market list type 3): the picker, the default, the header. The market tab's entry. */
export function useStocks() {
  return useQuery({ ...instrumentListQuery({ type: InstrumentType.stock }), select: selectInstrumentRows });
}

/**
 * The stock a screen shows: `requested` (the address), else the device's last choice, else the first listed (spec
 * §4). `isUnknown` when `requested` is not listed. The one shown is remembered for next time.
 */
export function useChosenStock(requested: string | null) {
  const stocks = useStocks();
  const stored = useStockSettingsStore((state) => state.symbol);
  const setStored = useStockSettingsStore((state) => state.setSymbol);
  const list = stocks.data ?? [];
  const byAddress = requested === null ? undefined : list.find((row) => row.symbol === requested);
  const stock =
    byAddress ??
    (requested === null ? (list.find((row) => row.symbol === stored) ?? list[0]) : undefined) ??
    null;
  const shown = stock?.symbol ?? null;
  useEffect(() => {
    if (shown) setStored(shown);
  }, [shown, setStored]);
  return { stocks, stock, isUnknown: stocks.isSuccess && requested !== null && !byAddress };
}

/** A stock's live price from its `3:SYMBOL` market topic (followed while mounted) over the list's snapshot. */
export function useStockPrice(stock: MarketListRow) {
  const instruments = useMemo(() => [{ type: InstrumentType.stock, symbol: stock.symbol }], [stock.symbol]);
  const push = useFollowedQuotes(instruments).get(quoteTopic(InstrumentType.stock, stock.symbol));
  const { dataUpdatedAt } = useStocks();
  const now = useNow(STALENESS_CHECK_MS);
  return stockPriceOf(stock, push, dataUpdatedAt, now);
}
