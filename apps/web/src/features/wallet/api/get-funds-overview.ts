import { useQuery } from '@tanstack/react-query';
import type { FundsOverview } from '@exchange/contracts/http/wallet/wallet-overview';
import { callOperation } from '@/lib/api-client';
import { WALLET_STALE_TIME_MS } from '@/lib/fund-query-keys';
import { operations } from '@/lib/operations';
import { walletKeys } from './query-keys';

export type { FundsOverview };
export type SpotAsset = FundsOverview['coin']['walletList'][number];

export function fetchFundsOverview(): Promise<FundsOverview> {
  return callOperation(operations.getFundsOverview, { noMsg: true });
}

export function fundsOverviewQuery() {
  return { queryKey: walletKeys.overview(), queryFn: fetchFundsOverview, staleTime: WALLET_STALE_TIME_MS };
}

/** The funds overview: total, spot assets, contract part and fast wallet, valued in USDT. */
export function useFundsOverview() {
  return useQuery(fundsOverviewQuery());
}
