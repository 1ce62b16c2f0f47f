import type { TradingHours } from '../../platform/db/index';
import { sessionTradingTime, type TradingTime } from '../../engines/price-feed/simulated/trading-time';

// One session calendar per distinct hours (a handful exist); each caches the sessions it has resolved.
const calendars = new Map<string, TradingTime>();

/**
 * Inside the session [open, close) on a trading day, in the exchange's own zone (DST from the runtime's tz data).
 * No hours means the instrument trades around the clock. Exchange holidays and half days are not modelled yet.
 * The same session calendar drives the simulator, so a stock is open exactly when its simulated price moves.
 */
export const isWithinTradingHours = (hours: TradingHours | null, nowMs: number): boolean => {
  if (!hours) return true;
  const key = JSON.stringify(hours);
  let calendar = calendars.get(key);
  if (!calendar) {
    calendar = sessionTradingTime(hours);
    calendars.set(key, calendar);
  }
  return calendar.weightMs(nowMs, nowMs + 1) > 0;
};
