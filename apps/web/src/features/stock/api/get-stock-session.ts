import { useQuery } from '@tanstack/react-query';
import type { StockSession } from '@exchange/contracts/http/stock/index';
import { callOperation } from '@/lib/api-client';
import { stockOperations } from './stock-operations';
import { stockKeys } from './query-keys';

export type { StockSession };

/** The session is read again just after its next change (an open or a close), and at least every 5 minutes. */
const BOUNDARY_MARGIN_MS = 1_000;
const MIN_REFRESH_MS = 5_000;
const MAX_REFRESH_MS = 300_000;

/** How long until the session read must be repeated: just past the next open or close, in the server's time. */
export function sessionRefreshDelay(session: StockSession): number {
  const boundary = session.isOpen ? session.nextCloseAt : session.nextOpenAt;
  if (boundary === null) return MAX_REFRESH_MS;
  const delay = boundary - session.serverTime + BOUNDARY_MARGIN_MS;
  return Math.min(MAX_REFRESH_MS, Math.max(MIN_REFRESH_MS, delay));
}

/**
 * A stock's session as the server judges it now (its clock and the exchange calendar): open, holiday, early close,
 * next open and close. Signed-in users only (the call needs a token); visitors get the same rules computed here.
 */
export function useStockSessionQuery(symbol: string, isEnabled: boolean) {
  return useQuery({
    queryKey: stockKeys.session(symbol),
    queryFn: ({ signal }) =>
      callOperation(stockOperations.getStockSession, { query: { symbol }, noMsg: true, signal }),
    enabled: isEnabled,
    refetchInterval: (query) => (query.state.data ? sessionRefreshDelay(query.state.data) : false),
  });
}
