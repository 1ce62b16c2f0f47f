import { useEffect } from 'react';
import type { MarketListRow } from '@/data/instruments/instrument-types';
import { useSpotPairs } from '../api/list-spot-pairs';
import { useSpotSettingsStore } from '../stores/spot-settings-store';

export type SpotPairRow = MarketListRow;

/**
 * The pair the spot ticket shows: `requested` (the address's `symbol`), else the one the device last chose, else
 * the first listed (spec §4). `isUnknown` when the address names a pair that is not listed. The one shown is
 * remembered for the next visit.
 */
export function useSpotPair(requested: string | null) {
  const pairs = useSpotPairs();
  const stored = useSpotSettingsStore((state) => state.symbol);
  const setStored = useSpotSettingsStore((state) => state.setSymbol);
  const list = pairs.data ?? [];
  const byAddress = requested === null ? undefined : list.find((row) => row.symbol === requested);
  const pair: SpotPairRow | null =
    byAddress ??
    (requested === null ? (list.find((row) => row.symbol === stored) ?? list[0]) : undefined) ??
    null;
  const isUnknown = pairs.isSuccess && requested !== null && !byAddress;
  const shown = isUnknown ? null : (pair?.symbol ?? null);
  useEffect(() => {
    if (shown) setStored(shown);
  }, [shown, setStored]);
  return { pairs, pair, isUnknown };
}
