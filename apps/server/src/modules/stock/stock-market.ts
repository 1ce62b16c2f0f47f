import { BigNumber } from 'bignumber.js';
import { InstrumentType, QuoteStatus } from '@exchange/contracts';
import { US_MARKET_CALENDAR } from '@exchange/contracts/reference/us-market-calendar';
import { isInSession, nextOpen, sessionAt, type SessionHours } from '@exchange/domain';
import type { AppContext } from '../../platform/context';
import { fail } from '../../platform/errors';
import { findListedInstrument, marketRuntimeOf, type Instrument } from '../market/index';

/** Stocks are instruments of type 3 (the market tab's number). */
export const STOCK_TYPE = InstrumentType.stock;

/** The one exchange calendar there is: every stock is a US listing (its hours in America/New_York). */
export const STOCK_CALENDAR = US_MARKET_CALENDAR;

/** The listed stock `symbol`, or INSTRUMENT_NOT_FOUND naming the field. */
export const requireStock = (context: AppContext, symbol: string): Instrument =>
  findListedInstrument(context, STOCK_TYPE, symbol) ?? fail('INSTRUMENT_NOT_FOUND', { field: 'symbol' });

/** A stock by id, listed or not (a holding or a waiting order outlives a delisting). */
export const stockById = (context: AppContext, instrumentId: number): Instrument | undefined =>
  marketRuntimeOf(context)?.catalogue.find(instrumentId);

/**
 * A stock's quote as this instance last received it from the price feed. Nothing here comes from a request
 * (DESIGN.md §1): `price` is what the source showed at `time`.
 */
export interface StockQuote {
  price: string;
  /** The source's time of the tick (epoch ms). */
  time: number;
  /** 1 live, 2 stale. */
  status: number;
  /** Reported live, no older than PRICE_STALE_AFTER_MS, above zero: the only state an order may fill in. */
  isLive: boolean;
}

export const stockQuoteOf = (context: AppContext, symbol: string): StockQuote | undefined => {
  const runtime = marketRuntimeOf(context);
  const quote = runtime?.quotes.get(symbol, STOCK_TYPE);
  const time = runtime?.feed.tickTimes.get(`${STOCK_TYPE}:${symbol}`);
  if (!quote || time === undefined) return undefined;
  return {
    price: quote.price,
    time,
    status: quote.status,
    isLive:
      quote.status === QuoteStatus.live &&
      context.clock.nowMs() - time <= context.config.PRICE_STALE_AFTER_MS &&
      new BigNumber(quote.price).isGreaterThan(0),
  };
};

/** The live quote of `symbol`, or STOCK_PRICE_UNAVAILABLE: never a fill on a stale or missing price. */
export const requireLiveQuote = (context: AppContext, symbol: string): StockQuote => {
  const quote = stockQuoteOf(context, symbol);
  return quote?.isLive ? quote : fail('STOCK_PRICE_UNAVAILABLE', { field: 'symbol' });
};

const hoursOf = (instrument: Pick<Instrument, 'tradingHours'>): SessionHours | null =>
  instrument.tradingHours;

/** Whether the stock's exchange is in its regular session at `nowMs` (holidays and early closes kept). */
export const isStockInSession = (instrument: Pick<Instrument, 'tradingHours'>, nowMs: number) => {
  const hours = hoursOf(instrument);
  return hours === null || isInSession(hours, STOCK_CALENDAR, nowMs);
};

/** `2026-07-06 13:30 UTC`: an instant as a refusal's message says it (the screen shows the user's own zone). */
const utcMinute = (timeMs: number) => `${new Date(timeMs).toISOString().slice(0, 16).replace('T', ' ')} UTC`;

/** Market orders only in session: MARKET_CLOSED naming orderType, with when the session opens next. */
export const requireInSession = (context: AppContext, instrument: Instrument) => {
  const nowMs = context.clock.nowMs();
  if (isStockInSession(instrument, nowMs)) return;
  const hours = hoursOf(instrument);
  const nextOpenAt = hours ? nextOpen(hours, STOCK_CALENDAR, nowMs) : null;
  const data = {
    field: 'orderType',
    nextOpenAt,
    ...(nextOpenAt === null ? {} : { retryAfterSeconds: Math.ceil((nextOpenAt - nowMs) / 1000) }),
  };
  fail('MARKET_CLOSED', { values: { opensAt: nextOpenAt === null ? '—' : utcMinute(nextOpenAt) }, data });
};

/** The session figures of `GET session` for one stock's hours, or the US market's regular hours. */
export const sessionFigures = (hours: SessionHours | null, nowMs: number) => {
  if (!hours)
    return {
      timezone: null,
      isOpen: true,
      isTradingDay: true,
      isHoliday: false,
      isEarlyClose: false,
      holiday: null,
      openAt: null,
      closeAt: null,
      nextOpenAt: null,
      nextCloseAt: null,
    };
  const state = sessionAt(hours, STOCK_CALENDAR, nowMs);
  return {
    timezone: hours.timezone,
    isOpen: state.isOpen,
    isTradingDay: state.isTradingDay,
    isHoliday: state.today.isHoliday,
    isEarlyClose: state.today.isEarlyClose,
    holiday: state.today.holiday,
    openAt: state.today.openAt,
    closeAt: state.today.closeAt,
    nextOpenAt: state.nextOpenAt,
    nextCloseAt: state.nextCloseAt,
  };
};
