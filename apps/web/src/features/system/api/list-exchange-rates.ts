import { useQuery } from '@tanstack/react-query';
import { callOperation } from '@/lib/api-client';
import { systemOperations } from './system-operations';
import { systemKeys } from './query-keys';

/** Spec §9: exchange data is stale after 3 s. */
export const EXCHANGE_RATE_STALE_TIME_MS = 3_000;

export function exchangeRatesQuery() {
  return {
    queryKey: systemKeys.exchangeRates(),
    queryFn: () => callOperation(systemOperations.listExchangeRates),
    staleTime: EXCHANGE_RATE_STALE_TIME_MS,
  };
}

export function useExchangeRates() {
  return useQuery({ ...exchangeRatesQuery(), select: (data) => data.usdExchangeList });
}
