import { useQuery } from '@tanstack/react-query';
import type { WalletAsset, WalletCode } from '@exchange/contracts/http/wallet/wallet-common';
import { callOperation } from '@/lib/api-client';
import { WALLET_STALE_TIME_MS, fundKeys } from '@/lib/fund-query-keys';
import { operations } from '@/lib/operations';

export type { WalletAsset, WalletCode };

export function fetchWalletAsset(wallet: WalletCode, coin: string): Promise<WalletAsset> {
  return callOperation(operations.getWalletByCoin, { query: { coin, wallet }, noMsg: true });
}

/** One asset in one wallet (available, frozen, value); idle until a coin is chosen. */
export function useWalletAsset(wallet: WalletCode, coin: string) {
  return useQuery({
    queryKey: fundKeys.asset(wallet, coin),
    queryFn: () => fetchWalletAsset(wallet, coin),
    staleTime: WALLET_STALE_TIME_MS,
    enabled: coin !== '',
  });
}
