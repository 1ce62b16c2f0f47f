import { useMemo } from 'react';
import { InstrumentType } from '@exchange/contracts/enums';
import { quoteTopic } from '@/data/quotes/live-quote';
import type { LiveQuote } from '@/data/quotes/live-quote';
import { useFollowedQuotes } from '@/data/quotes/use-live-quotes';

/**
 * The live quote (last price, mark price, status) of each perpetual in `symbols`, by symbol, from the `2:SYMBOL`
 * market topic, for as long as the caller is mounted. The data layer's quote entries are shared: the chart or a
 * market list following the same perpetual reads and holds the same one, and never unsubscribes this caller.
 */
export function useContractQuotes(symbols: readonly string[]): ReadonlyMap<string, LiveQuote> {
  const symbolsKey = [...new Set(symbols)].sort().join(',');
  const instruments = useMemo(
    () =>
      symbolsKey === ''
        ? []
        : symbolsKey.split(',').map((symbol) => ({ type: InstrumentType.contract, symbol })),
    [symbolsKey],
  );
  const quotes = useFollowedQuotes(instruments);
  return useMemo(() => {
    const bySymbol = new Map<string, LiveQuote>();
    for (const { type, symbol } of instruments) {
      const quote = quotes.get(quoteTopic(type, symbol));
      if (quote) bySymbol.set(symbol, quote);
    }
    return bySymbol;
  }, [instruments, quotes]);
}
