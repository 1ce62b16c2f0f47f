import { BigNumber } from 'bignumber.js';
import { WALLET_CODES, type FundsOverview, type WalletCode } from '@exchange/contracts';
import type { AppContext, Caller } from '../../platform/context';
import { listExchangeRates } from '../system/index';
import { readBalances, toUsdt, valueAsset, walletAssets, walletTotals, type Balance } from './balances';
import { valueHoldings, WALLET_VALUATIONS, type WalletFigures } from './wallet-extensions';

const summarise = (context: AppContext, balances: Balance[], wallet: WalletCode) => {
  const rows = walletAssets(context, balances, wallet);
  return { wallet, rows, ...walletTotals(rows) };
};
type WalletSummary = ReturnType<typeof summarise>;

/** One wallet of the caller, valued. */
const walletOf = async (context: AppContext, caller: Caller, wallet: WalletCode) =>
  summarise(context, await readBalances(context.db, caller.userId), wallet);

/**
 * The wallet valued with what its product holds on top of the balances (the contract's positions: margins held,
 * equity as total), as the product contributes it; a wallet no product values is its balances alone.
 */
const valued = async (context: AppContext, caller: Caller, balances: Balance[], summary: WalletSummary) => {
  const valuation = context.modules
    .contributions(WALLET_VALUATIONS)
    .find((candidate) => candidate.wallet === summary.wallet);
  const plain: WalletFigures = { total: summary.total, available: summary.available, frozen: summary.frozen };
  if (!valuation) return { ...summary, section: null };
  const { section, ...figures } = await valuation.value(context, caller.userId, balances, plain);
  return { ...summary, ...figures, section };
};

/** Every wallet's totals, each valued with its product's holdings. */
const walletsOf = async (context: AppContext, caller: Caller) => {
  const balances = await readBalances(context.db, caller.userId);
  return Promise.all(
    WALLET_CODES.map((wallet) => valued(context, caller, balances, summarise(context, balances, wallet))),
  );
};

/** The contract section when no product values the contract wallet: its balances, no positions. */
const plainContractSection = (contract: WalletSummary): FundsOverview['contract'] => ({
  ec: contract.total,
  total: contract.total,
  totalPositionValue: '0',
  totalProfitAndLoss: '0',
  totalAvailable: contract.available,
  totalFrozenAmount: contract.frozen,
  plList: [],
});

const contractSection = async (context: AppContext, caller: Caller, balances: Balance[]) => {
  const contract = await valued(context, caller, balances, summarise(context, balances, 'contract'));
  const section = (contract.section as FundsOverview['contract'] | null) ?? plainContractSection(contract);
  return { contract, section };
};

const coinPart = (spot: WalletSummary) => ({
  total: spot.total,
  totalAvailable: spot.available,
  totalFrozenAmount: spot.frozen,
  walletList: spot.rows,
});

/** The fast wallet when no product values it: its balances, nothing staked. */
const plainFastSection = (fast: WalletSummary): FundsOverview['fast'] => ({
  total: fast.total,
  walletBalance: fast.total,
  positionAmount: '0',
});

/** The fast wallet as its product values it (the stakes in open contracts as `positionAmount`), else plain. */
const fastSection = async (context: AppContext, caller: Caller, balances: Balance[]) => {
  const fast = await valued(context, caller, balances, summarise(context, balances, 'fast_contract'));
  const section = (fast.section as FundsOverview['fast'] | null) ?? plainFastSection(fast);
  return { fast, section };
};

/** The funds overview of spec §3 at live prices in USDT, from one read of the caller's balances. */
export const getFundsOverview = async (context: AppContext, caller: Caller): Promise<FundsOverview> => {
  const balances = await readBalances(context.db, caller.userId);
  const spot = summarise(context, balances, 'spot');
  const { contract, section } = await contractSection(context, caller, balances);
  const { fast, section: fastPart } = await fastSection(context, caller, balances);
  const holdings = await valueHoldings(context, caller.userId);
  return {
    total: toUsdt(new BigNumber(spot.total).plus(contract.total).plus(fast.total).plus(holdings.total)),
    isPriceComplete:
      spot.isPriceComplete && contract.isPriceComplete && fast.isPriceComplete && holdings.isPriceComplete,
    coin: coinPart(spot),
    contract: section,
    fast: fastPart,
  };
};

export const listCoinFunds = async (context: AppContext, caller: Caller) =>
  coinPart(await walletOf(context, caller, 'spot'));
export const getContractFunds = async (context: AppContext, caller: Caller) =>
  (await contractSection(context, caller, await readBalances(context.db, caller.userId))).section;
export const getFastWallet = async (context: AppContext, caller: Caller) =>
  (await fastSection(context, caller, await readBalances(context.db, caller.userId))).section;

export const listWalletTypes = async (context: AppContext, caller: Caller) =>
  (await walletsOf(context, caller)).map(({ wallet, total, available, frozen }) => ({
    wallet,
    total,
    available,
    frozen,
  }));

export const getWalletStatistic = async (context: AppContext, caller: Caller) => {
  const wallets = await walletsOf(context, caller);
  const holdings = await valueHoldings(context, caller.userId);
  return {
    total: toUsdt(wallets.reduce((sum, wallet) => sum.plus(wallet.total), holdings.total)),
    isPriceComplete: holdings.isPriceComplete && wallets.every((wallet) => wallet.isPriceComplete),
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
