import { useQuery } from '@tanstack/react-query';
import type { StockConfig } from '@exchange/contracts/http/stock/index';
import { callOperation } from '@/lib/api-client';
import { stockOperations } from './stock-operations';
import { stockKeys } from './query-keys';

export type { StockConfig };

/** The operator may switch stocks off or change the fee at any time: read again every 30 s. */
const CONFIG_REFRESH_MS = 30_000;

/** Whether stocks are on, the fee rate and the minimum order amount (needs a token; idle for visitors). */
export function useStockConfig(isSignedIn: boolean) {
  return useQuery({
    queryKey: stockKeys.config(),
    queryFn: ({ signal }) => callOperation(stockOperations.getStockConfig, { noMsg: true, signal }),
    enabled: isSignedIn,
    staleTime: CONFIG_REFRESH_MS,
    refetchInterval: CONFIG_REFRESH_MS,
  });
}
