import { z } from 'zod';
import { decimalStringSchema } from '../../common';
import { defineOperation } from '../operation';
import { coinSchema, walletAssetSchema, walletCodeSchema } from './wallet-common';

/** Coin part of the funds overview (spec §3): totals in USDT and one row per asset. */
export const coinFundsSchema = z.object({
  total: decimalStringSchema,
  totalAvailable: decimalStringSchema,
  totalFrozenAmount: decimalStringSchema,
  walletList: z.array(walletAssetSchema),
});

/** Contract position entry of spec §3: `endPrice` is the mark it is valued at (null before the first price). */
export const positionEntrySchema = z.object({
  id: z.number().int(),
  subscribeSymbol: z.string(),
  endPrice: decimalStringSchema.nullable(),
  lever: z.number().int(),
  earnestMoney: decimalStringSchema,
  direction: z.number().int(),
  plAmount: decimalStringSchema,
  plRatio: decimalStringSchema,
});

/**
 * Contract part of the funds overview (spec §3), in USDT: `total` the wallet (balances + position margins), `ec` the
 * equity (total + unrealised PnL), `totalAvailable` what new orders may use (less any cross loss beyond its position's
 * margin, spec §4), `totalFrozenAmount` held by orders and positions.
 */
export const contractFundsSchema = z.object({
  ec: decimalStringSchema,
  total: decimalStringSchema,
  totalPositionValue: decimalStringSchema,
  totalProfitAndLoss: decimalStringSchema,
  totalAvailable: decimalStringSchema,
  totalFrozenAmount: decimalStringSchema,
  plList: z.array(positionEntrySchema),
});

/** Fast wallet of spec §3: total = wallet balance + amount staked in open fast contracts, in USDT. */
export const fastWalletSchema = z.object({
  total: decimalStringSchema,
  walletBalance: decimalStringSchema,
  positionAmount: decimalStringSchema,
});

/** The overview: the total across wallets in USDT; `isPriceComplete` is false when some asset had no live price. */
export const fundsOverviewSchema = z.object({
  total: decimalStringSchema,
  isPriceComplete: z.boolean(),
  coin: coinFundsSchema,
  contract: contractFundsSchema,
  fast: fastWalletSchema,
});
export type FundsOverview = z.infer<typeof fundsOverviewSchema>;

export const getFundsOverview = defineOperation({
  method: 'GET',
  path: '/wallet/fund',
  auth: 'member',
  summary:
    'The funds overview: total, coin (spot) part, contract part and fast wallet, valued at live prices in USDT.',
  response: fundsOverviewSchema,
});

export const listCoinFunds = defineOperation({
  method: 'GET',
  path: '/wallet/list-fund',
  auth: 'member',
  summary: 'The coin (spot) wallet: every supported asset with balances and USDT value, and the totals.',
  response: coinFundsSchema,
});

export const getContractFunds = defineOperation({
  method: 'GET',
  path: '/wallet/contract',
  auth: 'member',
  summary: 'The contract wallet: equity, totals and open positions (plList), in USDT.',
  response: contractFundsSchema,
});

export const getFastWallet = defineOperation({
  method: 'GET',
  path: '/wallet/quick-contract',
  auth: 'member',
  summary: 'The fast contract wallet: balance, amount in open fast contracts and their total, in USDT.',
  response: fastWalletSchema,
});

export const walletSummarySchema = z.object({
  wallet: walletCodeSchema,
  total: decimalStringSchema,
  available: decimalStringSchema,
  frozen: decimalStringSchema,
});

export const listWalletTypes = defineOperation({
  method: 'GET',
  path: '/wallet/list-type',
  auth: 'member',
  summary: "The user's wallets (spot, contract, fast contract) with their totals in USDT.",
  response: z.array(walletSummarySchema),
});

export const getWalletStatistic = defineOperation({
  method: 'GET',
  path: '/wallet/statistic',
  auth: 'member',
  summary: 'Totals in USDT: overall, per wallet, and whether every asset had a live price.',
  response: z.object({
    total: decimalStringSchema,
    isPriceComplete: z.boolean(),
    wallets: z.array(walletSummarySchema),
  }),
});

export const fiatTotalSchema = z.object({
  exchange: z.string(),
  sign: z.string(),
  position: z.number().int(),
  priceAccuracy: z.number().int(),
  total: decimalStringSchema,
});

export const listFiatTotals = defineOperation({
  method: 'GET',
  path: '/wallet/fiat',
  auth: 'member',
  summary: 'The overview total converted into every display currency of the exchange-rate list.',
  response: z.array(fiatTotalSchema),
});

export const getWalletByCoin = defineOperation({
  method: 'GET',
  path: '/wallet/get-by-coin',
  auth: 'member',
  summary: 'One asset in one wallet (default spot), valued in USDT.',
  query: z.strictObject({ coin: coinSchema, wallet: walletCodeSchema.default('spot') }),
  response: walletAssetSchema,
});
