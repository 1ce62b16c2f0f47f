import { BigNumber } from 'bignumber.js';
import { WALLET_CODES, type FundsOverview, type WalletCode } from '@exchange/contracts';
import type { AppContext, Caller } from '../../platform/context';
import { contractAccountOf } from '../contract/index';
import { VALUATION_ASSET } from '../market/index';
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

/** Every wallet's totals; the contract wallet's include its positions (margins held, equity as total). */
const walletsOf = async (context: AppContext, caller: Caller) => {
  const balances = await readBalances(context.db, caller.userId);
  const summaries = WALLET_CODES.map((wallet) => summarise(context, balances, wallet));
  const contract = summaries.find((summary) => summary.wallet === 'contract');
  if (!contract) return summaries;
  const part = await contractPart(context, caller, balances, contract);
  return summaries.map((summary) =>
    summary === contract
      ? { ...summary, total: part.ec, available: part.totalAvailable, frozen: part.totalFrozenAmount }
      : summary,
  );
};

const coinPart = (spot: WalletSummary) => ({
  total: spot.total,
  totalAvailable: spot.available,
  totalFrozenAmount: spot.frozen,
  walletList: spot.rows,
});

/**
 * The contract wallet with its positions valued at the mark (modules/contract): margins count in the wallet total and
 * as held, unrealised PnL in the equity, and available is reduced by any cross loss beyond its position's margin.
 */
const contractPart = async (
  context: AppContext,
  caller: Caller,
  balances: Balance[],
  contract: WalletSummary,
) => {
  const usdt = balances.find((balance) => balance.wallet === 'contract' && balance.asset === VALUATION_ASSET);
  const usdtAvailable = usdt?.available ?? '0';
  const account = await contractAccountOf(context, caller.userId, {
    available: usdtAvailable,
    frozen: usdt?.frozen ?? '0',
  });
  const total = new BigNumber(contract.total).plus(account.totalMargin);
  return {
    ec: toUsdt(total.plus(account.totalPnl)),
    total: toUsdt(total),
    totalPositionValue: toUsdt(new BigNumber(account.positionValue)),
    totalProfitAndLoss: toUsdt(new BigNumber(account.totalPnl)),
    totalAvailable: toUsdt(new BigNumber(contract.available).minus(usdtAvailable).plus(account.spendable)),
    totalFrozenAmount: toUsdt(new BigNumber(contract.frozen).plus(account.totalMargin)),
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
};

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
  const contractWallet = summarise(context, balances, 'contract');
  const contract = await contractPart(context, caller, balances, contractWallet);
  const fast = summarise(context, balances, 'fast_contract');
  return {
    total: toUsdt(new BigNumber(spot.total).plus(contract.ec).plus(fast.total)),
    isPriceComplete: spot.isPriceComplete && contractWallet.isPriceComplete && fast.isPriceComplete,
    coin: coinPart(spot),
    contract,
    fast: fastPart(fast),
  };
};

export const listCoinFunds = async (context: AppContext, caller: Caller) =>
  coinPart(await walletOf(context, caller, 'spot'));
export const getContractFunds = async (context: AppContext, caller: Caller) => {
  const balances = await readBalances(context.db, caller.userId);
  return contractPart(context, caller, balances, summarise(context, balances, 'contract'));
};
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
