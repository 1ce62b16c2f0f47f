import { InstrumentType } from '@exchange/contracts/enums';

/** How the chart names an instrument: stocks by ticker (AAPL), pairs as base/quote (BTC/USDT). */
export function pairName(instrument: {
  symbol: string;
  type: number;
  baseAsset: string;
  quoteAsset: string;
}) {
  if (instrument.type === InstrumentType.stock) return instrument.symbol;
  return `${instrument.baseAsset}/${instrument.quoteAsset}`;
}
