import type { TradingHours } from '../../platform/db/index';
import { sessionTradingTime, type TradingTime } from '../../engines/price-feed/simulated/trading-time';

// One session calendar per hours object (the catalogue's rows keep theirs until a reload); each caches the
// sessions it has resolved. Keyed by identity: this runs for every stock row of every market-list request.
const calendars = new WeakMap<TradingHours, TradingTime>();

/**
 * Inside the session [open, close) on a trading day, in the exchange's own zone (DST from the runtime's tz data).
 * No hours means the instrument trades around the clock. Exchange holidays and half days are not modelled yet.
 * The same session calendar drives the simulator, so a stock is open exactly when its simulated price moves.
 */
export const isWithinTradingHours = (hours: TradingHours | null, nowMs: number): boolean => {
  if (!hours) return true;
  let calendar = calendars.get(hours);
  if (!calendar) {
    calendar = sessionTradingTime(hours);
    calendars.set(hours, calendar);
  }
  return calendar.weightMs(nowMs, nowMs + 1) > 0;
};
