import { useQuery } from '@tanstack/react-query';
import type { StockHolding, StockHoldings } from '@exchange/contracts/http/stock/index';
import { callOperation } from '@/lib/api-client';
import { stockOperations } from './stock-operations';
import { STOCK_STALE_TIME_MS, stockKeys } from './query-keys';

export type { StockHolding, StockHoldings };

/** The valuation follows the price; the screen lays the live price over it, and reads it again now and then. */
const HOLDINGS_REFRESH_MS = 15_000;

/** Every stock the caller holds, with average cost, cost basis and the server's valuation at its live quote. */
export function useStockHoldings(isSignedIn: boolean) {
  return useQuery({
    queryKey: stockKeys.holdings(),
    queryFn: ({ signal }) => callOperation(stockOperations.listStockHoldings, { noMsg: true, signal }),
    enabled: isSignedIn,
    staleTime: STOCK_STALE_TIME_MS,
    refetchInterval: HOLDINGS_REFRESH_MS,
  });
}
