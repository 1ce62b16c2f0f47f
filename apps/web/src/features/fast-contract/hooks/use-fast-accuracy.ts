import { useFastInstruments } from './use-fast-instruments';

/** Spec §5's price steps apply to a symbol no longer listed (null = no instrument accuracy known). */
export type PriceAccuracyOf = (symbol: string) => number | null;

/** Each listed fast instrument's `priceAccuracy` by symbol, for rows and details that carry only the symbol. */
export function useFastPriceAccuracy(): PriceAccuracyOf {
  const instruments = useFastInstruments();
  const rows = instruments.data ?? [];
  return (symbol) => rows.find((row) => row.symbol === symbol)?.priceAccuracy ?? null;
}
