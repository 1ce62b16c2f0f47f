import { BigNumber } from 'bignumber.js';
import { NO_VALUE, formatCoinAmount, formatDecimal, formatPercent } from '@exchange/ui/format';

/** Rates are fractions with at most 4 decimals; their products (level 1 × kickback) have at most 8. */
const MAX_PERCENT_DECIMALS = 6;

/** A fraction as a percentage with the decimals it has: `0.2` → `20%`, `0.125` → `12.5%`. */
export function formatRate(fraction: string): string {
  const percent = new BigNumber(fraction).times(100);
  if (!percent.isFinite()) return NO_VALUE;
  const decimals = Math.min(MAX_PERCENT_DECIMALS, percent.decimalPlaces() ?? 0);
  return formatPercent(percent.toFixed(), { signed: false, decimals });
}

/** A count (friends, fees) in the user's locale: `1,204`. */
export const formatCount = (count: number) => formatDecimal(count, { decimals: 0 });

/** An amount of an asset as a balance shows it: `12.5 USDT`. */
export const formatAssetAmount = (amount: string, asset: string) => `${formatCoinAmount(amount)} ${asset}`;

/** The fee's business type (spec §3 and the products' own codes) as the `invite.details.feeTypes.*` key name. */
export type FeeTypeName =
  | 'contractOpenFee'
  | 'contractCloseFee'
  | 'spotFee'
  | 'stockFee'
  | 'blockTradeFee'
  | 'swapFee'
  | 'withdrawalFee'
  | 'loanInterest'
  | 'loanLiquidationFee'
  | 'aiTradingFee'
  | 'fastContractFee'
  | 'other';

const FEE_TYPES: Readonly<Record<number, FeeTypeName>> = {
  26: 'swapFee',
  300: 'contractOpenFee',
  304: 'contractCloseFee',
  312: 'withdrawalFee',
  503: 'loanInterest',
  1000: 'fastContractFee',
  1001: 'fastContractFee',
  1201: 'spotFee',
  1212: 'stockFee',
  1223: 'blockTradeFee',
  1234: 'loanLiquidationFee',
  2200: 'aiTradingFee',
  2201: 'aiTradingFee',
};

export const feeTypeName = (businessType: number): FeeTypeName => FEE_TYPES[businessType] ?? 'other';
