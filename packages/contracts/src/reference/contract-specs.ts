/**
 * Trading rules of each perpetual as first seeded (staff own them afterwards, issue 6): maintenance-margin tiers
 * (Binance-style; `cum` is derived by the domain's `buildBrackets`, never typed) and fee rates. Figures follow what
 * Binance published for USDⓈ-M perpetuals; the maximum leverage an operator allows may be lower
 * (`CONTRACT_MAX_LEVERAGE`), since some jurisdictions cap retail leverage (ESMA: 2:1 on crypto).
 */
export interface ContractTierReference {
  initialLeverage: number;
  notionalFloor: string;
  notionalCap: string;
  maintMarginRatio: string;
}

export interface ContractSpecReference {
  tiers: readonly ContractTierReference[];
  /** Fraction of the notional: 0.0005 is 0.05 %. */
  takerFeeRate: string;
  makerFeeRate: string;
}

const tiers = (rows: readonly (readonly [number, string, string, string])[]): ContractTierReference[] =>
  rows.map(([initialLeverage, notionalFloor, notionalCap, maintMarginRatio]) => ({
    initialLeverage,
    notionalFloor,
    notionalCap,
    maintMarginRatio,
  }));

/** BTCUSDT as Binance published it in 2021 (the contract-math reference's example). */
const BTC_TIERS = tiers([
  [125, '0', '50000', '0.004'],
  [100, '50000', '250000', '0.005'],
  [50, '250000', '1000000', '0.01'],
  [20, '1000000', '10000000', '0.025'],
  [10, '10000000', '20000000', '0.05'],
  [5, '20000000', '50000000', '0.1'],
  [4, '50000000', '100000000', '0.125'],
  [3, '100000000', '200000000', '0.15'],
  [2, '200000000', '300000000', '0.25'],
  [1, '300000000', '500000000', '0.5'],
]);

const ETH_TIERS = tiers([
  [100, '0', '10000', '0.005'],
  [75, '10000', '100000', '0.0065'],
  [50, '100000', '500000', '0.01'],
  [25, '500000', '1000000', '0.02'],
  [20, '1000000', '2000000', '0.025'],
  [10, '2000000', '5000000', '0.05'],
  [5, '5000000', '10000000', '0.1'],
  [4, '10000000', '20000000', '0.125'],
  [3, '20000000', '50000000', '0.15'],
  [2, '50000000', '100000000', '0.25'],
  [1, '100000000', '200000000', '0.5'],
]);

/** Large caps (BNB, SOL, XRP). */
const MAJOR_TIERS = tiers([
  [75, '0', '10000', '0.0065'],
  [50, '10000', '50000', '0.01'],
  [25, '50000', '250000', '0.02'],
  [20, '250000', '1000000', '0.025'],
  [10, '1000000', '2000000', '0.05'],
  [5, '2000000', '5000000', '0.1'],
  [4, '5000000', '10000000', '0.125'],
  [3, '10000000', '20000000', '0.15'],
  [2, '20000000', '30000000', '0.25'],
  [1, '30000000', '50000000', '0.5'],
]);

/** Everything else. */
const ALT_TIERS = tiers([
  [50, '0', '5000', '0.01'],
  [25, '5000', '25000', '0.02'],
  [20, '25000', '100000', '0.025'],
  [10, '100000', '250000', '0.05'],
  [5, '250000', '1000000', '0.1'],
  [4, '1000000', '2000000', '0.125'],
  [3, '2000000', '5000000', '0.15'],
  [2, '5000000', '10000000', '0.25'],
  [1, '10000000', '20000000', '0.5'],
]);

/** Binance's regular-tier USDⓈ-M fees: taker 0.05 %, maker 0.02 %. */
const FEES = { takerFeeRate: '0.0005', makerFeeRate: '0.0002' } as const;

const TIERS_BY_BASE: Readonly<Record<string, readonly ContractTierReference[]>> = {
  BTC: BTC_TIERS,
  ETH: ETH_TIERS,
  BNB: MAJOR_TIERS,
  SOL: MAJOR_TIERS,
  XRP: MAJOR_TIERS,
};

/** The seeded rules of the perpetual on `baseAsset`. */
export const contractSpecReference = (baseAsset: string): ContractSpecReference => ({
  tiers: TIERS_BY_BASE[baseAsset] ?? ALT_TIERS,
  ...FEES,
});

/** Smallest order notional (USDT), as on Binance. */
export const CONTRACT_MIN_NOTIONAL = '5';
/** Open (pending) orders one account may have at once. */
export const CONTRACT_OPEN_ORDERS_LIMIT = 50;
