import type { SpotFeeDiscount } from '../spot/index';
import type { WithdrawalLimitBoost } from '../wallet/index';
import { vipRuntimeOf } from './vip-runtime';

/** The spot fee discount of the caller's level in effect (from memory: every fill asks). */
export const vipSpotFeeDiscount: SpotFeeDiscount = {
  name: 'vip',
  discountFor: (context, userId) => {
    const benefits = vipRuntimeOf(context).benefitsFor(userId);
    return { maker: benefits.makerFeeDiscount, taker: benefits.takerFeeDiscount };
  },
};

/** The withdrawal daily limit multiplier of the caller's level in effect. */
export const vipWithdrawalLimitBoost: WithdrawalLimitBoost = {
  name: 'vip',
  multiplierFor: (context, userId) => vipRuntimeOf(context).benefitsFor(userId).withdrawalLimitMultiplier,
};
