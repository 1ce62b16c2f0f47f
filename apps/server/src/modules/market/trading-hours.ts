import { US_MARKET_CALENDAR } from '@exchange/contracts/reference/us-market-calendar';
import { isInSession } from '@exchange/domain';
import type { TradingHours } from '../../platform/db/index';

/**
 * Inside the session [open, close) on a trading day, in the exchange's own zone (DST from the runtime's tz data),
 * with the NYSE holidays and 13:00 early closes of `US_MARKET_CALENDAR` for hours kept in its zone (the domain's
 * session functions, the same the stock module's order checks use). No hours means the instrument trades around the
 * clock. The simulator's price walk knows weekdays only, so on an exchange holiday a simulated stock still moves
 * while the list shows it closed and no order can fill.
 */
export const isWithinTradingHours = (hours: TradingHours | null, nowMs: number): boolean =>
  hours === null || isInSession(hours, US_MARKET_CALENDAR, nowMs);
