import { useQuery } from '@tanstack/react-query';
import { InstrumentType } from '@exchange/contracts/enums';
import { callOperation } from '@/lib/api-client';
import { operations } from '@/lib/operations';
import { perpetualKeys } from './query-keys';

/** The contract allows 200 rows a page; the perpetuals listed fit in one. */
const PERPETUAL_LIST_SIZE = 100;
/** Quotes move with the socket; what is listed changes rarely. */
const PERPETUAL_STALE_TIME_MS = 10_000;

/** The listed perpetuals (market list type 2) with their last quote: the switcher, the default and the header. */
export function usePerpetuals() {
  return useQuery({
    queryKey: perpetualKeys.list(),
    queryFn: ({ signal }) =>
      callOperation(operations.listMarketPage, {
        query: { type: InstrumentType.contract, pageNo: 1, pageSize: PERPETUAL_LIST_SIZE },
        noMsg: true,
        signal,
      }),
    select: (page) => page.list,
    staleTime: PERPETUAL_STALE_TIME_MS,
  });
}
