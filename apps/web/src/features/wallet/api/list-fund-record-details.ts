import { useQuery } from '@tanstack/react-query';
import { callOperation } from '@/lib/api-client';
import { WALLET_STALE_TIME_MS, fundKeys } from '@/data/assets/fund-keys';
import { walletOperations } from './wallet-operations';
import type { FundRecord } from './list-fund-records';

/** One fund record by id (spec §3 detail cache "all"); null when it is not the user's or does not exist. */
export async function fetchFundRecordDetail(id: string): Promise<FundRecord | null> {
  const records = await callOperation(walletOperations.listFundRecordDetails, {
    query: { ids: id },
    noMsg: true,
  });
  return records.find((record) => record.id === id) ?? null;
}

export function useFundRecordDetail(id: string) {
  return useQuery({
    queryKey: fundKeys.detail('all', id),
    queryFn: () => fetchFundRecordDetail(id),
    staleTime: WALLET_STALE_TIME_MS,
    enabled: id !== '',
  });
}
