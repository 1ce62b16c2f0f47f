import { useQuery } from '@tanstack/react-query';
import { callOperation } from '@/lib/api-client';
import { marketOperations } from './market-operations';
import { marketKeys } from './query-keys';

/** Plates change only when staff relist instruments. */
const PLATES_STALE_TIME_MS = 5 * 60_000;

/** The plate filter chips of one instrument type, in list order. */
export function usePlates(type: number) {
  return useQuery({
    queryKey: marketKeys.plates(type),
    queryFn: () => callOperation(marketOperations.listPlates, { query: { type }, noMsg: true }),
    staleTime: PLATES_STALE_TIME_MS,
  });
}
