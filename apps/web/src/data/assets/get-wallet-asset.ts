import { queryOptions, useQuery } from '@tanstack/react-query';
import type { WalletAsset, WalletCode } from '@exchange/contracts/http/wallet/wallet-common';
import { callOperation } from '@/lib/api-client';
import { operations } from '@/lib/operations';
import { WALLET_STALE_TIME_MS, fundKeys } from './fund-keys';

export type { WalletAsset, WalletCode };

/**
 * One coin in one of the user's wallets (available, frozen, value): the balance the wallet screens (transfer,
 * swap, coin detail) and the payments screens (withdraw, a credited deposit) show, one cache entry for all.
 */
export function walletAssetQuery(wallet: WalletCode, coin: string) {
  return queryOptions({
    queryKey: fundKeys.asset(wallet, coin),
    queryFn: (): Promise<WalletAsset> =>
      callOperation(operations.getWalletByCoin, { query: { coin, wallet }, noMsg: true }),
    staleTime: WALLET_STALE_TIME_MS,
  });
}

/** The asset; idle until a coin is chosen ('' or null). */
export function useWalletAsset(wallet: WalletCode, coin: string | null) {
  return useQuery({ ...walletAssetQuery(wallet, coin ?? ''), enabled: Boolean(coin) });
}
