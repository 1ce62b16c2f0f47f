import { BigNumber } from 'bignumber.js';
import type { FundsOverview } from '@exchange/contracts';
import { toUsdt, type WalletValuation } from '../wallet/index';
import { contractAccountOf } from './contract-reads';
import { MARGIN_ASSET } from './contract-store';

/**
 * The contract wallet with its positions valued at the mark, for the funds overview: margins count in the wallet
 * total and as held, unrealised PnL in the equity (the wallet's total), and available is reduced by any cross loss
 * beyond its position's margin.
 */
export const contractWalletValuation: WalletValuation = {
  wallet: 'contract',
  value: async (context, userId, balances, plain) => {
    const usdt = balances.find((balance) => balance.wallet === 'contract' && balance.asset === MARGIN_ASSET);
    const usdtAvailable = usdt?.available ?? '0';
    const account = await contractAccountOf(context, userId, {
      available: usdtAvailable,
      frozen: usdt?.frozen ?? '0',
    });
    const total = new BigNumber(plain.total).plus(account.totalMargin);
    const section: FundsOverview['contract'] = {
      ec: toUsdt(total.plus(account.totalPnl)),
      total: toUsdt(total),
      totalPositionValue: toUsdt(new BigNumber(account.positionValue)),
      totalProfitAndLoss: toUsdt(new BigNumber(account.totalPnl)),
      totalAvailable: toUsdt(new BigNumber(plain.available).minus(usdtAvailable).plus(account.spendable)),
      totalFrozenAmount: toUsdt(new BigNumber(plain.frozen).plus(account.totalMargin)),
      plList: account.positions.map((position) => ({
        id: position.id,
        subscribeSymbol: position.subscribeSymbol,
        endPrice: position.endPrice,
        lever: position.lever,
        earnestMoney: position.earnestMoney,
        direction: position.direction,
        plAmount: position.plAmount,
        plRatio: position.plRatio,
      })),
    };
    return {
      total: section.ec,
      available: section.totalAvailable,
      frozen: section.totalFrozenAmount,
      section,
    };
  },
};
