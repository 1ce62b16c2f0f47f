import { BigNumber } from 'bignumber.js';
import { WALLET_CODES, type FundsOverview, type WalletCode } from '@exchange/contracts';
import type { AppContext, Caller } from '../../platform/context';
import { listExchangeRates } from '../system/index';
import { readBalances, toUsdt, valueAsset, walletAssets, walletTotals, type Balance } from './balances';

const summarise = (context: AppContext, balances: Balance[], wallet: WalletCode) => {
  const rows = walletAssets(context, balances, wallet);
  return { wallet, rows, ...walletTotals(rows) };
};

const walletsOf = async (context: AppContext, caller: Caller) => {
  const balances = await readBalances(context.db, caller.userId);
  return WALLET_CODES.map((wallet) => summarise(context, balances, wallet));
};

/**
 * The funds overview of spec §3 at live prices in USDT. Contract positions and fast contracts arrive with their
 * issues: until then the contract part's position value and PnL are 0 and `plList` is empty, and the fast wallet's
 * position amount is 0 — true values, since nothing can be open yet.
 */
export const getFundsOverview = async (context: AppContext, caller: Caller): Promise<FundsOverview> => {
  const [spot, contract, fast] = await walletsOf(context, caller);
  if (!spot || !contract || !fast) throw new Error('wallet list incomplete');
  const total = new BigNumber(spot.total).plus(contract.total).plus(fast.total);
  return {
    total: toUsdt(total),
    isPriceComplete: spot.isPriceComplete && contract.isPriceComplete && fast.isPriceComplete,
    coin: {
      total: spot.total,
      totalAvailable: spot.available,
      totalFrozenAmount: spot.frozen,
      walletList: spot.rows,
    },
    contract: {
      ec: contract.total,
      total: contract.total,
      totalPositionValue: '0',
      totalProfitAndLoss: '0',
      totalAvailable: contract.available,
      totalFrozenAmount: contract.frozen,
      plList: [],
    },
    fast: { total: fast.total, walletBalance: fast.total, positionAmount: '0' },
  };
};

export const listCoinFunds = async (context: AppContext, caller: Caller) =>
  (await getFundsOverview(context, caller)).coin;
export const getContractFunds = async (context: AppContext, caller: Caller) =>
  (await getFundsOverview(context, caller)).contract;
export const getFastWallet = async (context: AppContext, caller: Caller) =>
  (await getFundsOverview(context, caller)).fast;

export const listWalletTypes = async (context: AppContext, caller: Caller) =>
  (await walletsOf(context, caller)).map(({ wallet, total, available, frozen }) => ({
    wallet,
    total,
    available,
    frozen,
  }));

export const getWalletStatistic = async (context: AppContext, caller: Caller) => {
  const wallets = await walletsOf(context, caller);
  return {
    total: toUsdt(wallets.reduce((sum, wallet) => sum.plus(wallet.total), new BigNumber(0))),
    isPriceComplete: wallets.every((wallet) => wallet.isPriceComplete),
    wallets: wallets.map(({ wallet, total, available, frozen }) => ({ wallet, total, available, frozen })),
  };
};

/** The overview total in every enabled display currency (USDT × the currency's rate, at its own precision). */
export const listFiatTotals = async (context: AppContext, caller: Caller) => {
  const { total } = await getWalletStatistic(context, caller);
  const { usdExchangeList } = await listExchangeRates(context);
  return usdExchangeList.map((rate) => ({
    exchange: rate.exchange,
    sign: rate.sign,
    position: rate.position,
    priceAccuracy: rate.priceAccuracy,
    total: new BigNumber(total)
      .times(rate.price)
      .decimalPlaces(rate.priceAccuracy, BigNumber.ROUND_DOWN)
      .toFixed(),
  }));
};

export const getWalletByCoin = async (
  context: AppContext,
  caller: Caller,
  query: { coin: string; wallet: WalletCode },
) => {
  const balances = await readBalances(context.db, caller.userId);
  const held = balances.find((balance) => balance.wallet === query.wallet && balance.asset === query.coin);
  return valueAsset(context, query.wallet, query.coin, held);
};
