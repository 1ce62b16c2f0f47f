import { useMemo, useState } from 'react';
import type { MarketRow } from '@exchange/contracts/ws/data-socket';
import { useSocketTopics } from './use-socket-topics';

const keyOf = (type: number, symbol: string) => `${type}:${symbol}`;

/**
 * The latest MARKET push of each of `symbols` (instruments of `type`), by symbol, for as long as they are shown:
 * the header follows one instrument, the market pane the rows in view. Older pushes than the one kept are ignored.
 */
export function useLiveQuotes(type: number, symbols: readonly string[]): ReadonlyMap<string, MarketRow> {
  const [pushes, setPushes] = useState<ReadonlyMap<string, MarketRow>>(() => new Map());

  useSocketTopics(
    'MARKET',
    symbols.map((symbol) => ({ kind: 'market', type, symbol })),
    (row) => {
      if (row.type !== type || !symbols.includes(row.p)) return;
      setPushes((current) => {
        const key = keyOf(row.type, row.p);
        const kept = current.get(key);
        if (kept && kept.t > row.t) return current;
        return new Map(current).set(key, row);
      });
    },
  );

  return useMemo(() => {
    const ofType = new Map<string, MarketRow>();
    for (const row of pushes.values()) if (row.type === type) ofType.set(row.p, row);
    return ofType;
  }, [pushes, type]);
}
