import type { MarketListRow } from '@/data/instruments/instrument-types';
import { useNow } from '@/lib/use-now';
import { useStockSessionQuery } from '../api/get-stock-session';
import { sessionFromHours, sessionFromServer } from '../utils/session-view';
import type { SessionView } from '../utils/session-view';

/** A visitor's session is recomputed this often (an open or a close is never more than this late). */
const LOCAL_CHECK_MS = 15_000;

/**
 * A stock's session: the server's (its clock, refreshed at each open and close) for a signed-in user; for a visitor,
 * who cannot ask, the same calendar rules computed on this device.
 */
export function useStockSession(stock: MarketListRow, isSignedIn: boolean): SessionView {
  const server = useStockSessionQuery(stock.symbol, isSignedIn);
  const now = useNow(LOCAL_CHECK_MS);
  if (isSignedIn && server.data) return sessionFromServer(server.data);
  return sessionFromHours(stock.tradingHours, now);
}
