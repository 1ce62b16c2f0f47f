import { useQuery } from '@tanstack/react-query';
import type { Sparkline } from '@exchange/contracts/http/market/get-sparklines';
import { callOperation } from '@/lib/api-client';
import { marketOperations } from './market-operations';
import { marketKeys } from './query-keys';

/** The server computes each line at most once a minute; lists ask at the same pace. */
export const SPARKLINE_REFRESH_MS = 60_000;

/** Hourly closes by symbol. */
export type SparklineCloses = Readonly<Record<string, readonly string[]>>;

const bySymbol = (lines: readonly Sparkline[]): SparklineCloses =>
  Object.fromEntries(lines.map((line) => [line.symbol, line.closes]));

/**
 * The last 24 hour closes of every listed instrument of a type, in one request per type shared by every row of
 * every list (market tab, favourites, search): `select` picks a row's own line, so a row re-renders only when it
 * changes.
 */
export function useSparkline(type: number, symbol: string): readonly string[] | undefined {
  const { data } = useQuery({
    queryKey: marketKeys.sparklines(type),
    queryFn: async ({ signal }) =>
      bySymbol(await callOperation(marketOperations.getSparklines, { query: { type }, noMsg: true, signal })),
    staleTime: SPARKLINE_REFRESH_MS,
    refetchInterval: SPARKLINE_REFRESH_MS,
    select: (lines: SparklineCloses) => lines[symbol],
  });
  return data;
}
