import { BigNumber } from 'bignumber.js';
import type { AppContext } from '../../platform/context';
import { ExtensionPoint } from '../../platform/modules/index';
import type { Instrument } from '../market/index';
import { spotRuntimeOf } from './spot-runtime';

/** What one account pays on one pair: maker and taker rates, and the pair's minimum order value. */
export interface AccountFeeRates {
  makerFeeRate: string;
  takerFeeRate: string;
  minNotional: string;
}

/**
 * A discount on an account's spot fees (VIP levels contribute one): fractions 0–1 off the pair's maker and taker
 * rates, answered synchronously (from the contributor's memory) since every fill asks.
 */
export interface SpotFeeDiscount {
  name: string;
  discountFor(context: AppContext, userId: number): { maker: string; taker: string } | null;
}
export const SPOT_FEE_DISCOUNTS = new ExtensionPoint<SpotFeeDiscount>('spot.feeDiscounts');

/** Fee rates keep the orders' column scale; a discounted rate is cut down to it (in the user's favour). */
const RATE_DECIMALS = 8;

const discounted = (rate: string, discount: BigNumber) =>
  discount.isZero()
    ? rate
    : new BigNumber(rate)
        .times(new BigNumber(1).minus(BigNumber.min(discount, 1)))
        .decimalPlaces(RATE_DECIMALS, BigNumber.ROUND_DOWN)
        .toFixed();

/**
 * The caller's fee rates on a pair: a function of the account and the instrument — the pair's base rates, less the
 * largest discount any SPOT_FEE_DISCOUNTS contributor gives the account (VIP levels), and nowhere else.
 */
export const feeRatesFor = (
  context: AppContext,
  userId: number,
  instrument: Pick<Instrument, 'id'>,
): AccountFeeRates => {
  const { makerFeeRate, takerFeeRate, minNotional } = spotRuntimeOf(context).fees.of(instrument.id);
  let maker = new BigNumber(0);
  let taker = new BigNumber(0);
  for (const source of context.modules.contributions(SPOT_FEE_DISCOUNTS)) {
    const discount = source.discountFor(context, userId);
    if (!discount) continue;
    maker = BigNumber.max(maker, discount.maker);
    taker = BigNumber.max(taker, discount.taker);
  }
  return {
    makerFeeRate: discounted(makerFeeRate, maker),
    takerFeeRate: discounted(takerFeeRate, taker),
    minNotional,
  };
};
