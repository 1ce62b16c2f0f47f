import { BigNumber } from 'bignumber.js';
import { WALLET_CODES, type FundsOverview, type WalletCode } from '@exchange/contracts';
import type { AppContext, Caller } from '../../platform/context';
import { listExchangeRates } from '../system/index';
import { readBalances, toUsdt, valueAsset, walletAssets, walletTotals, type Balance } from './balances';

const summarise = (context: AppContext, balances: Balance[], wallet: WalletCode) => {
  const rows = walletAssets(context, balances, wallet);
  return { wallet, rows, ...walletTotals(rows) };
};
type WalletSummary = ReturnType<typeof summarise>;

/** One wallet of the caller, valued. */
const walletOf = async (context: AppContext, caller: Caller, wallet: WalletCode) =>
  summarise(context, await readBalances(context.db, caller.userId), wallet);

const walletsOf = async (context: AppContext, caller: Caller) => {
  const balances = await readBalances(context.db, caller.userId);
  return WALLET_CODES.map((wallet) => summarise(context, balances, wallet));
};

const coinPart = (spot: WalletSummary) => ({
  total: spot.total,
  totalAvailable: spot.available,
  totalFrozenAmount: spot.frozen,
  walletList: spot.rows,
});

/** Positions arrive with contract trading (issue 5): until then their value and PnL are truly 0. */
const contractPart = (contract: WalletSummary) => ({
  ec: contract.total,
  total: contract.total,
  totalPositionValue: '0',
  totalProfitAndLoss: '0',
  totalAvailable: contract.available,
  totalFrozenAmount: contract.frozen,
  plList: [],
});

/** Fast contracts arrive with their issue: until then nothing is staked in one. */
const fastPart = (fast: WalletSummary) => ({
  total: fast.total,
  walletBalance: fast.total,
  positionAmount: '0',
});

/** The funds overview of spec §3 at live prices in USDT, from one read of the caller's balances. */
export const getFundsOverview = async (context: AppContext, caller: Caller): Promise<FundsOverview> => {
  const balances = await readBalances(context.db, caller.userId);
  const spot = summarise(context, balances, 'spot');
  const contract = summarise(context, balances, 'contract');
  const fast = summarise(context, balances, 'fast_contract');
  return {
    total: toUsdt(new BigNumber(spot.total).plus(contract.total).plus(fast.total)),
    isPriceComplete: spot.isPriceComplete && contract.isPriceComplete && fast.isPriceComplete,
    coin: coinPart(spot),
    contract: contractPart(contract),
    fast: fastPart(fast),
  };
};

export const listCoinFunds = async (context: AppContext, caller: Caller) =>
  coinPart(await walletOf(context, caller, 'spot'));
export const getContractFunds = async (context: AppContext, caller: Caller) =>
  contractPart(await walletOf(context, caller, 'contract'));
export const getFastWallet = async (context: AppContext, caller: Caller) =>
  fastPart(await walletOf(context, caller, 'fast_contract'));

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
