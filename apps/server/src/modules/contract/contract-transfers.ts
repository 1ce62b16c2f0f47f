import { BigNumber } from 'bignumber.js';
import { CROSS } from '@exchange/domain';
import type { Tx } from '../../platform/db/index';
import type { AppContext } from '../../platform/context';
import { fail } from '../../platform/errors';
import { valueAccount } from './account-valuation';
import { valuationSources } from './contract-runtime';
import { contractBalanceOf, MARGIN_ASSET, openPositionsOf } from './contract-store';
import type { WalletOutflowGuard } from '../wallet/index';

/**
 * Guards a transfer of `amount` USDT out of the contract wallet (wallet/any-transfer), inside its money request (which
 * holds the account lock, so no order or liquidation is half-way): it refuses what the open positions need — any
 * cross loss beyond its position's margin (spec §4), and whatever would put the cross positions at or below their
 * maintenance margin. Otherwise a holder could move collateral out and leave a loss to the insurance fund. With a cross
 * position that has no live price the account cannot be valued, so nothing leaves until it can.
 */
export const requireContractTransferable = async (
  context: AppContext,
  tx: Tx,
  userId: number,
  amount: string,
) => {
  const positions = await openPositionsOf(tx, userId);
  if (positions.length === 0) return;
  const sources = valuationSources(context);
  if (positions.some((row) => row.marginMode === CROSS && !sources.priceOf(row.symbol)?.isLive))
    fail('PRICE_UNAVAILABLE', { field: 'coin' });
  const valuation = valueAccount(positions, await contractBalanceOf(tx, userId), sources);
  const aboveMaintenance = new BigNumber(valuation.crossWalletBalance)
    .plus(valuation.crossPnl)
    .minus(valuation.crossMaintenance);
  const isCrossHeld = positions.some((row) => row.marginMode === CROSS);
  const transferable = BigNumber.max(
    0,
    isCrossHeld ? BigNumber.min(valuation.spendable, aboveMaintenance) : valuation.spendable,
  );
  if (new BigNumber(amount).isGreaterThan(transferable))
    fail('INSUFFICIENT_BALANCE', {
      field: 'amount',
      values: { max: transferable.decimalPlaces(8, BigNumber.ROUND_DOWN).toFixed() },
    });
};

/** The wallet's outflow guard: contract margin (USDT) leaves only as far as open positions do not need it. */
export const contractOutflowGuard: WalletOutflowGuard = {
  wallet: 'contract',
  requireTransferable: async (context, tx, move) => {
    if (move.asset === MARGIN_ASSET) await requireContractTransferable(context, tx, move.userId, move.amount);
  },
};
