import type { AppContext } from '../../platform/context';
import type { Instrument } from '../market/index';
import { spotRuntimeOf } from './spot-runtime';

/** What one account pays on one pair: maker and taker rates, and the pair's minimum order value. */
export interface AccountFeeRates {
  makerFeeRate: string;
  takerFeeRate: string;
  minNotional: string;
}

/**
 * The caller's fee rates on a pair: a function of the account and the instrument. Today every account pays the
 * pair's base rates; a VIP discount (spec §1 VIP levels) would scale them here, by `userId`, and nowhere else.
 */
export const feeRatesFor = (
  context: AppContext,
  _userId: number,
  instrument: Pick<Instrument, 'id'>,
): AccountFeeRates => {
  const { makerFeeRate, takerFeeRate, minNotional } = spotRuntimeOf(context).fees.of(instrument.id);
  return { makerFeeRate, takerFeeRate, minNotional };
};
