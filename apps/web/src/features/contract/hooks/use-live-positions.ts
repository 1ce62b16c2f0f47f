import { useMemo } from 'react';
import { useContractPositions } from '../api/list-contract-positions';
import { useContractLiveStore } from '../stores/contract-live-store';
import { toLivePosition } from '../utils/live-position';
import type { LivePosition } from '../utils/live-position';
import { useContractQuotes } from './use-contract-quotes';

/**
 * The caller's open positions as they move (spec §4): read over HTTP, valued at the newest mark of the account push
 * or of each symbol's market topic, PnL and ROE recomputed on every tick.
 */
export function useLivePositions(isSignedIn: boolean) {
  const query = useContractPositions(isSignedIn);
  const ticks = useContractLiveStore((state) => state.ticks);
  const symbols = useMemo(() => (query.data ?? []).map((position) => position.symbol), [query.data]);
  const quotes = useContractQuotes(symbols);
  const positions = useMemo<LivePosition[]>(
    () =>
      (query.data ?? []).map((position) => {
        const quote = quotes.get(position.symbol);
        return toLivePosition(
          position,
          ticks.get(position.id),
          quote?.markPrice ? { mark: quote.markPrice, time: quote.timeMs } : undefined,
        );
      }),
    [query.data, quotes, ticks],
  );
  return { positions, query };
}
