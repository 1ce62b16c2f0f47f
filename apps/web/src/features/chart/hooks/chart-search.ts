import { InstrumentType } from '@exchange/contracts/enums';

/** The instrument types a chart can show (spec: 1 coin, 2 contract, 3 stock, 5 fast contract). */
export const CHART_INSTRUMENT_TYPES = [
  InstrumentType.coin,
  InstrumentType.contract,
  InstrumentType.stock,
  InstrumentType.fastContract,
] as const;
export type ChartInstrumentType = (typeof CHART_INSTRUMENT_TYPES)[number];

const SYMBOL_PATTERN = /^[A-Z0-9.]{1,20}$/;

/**
 * `/chart?symbol=BTCUSDT&type=1`: an unknown or missing type is a coin; a missing or malformed symbol is null (the
 * screen then opens the first instrument of the market list).
 */
export function parseChartSearch(search: URLSearchParams): {
  type: ChartInstrumentType;
  symbol: string | null;
} {
  const typeValue = Number(search.get('type'));
  const type = CHART_INSTRUMENT_TYPES.find((value) => value === typeValue) ?? InstrumentType.coin;
  const symbol = (search.get('symbol') ?? '').trim().toUpperCase();
  return { type, symbol: SYMBOL_PATTERN.test(symbol) ? symbol : null };
}

export function chartSearch(type: number, symbol: string): string {
  return `?${new URLSearchParams({ symbol, type: String(type) }).toString()}`;
}
