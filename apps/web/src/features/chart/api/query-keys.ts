import type { KlineInterval } from '@exchange/domain/market/kline-intervals';

/** Public market data: kept across logouts (not under the user scope). Instruments are the data layer's. */
export const chartKeys = {
  all: ['chart'] as const,
  klines: (params: KlineParams, endTime: number | null) =>
    [...chartKeys.all, 'klines', params.type, params.symbol, params.interval, endTime] as const,
  depth: (type: number, symbol: string) => [...chartKeys.all, 'depth', type, symbol] as const,
};

/** The series of one chart: an instrument (type 1 coin, 2 contract, 3 stock, 5 fast contract) at an interval. */
export interface KlineParams {
  type: number;
  symbol: string;
  interval: KlineInterval;
}

export const seriesKey = ({ type, symbol, interval }: KlineParams) => `${type}:${symbol}:${interval}`;
