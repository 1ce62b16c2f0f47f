import { BigNumber } from 'bignumber.js';
import { walkBook, type SpotDirection, type SpotSettlement } from '@exchange/domain';
import type { AppContext } from '../../platform/context';
import { fail } from '../../platform/errors';
import type { Wallet } from '../ledger/index';
import { feeRatesFor } from './account-fee-rates';
import { bookSideOf, requireLiveMarket, requirePair, type SpotMarket } from './spot-market';
import { bookFills, settleFills, type PlannedFill, type SpotScope } from './spot-settle';

export interface WalletMarketFill {
  /** Unique per fill: the ledger transfer ids are `spot:<no>:<leg>`. */
  no: string;
  symbol: string;
  direction: SpotDirection;
  /** Base quantity (on the pair's step), or for a buy the quote to spend. */
  quantity?: string | undefined;
  quoteAmount?: string | undefined;
  wallet: Wallet;
}

export interface WalletMarketFillResult {
  settlement: SpotSettlement;
  fills: readonly PlannedFill[];
  feeRate: string;
  market: SpotMarket;
  transferIds: string[];
}

/**
 * A market order filled now for another module (AI strategies' child orders) on one of the user's wallets, inside the
 * caller's money transaction (the account lock held): the live book walked exactly as a spot market order, the
 * account's taker fee (`feeRatesFor`), the house spot book and fees, spot's business types and the spot book lock.
 * Refused (PRICE_UNAVAILABLE, SPOT_INSUFFICIENT_DEPTH, SPOT_BELOW_MIN_NOTIONAL) with nothing moved. No spot order row.
 */
export const fillMarketForWallet = async (
  context: AppContext,
  scope: SpotScope,
  input: WalletMarketFill,
): Promise<WalletMarketFillResult> => {
  const pair = requirePair(context, input.symbol);
  const market = requireLiveMarket(context, pair.symbol);
  const fees = feeRatesFor(context, scope.userId, pair);
  const walk = walkBook({
    direction: input.direction,
    levels: bookSideOf(market, input.direction),
    quantity: input.quantity,
    quoteAmount: input.quoteAmount,
    quantityDecimals: pair.transactionAccuracy,
  });
  if (!walk.isComplete) fail('SPOT_INSUFFICIENT_DEPTH', { values: { available: walk.available } });
  // A buy by quote is sized by what it spends (its walk keeps less than one quantity step back).
  const notional = input.quoteAmount ?? walk.quoteAmount;
  if (new BigNumber(notional).isLessThan(fees.minNotional) || new BigNumber(walk.quantity).isZero())
    fail('SPOT_BELOW_MIN_NOTIONAL', { values: { min: fees.minNotional } });
  const set = { role: 'taker' as const, feeRate: fees.takerFeeRate, fills: bookFills(walk, market.bookTime) };
  const order = {
    no: input.no,
    direction: input.direction,
    baseAsset: pair.baseAsset,
    quoteAsset: pair.quoteAsset,
    holdId: null,
  };
  const { settlement, transferIds } = await settleFills(scope, order, set, 'none', input.wallet);
  return { settlement, fills: set.fills, feeRate: set.feeRate, market, transferIds };
};
