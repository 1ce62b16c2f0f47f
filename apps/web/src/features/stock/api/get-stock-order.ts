import { useQuery } from '@tanstack/react-query';
import type { StockOrderDetail } from '@exchange/contracts/http/stock/index';
import { callOperation } from '@/lib/api-client';
import { StockOrderStatus } from '../utils/stock-labels';
import { stockOperations } from './stock-operations';
import { stockKeys } from './query-keys';

export type { StockOrderDetail };

/** A waiting order may fill at any moment in session: its detail is read again every 5 s while it waits. */
const PENDING_REFRESH_MS = 5_000;

/** One of the caller's stock orders with its fill as recorded (price the source showed, ledger transfer ids). */
export function useStockOrder(id: number | null) {
  return useQuery({
    queryKey: stockKeys.order(id ?? 0),
    queryFn: ({ signal }) =>
      callOperation(stockOperations.getStockOrder, { query: { id: id ?? 0 }, noMsg: true, signal }),
    enabled: id !== null,
    refetchInterval: (query) =>
      query.state.data?.status === StockOrderStatus.pending ? PENDING_REFRESH_MS : false,
  });
}
