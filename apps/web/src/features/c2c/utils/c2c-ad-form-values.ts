import { BigNumber } from 'bignumber.js';
import type { NewAd } from '../api/c2c-mutations';
import type { C2cAsset } from './c2c-rules';
import {
  C2C_PAYMENT_WINDOW,
  canonicalDecimal,
  isCoinInput,
  isFiatInput,
  isMarginPercentInput,
  isPaymentWindowInput,
  percentToFraction,
} from './c2c-rules';

/** The "Post ad" form as typed: amounts as text, the margin as a percentage, method ids as checkbox values. */
export interface AdFormValues {
  side: 'sell' | 'buy';
  asset: C2cAsset;
  fiat: string;
  priceType: 'fixed' | 'floating';
  fixedPrice: string;
  marginPercent: string;
  totalAmount: string;
  minOrderFiat: string;
  maxOrderFiat: string;
  paymentMethodIds: string[];
  paymentWindowMinutes: string;
  terms: string;
}

export const TERMS_MAX = 500;

export const adFormDefaults = (fiat: string): AdFormValues => ({
  side: 'sell',
  asset: 'USDT',
  fiat,
  priceType: 'fixed',
  fixedPrice: '',
  marginPercent: '0',
  totalAmount: '',
  minOrderFiat: '',
  maxOrderFiat: '',
  paymentMethodIds: [],
  paymentWindowMinutes: String(C2C_PAYMENT_WINDOW.default),
  terms: '',
});

/** Which rule a field breaks, as the `c2c.adForm.errors.*` key, or null. */
export type AdFieldProblem =
  'price' | 'margin' | 'total' | 'fiatAmount' | 'limits' | 'methods' | 'window' | 'terms' | null;

export const adFieldRules = {
  fixedPrice: (value: string, values: AdFormValues): AdFieldProblem =>
    values.priceType === 'fixed' && !isFiatInput(value) ? 'price' : null,
  marginPercent: (value: string, values: AdFormValues): AdFieldProblem =>
    values.priceType === 'floating' && !isMarginPercentInput(value) ? 'margin' : null,
  totalAmount: (value: string): AdFieldProblem => (isCoinInput(value) ? null : 'total'),
  minOrderFiat: (value: string): AdFieldProblem => (isFiatInput(value) ? null : 'fiatAmount'),
  maxOrderFiat: (value: string, values: AdFormValues): AdFieldProblem => {
    if (!isFiatInput(value)) return 'fiatAmount';
    return isFiatInput(values.minOrderFiat) && new BigNumber(values.minOrderFiat.trim()).gt(value.trim())
      ? 'limits'
      : null;
  },
  paymentMethodIds: (value: string[]): AdFieldProblem => (value.length > 0 ? null : 'methods'),
  paymentWindowMinutes: (value: string): AdFieldProblem => (isPaymentWindowInput(value) ? null : 'window'),
  terms: (value: string): AdFieldProblem => (value.trim().length <= TERMS_MAX ? null : 'terms'),
};

/** The body of createC2cAd from valid form values. */
export function toNewAd(values: AdFormValues): NewAd {
  return {
    side: values.side,
    asset: values.asset,
    fiat: values.fiat,
    priceType: values.priceType,
    ...(values.priceType === 'fixed'
      ? { fixedPrice: canonicalDecimal(values.fixedPrice) }
      : { margin: percentToFraction(values.marginPercent) }),
    totalAmount: canonicalDecimal(values.totalAmount),
    minOrderFiat: canonicalDecimal(values.minOrderFiat),
    maxOrderFiat: canonicalDecimal(values.maxOrderFiat),
    paymentMethodIds: values.paymentMethodIds.map(Number),
    paymentWindowMinutes: Number(values.paymentWindowMinutes.trim()),
    terms: values.terms.trim(),
  };
}
