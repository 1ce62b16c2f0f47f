import { BigNumber } from 'bignumber.js';
import type {
  C2C_ASSETS as AssetsValues,
  C2C_EVIDENCE_MAX as EvidenceMax,
  C2C_MARGIN_LIMIT as MarginLimit,
  C2C_METHOD_KINDS as MethodKindsValues,
  C2C_PAYMENT_METHODS_MAX as MethodsMax,
  C2C_PAYMENT_WINDOW as PaymentWindowValues,
  C2cAdStatus as AdStatusValues,
  C2cOrderStatus as OrderStatusValues,
  MerchantStatus as MerchantStatusValues,
} from '@exchange/contracts/http/c2c/index';

/*
 * The contract's constants, checked against it at compile time (a value import would bring zod into the chunk).
 */

export const C2C_ASSETS = ['USDT', 'BTC', 'ETH'] as const satisfies typeof AssetsValues;
export type C2cAsset = (typeof C2C_ASSETS)[number];
export const C2C_METHOD_KINDS = ['bank', 'ewallet'] as const satisfies typeof MethodKindsValues;
export const C2C_PAYMENT_WINDOW = {
  default: 15,
  min: 5,
  max: 120,
} as const satisfies typeof PaymentWindowValues;
export const C2C_MARGIN_LIMIT = '0.2' satisfies typeof MarginLimit;
export const C2C_PAYMENT_METHODS_MAX = 10 satisfies typeof MethodsMax;
export const C2C_EVIDENCE_MAX = 5 satisfies typeof EvidenceMax;

export const MerchantStatus = {
  applied: 0,
  approved: 1,
  rejected: -1,
  suspended: -2,
} as const satisfies typeof MerchantStatusValues;
export const C2cAdStatus = { online: 1, offline: 0, closed: -1 } as const satisfies typeof AdStatusValues;
export const C2cOrderStatus = {
  unpaid: 1,
  paid: 2,
  released: 3,
  cancelled: 4,
  appealing: 5,
} as const satisfies typeof OrderStatusValues;

/** Statuses in which an order still needs a step from someone (polled while shown). */
export const isOpenOrder = (status: number) =>
  status === C2cOrderStatus.unpaid || status === C2cOrderStatus.paid || status === C2cOrderStatus.appealing;

/** The fiat side has cents; the coin has at most 8 decimals (c2cFiatAmountSchema, c2cCoinAmountSchema). */
export const FIAT_DECIMALS = 2;
export const COIN_DECIMALS = 8;
const FIAT_INPUT = /^\d{1,14}(\.\d{1,2})?$/;
const COIN_INPUT = /^\d{1,14}(\.\d{1,8})?$/;

/** A positive fiat amount as the API takes it (at most 2 decimals). */
export const isFiatInput = (text: string) => FIAT_INPUT.test(text.trim()) && new BigNumber(text.trim()).gt(0);
/** A positive coin amount as the API takes it (at most 8 decimals). */
export const isCoinInput = (text: string) => COIN_INPUT.test(text.trim()) && new BigNumber(text.trim()).gt(0);

/** The coin a fiat amount buys at `price`, rounded down to 8 decimals (as the server computes it). */
export const coinFor = (fiatAmount: string, price: string) =>
  new BigNumber(fiatAmount).div(price).decimalPlaces(COIN_DECIMALS, BigNumber.ROUND_DOWN).toFixed();

/** A decimal without trailing zeros (`1.0100` → `1.01`): the canonical text the API is sent. */
export const canonicalDecimal = (value: string) => new BigNumber(value.trim()).toFixed();

interface TakeableAd {
  price: string | null;
  remainingAmount: string;
  minOrderFiat: string;
  maxOrderFiat: string;
}

/** The most fiat one order can take now: the ad's maximum, or what its remaining coin is worth if less. */
export function maxTakeFiat(ad: TakeableAd): string | null {
  if (ad.price === null) return null;
  const remainingFiat = new BigNumber(ad.remainingAmount)
    .times(ad.price)
    .decimalPlaces(FIAT_DECIMALS, BigNumber.ROUND_DOWN);
  return BigNumber.min(remainingFiat, ad.maxOrderFiat).toFixed();
}

/** Whether an order can be opened at all: a price, and at least the minimum remaining. */
export const canTake = (ad: TakeableAd) => {
  const max = maxTakeFiat(ad);
  return max !== null && new BigNumber(max).gte(ad.minOrderFiat) && new BigNumber(max).gt(0);
};

export type FiatAmountProblem =
  | { key: 'required' }
  | { key: 'invalid' }
  | { key: 'belowMin'; min: string }
  | { key: 'aboveMax'; max: string }
  | { key: 'aboveRemaining'; max: string }
  | { key: 'tooSmall' };

/** Why a fiat amount typed for an ad cannot be sent, or null: the server's own checks, in its order. */
export function fiatAmountProblem(ad: TakeableAd, text: string): FiatAmountProblem | null {
  const value = text.trim();
  if (value === '') return { key: 'required' };
  if (!isFiatInput(value) || ad.price === null) return { key: 'invalid' };
  if (new BigNumber(value).lt(ad.minOrderFiat)) return { key: 'belowMin', min: ad.minOrderFiat };
  if (new BigNumber(value).gt(ad.maxOrderFiat)) return { key: 'aboveMax', max: ad.maxOrderFiat };
  const remainingMax = maxTakeFiat(ad) ?? '0';
  if (new BigNumber(coinFor(value, ad.price)).gt(ad.remainingAmount))
    return { key: 'aboveRemaining', max: remainingMax };
  if (!new BigNumber(coinFor(value, ad.price)).gt(0)) return { key: 'tooSmall' };
  return null;
}

/** A margin typed as a percentage (`2`, `-1.5`): at most 2 decimals, within ±20 %. */
const PERCENT_INPUT = /^-?\d{1,2}(\.\d{1,2})?$/;
export const isMarginPercentInput = (text: string) =>
  PERCENT_INPUT.test(text.trim()) &&
  new BigNumber(text.trim()).abs().lte(new BigNumber(C2C_MARGIN_LIMIT).times(100));

/** `2` → `0.02`, `-1.5` → `-0.015`: the fraction the API takes. */
export const percentToFraction = (percent: string) => new BigNumber(percent.trim()).div(100).toFixed();

/** The margin limit as a percentage: `20`. */
export const MARGIN_LIMIT_PERCENT = new BigNumber(C2C_MARGIN_LIMIT).times(100).toFixed();

/** A payment window typed in minutes: a whole number within the contract's range. */
export const isPaymentWindowInput = (text: string) =>
  /^\d{1,3}$/.test(text.trim()) &&
  Number(text) >= C2C_PAYMENT_WINDOW.min &&
  Number(text) <= C2C_PAYMENT_WINDOW.max;
