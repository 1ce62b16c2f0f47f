import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import type { FundRecord } from '@exchange/contracts/http/wallet/fund-records';
import { callOperation } from '@/lib/api-client';
import { WALLET_STALE_TIME_MS, fundKeys } from '@/data/assets/fund-keys';
import { walletOperations } from './wallet-operations';
import { nextPageNo } from './paging';
import { WALLET_PAGE_SIZE, walletKeys } from './query-keys';
import type { FundRecordFilter } from './query-keys';

export type { FundRecord, FundRecordFilter };

/** Spec §3 fund-record type: all 3, add 1, subtract 2, swap 4, transfer 5. */
export const FUND_RECORD_TYPES = [3, 1, 2, 4, 5] as const;
export type FundRecordType = (typeof FUND_RECORD_TYPES)[number];

export async function fetchFundRecordPage(
  filter: FundRecordFilter,
  pageNo: number,
  queryClient?: QueryClient,
) {
  const page = await callOperation(walletOperations.listFundRecords, {
    query: {
      pageNo,
      pageSize: WALLET_PAGE_SIZE,
      type: filter.type,
      coin: filter.coin || undefined,
      wallet: filter.wallet || undefined,
    },
    noMsg: true,
  });
  // Spec §3: details are cached per type; a row seen in a list opens at once (and refreshes in the background).
  for (const record of page.list) queryClient?.setQueryData(fundKeys.detail('all', record.id), record);
  return page;
}

/** Fund records of one type (and coin), newest first, 15 at a time. */
export function useFundRecords(filter: FundRecordFilter) {
  const queryClient = useQueryClient();
  return useInfiniteQuery({
    queryKey: walletKeys.fundRecords(filter),
    queryFn: ({ pageParam }) => fetchFundRecordPage(filter, pageParam, queryClient),
    initialPageParam: 1,
    getNextPageParam: nextPageNo,
    staleTime: WALLET_STALE_TIME_MS,
  });
}
