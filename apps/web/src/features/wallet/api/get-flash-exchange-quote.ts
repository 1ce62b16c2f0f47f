import { useQuery } from '@tanstack/react-query';
import type { OperationResponse } from '@exchange/contracts/http/operation';
import type { getFlashExchangeQuote } from '@exchange/contracts/http/wallet/flash-exchange';
import { callOperation } from '@/lib/api-client';
import { walletOperations } from './wallet-operations';
import { swapKeys } from './query-keys';

export type SwapQuote = OperationResponse<typeof getFlashExchangeQuote>;

/** Spec §9: exchange data is stale after 3 s; the quote on screen is refreshed at that pace. */
export const SWAP_QUOTE_REFRESH_MS = 3_000;

export function fetchSwapQuote(fromCoin: string, toCoin: string): Promise<SwapQuote> {
  return callOperation(walletOperations.getFlashExchangeQuote, { query: { fromCoin, toCoin }, noMsg: true });
}

/** The live price of a pair, refetched every 3 s while the pair is chosen (and the tab is visible). */
export function useSwapQuote(fromCoin: string, toCoin: string) {
  return useQuery({
    queryKey: swapKeys.quote(fromCoin, toCoin),
    queryFn: () => fetchSwapQuote(fromCoin, toCoin),
    enabled: fromCoin !== '' && toCoin !== '' && fromCoin !== toCoin,
    staleTime: SWAP_QUOTE_REFRESH_MS,
    refetchInterval: SWAP_QUOTE_REFRESH_MS,
  });
}
