import { InstrumentType } from '@exchange/contracts';
import type { AppContext } from '../../platform/context';
import { marketRuntimeOf } from './market-state';

/** The asset everything is valued in; one USDT is worth one USDT whatever the feed says. */
export const VALUATION_ASSET = 'USDT';

export interface AssetPrice {
  /** USDT per unit, as the source reported it. */
  price: string;
  /** 1 live, 2 stale (the source went quiet). */
  status: 1 | 2;
}

/**
 * The price of one unit of `asset` in USDT, from the spot quote `<asset>USDT` the price feed keeps. Undefined
 * when the source has not priced it (callers value it at nothing and say so — never a made-up price).
 */
export const assetPriceUsdt = (context: AppContext, asset: string): AssetPrice | undefined => {
  if (asset === VALUATION_ASSET) return { price: '1', status: 1 };
  const quote = marketRuntimeOf(context)?.quotes.get(`${asset}${VALUATION_ASSET}`, InstrumentType.coin);
  return quote ? { price: quote.price, status: quote.status } : undefined;
};

/** USDT and the base asset of every listed spot pair quoted in USDT, in the market's order. */
export const listedSpotAssets = (context: AppContext): string[] => {
  const listed = marketRuntimeOf(context)?.catalogue.listed(InstrumentType.coin) ?? [];
  const bases = listed
    .filter((instrument) => instrument.quoteAsset === VALUATION_ASSET)
    .map((instrument) => instrument.baseAsset);
  return [...new Set([VALUATION_ASSET, ...bases])];
};
