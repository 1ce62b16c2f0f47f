import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FundsOverview } from '@exchange/contracts/http/wallet/wallet-overview';
import { callOperation } from '@/lib/api-client';
import { operations } from '@/lib/operations';
import { WALLET_STALE_TIME_MS, fundKeys } from './fund-keys';

export type { FundsOverview };
export type SpotAsset = FundsOverview['coin']['walletList'][number];

export function fetchFundsOverview(): Promise<FundsOverview> {
  return callOperation(operations.getFundsOverview, { noMsg: true });
}

/** The funds overview (also what /funds prefetches when it is the first screen). */
export function fundsOverviewQuery() {
  return queryOptions({
    queryKey: fundKeys.overview(),
    queryFn: fetchFundsOverview,
    staleTime: WALLET_STALE_TIME_MS,
  });
}

/** The funds overview: total, spot assets, contract part and fast wallet, valued in USDT. */
export function useFundsOverview() {
  return useQuery(fundsOverviewQuery());
}
