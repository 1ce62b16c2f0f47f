import type { ContractSpec } from './contract-types';

/** How one perpetual's numbers print: its price and quantity decimals and its base asset. */
export interface Accuracy {
  priceAccuracy: number;
  transactionAccuracy: number;
  baseAsset: string;
}

/** Spec §9: contract prices 6 decimals and quantities 4 unless the instrument says otherwise. */
export const DEFAULT_CONTRACT_ACCURACY = { priceAccuracy: 6, transactionAccuracy: 4 } as const;

/** The accuracy of `symbol` from the loaded specs, else the spec's defaults (base asset: the symbol less USDT). */
export function accuracyOf(specs: readonly ContractSpec[] | undefined, symbol: string): Accuracy {
  const spec = specs?.find((candidate) => candidate.symbol === symbol);
  if (spec)
    return {
      priceAccuracy: spec.priceAccuracy,
      transactionAccuracy: spec.transactionAccuracy,
      baseAsset: spec.baseAsset,
    };
  return { ...DEFAULT_CONTRACT_ACCURACY, baseAsset: symbol.replace(/USDT$/, '') };
}
