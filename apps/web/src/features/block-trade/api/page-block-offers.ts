import { useQuery } from '@tanstack/react-query';
import type { BlockOffer } from '@exchange/contracts/http/block-trade/index';
import { callOperation } from '@/lib/api-client';
import { blockOperations } from './block-operations';
import { blockKeys } from './query-keys';

export type { BlockOffer };

/** The live block price follows the market: the offers are read again every 3 s while the screen is shown. */
export const OFFERS_REFRESH_MS = 3_000;
/** Offers shown at once (the operator configures a handful; the spec's page size is 15). */
const OFFERS_PAGE_SIZE = 15;

/** The block offers with their live block price, active first. */
export function useBlockOffers() {
  return useQuery({
    queryKey: blockKeys.offers,
    queryFn: ({ signal }) =>
      callOperation(blockOperations.pageBlockOffers, {
        query: { pageNo: 1, pageSize: OFFERS_PAGE_SIZE },
        noMsg: true,
        signal,
      }),
    refetchInterval: OFFERS_REFRESH_MS,
  });
}
