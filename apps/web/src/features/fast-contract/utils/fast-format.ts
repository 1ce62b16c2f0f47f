import { formatAmount, formatPercent, formatSigned } from '@exchange/ui/format';
import type { NumberValue } from '@exchange/ui/format';
import { percentDecimals, rateAsPercent } from './fast-ticket';

/** Stakes, payouts and balances are USDT with 2 decimals (spec §9), cut, never rounded up. */
export const USDT_DECIMALS = 2;

export const formatUsdt = (value: NumberValue) => formatAmount(value, USDT_DECIMALS);

/** A result: `+8.50`, `-10.00`, `0.00`. */
export const formatSignedUsdt = (value: NumberValue) => formatSigned(value, USDT_DECIMALS);

/** A rate (payout, house edge) as an unsigned percentage with the decimals it needs: `85%`, `7.5%`. */
export const formatRate = (rate: string) =>
  formatPercent(rateAsPercent(rate), { signed: false, decimals: percentDecimals(rate) });
