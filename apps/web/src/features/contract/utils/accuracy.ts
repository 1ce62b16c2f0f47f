import type { ContractSpec } from './contract-types';

/** How one perpetual's numbers print: its price and quantity decimals and its base asset. */
export interface Accuracy {
  /** The tick: what a typed price may hold and what the server accepts. */
  priceAccuracy: number;
  transactionAccuracy: number;
  baseAsset: string;
  /** The decimals a price shows ({@link priceDecimalsOf}); never fewer than the tick's. */
  priceDecimals: number;
}

/** Spec §9: contract prices 6 decimals and quantities 4 unless the instrument says otherwise. */
export const DEFAULT_CONTRACT_ACCURACY = { priceAccuracy: 6, transactionAccuracy: 4 } as const;

/** `priceAccuracy` of the spot instruments by symbol (BTCUSDT → 2), from the instrument catalogue. */
export type SpotPriceAccuracies = ReadonlyMap<string, number>;

/**
 * The decimals a perpetual's price shows: its own `priceAccuracy`, but never fewer than the same coin's spot
 * instrument (issue 17): the catalogue lists BTCUSDT spot at 2 decimals and its perpetual at a 0.1 tick, and the same
 * coin must not read `91,500.1` on the contract screen and `91,500.12` on spot. A perpetual with a finer tick than
 * its spot keeps its own decimals, so no tick is ever hidden.
 */
export function priceDecimalsOf(priceAccuracy: number, spotPriceAccuracy?: number | null): number {
  return Math.max(priceAccuracy, spotPriceAccuracy ?? 0);
}

/**
 * The accuracy of `symbol` from the loaded specs, else the spec's defaults (base asset: the symbol less USDT); its
 * prices show at least the decimals of the spot instrument of the same symbol when `spot` knows it.
 */
export function accuracyOf(
  specs: readonly ContractSpec[] | undefined,
  symbol: string,
  spot?: SpotPriceAccuracies,
): Accuracy {
  const spec = specs?.find((candidate) => candidate.symbol === symbol);
  const own = spec
    ? {
        priceAccuracy: spec.priceAccuracy,
        transactionAccuracy: spec.transactionAccuracy,
        baseAsset: spec.baseAsset,
      }
    : { ...DEFAULT_CONTRACT_ACCURACY, baseAsset: symbol.replace(/USDT$/, '') };
  return { ...own, priceDecimals: priceDecimalsOf(own.priceAccuracy, spot?.get(symbol)) };
}
