import { useMarkPrice } from '../api/get-mark-price';
import { usePerpetuals } from '../api/list-perpetuals';
import { useContractSettingsStore } from '../stores/contract-settings-store';
import type { Perpetual } from '../utils/contract-types';
import { quoteView } from '../utils/price-state';
import { useNow } from '@/lib/use-now';
import { useContractQuotes } from './use-contract-quotes';

/** How often the screen re-judges whether the price is stale. */
const STALENESS_CHECK_MS = 1_000;

/**
 * The perpetual a contract screen shows: the one in the address (`?symbol=`), else the one the device last chose,
 * else the first listed (spec §4). `isUnknown` when the address names a symbol that is not listed.
 */
export function useChosenPerpetual(requested: string | null) {
  const perpetuals = usePerpetuals();
  const stored = useContractSettingsStore((state) => state.symbol);
  const list = perpetuals.data ?? [];
  const byAddress = requested === null ? undefined : list.find((row) => row.symbol === requested);
  const perpetual: Perpetual | null =
    byAddress ??
    (requested === null ? (list.find((row) => row.symbol === stored) ?? list[0]) : undefined) ??
    null;
  return { perpetuals, perpetual, isUnknown: perpetuals.isSuccess && requested !== null && !byAddress };
}

/** One perpetual's live quote: last and mark price, and whether it may be traded on now. */
export function useContractQuote(perpetual: Perpetual) {
  const quotes = useContractQuotes([perpetual.symbol]);
  const { dataUpdatedAt } = usePerpetuals();
  const snapshotMark = useMarkPrice(perpetual.symbol).data ?? null;
  const now = useNow(STALENESS_CHECK_MS);
  return quoteView(perpetual, quotes.get(perpetual.symbol), dataUpdatedAt, now, snapshotMark);
}
