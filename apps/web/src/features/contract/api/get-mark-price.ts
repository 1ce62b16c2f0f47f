import { useQuery } from '@tanstack/react-query';
import { InstrumentType } from '@exchange/contracts/enums';
import { callOperation } from '@/lib/api-client';
import { contractOperations } from './contract-operations';
import { perpetualKeys } from './query-keys';

/**
 * A perpetual's mark price as the server last had it (market/mark-price): what the header shows before the first
 * socket push brings a newer one. 404 while the source has not priced it: then there is no mark to show yet.
 */
export function useMarkPrice(symbol: string) {
  return useQuery({
    queryKey: perpetualKeys.mark(symbol),
    queryFn: ({ signal }) =>
      callOperation(contractOperations.getMarkPrice, {
        query: { type: InstrumentType.contract, symbol },
        noMsg: true,
        signal,
      }),
    select: (mark) => mark.markPrice,
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
}
