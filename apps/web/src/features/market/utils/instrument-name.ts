import { InstrumentType } from '@exchange/contracts/enums';
import { paths } from '@/config/paths';

interface NamedInstrument {
  symbol: string;
  type: number;
  baseAsset: string;
  quoteAsset: string;
}

/** How a row names its instrument: stocks by ticker (AAPL), pairs as base/quote (BTC/USDT). */
export function pairName(instrument: NamedInstrument): string {
  if (instrument.type === InstrumentType.stock) return instrument.symbol;
  return `${instrument.baseAsset}/${instrument.quoteAsset}`;
}

/** The chart of an instrument: `/chart?symbol=BTCUSDT&type=1`. */
export function chartHref({ symbol, type }: { symbol: string; type: number }): string {
  const query = new URLSearchParams({ symbol, type: String(type) });
  return `${paths.chart.path}?${query.toString()}`;
}
