import type { FundsOverview } from '@exchange/contracts/http/wallet/wallet-overview';
import type { FundRecord } from '@exchange/contracts/http/wallet/fund-records';
import type { WalletAsset } from '@exchange/contracts/http/wallet/wallet-common';
import type { PendingDeposit, PendingDeposits } from '@exchange/contracts/http/wallet/pending-deposits';
import { API, http, ok } from './msw-server';

/** A user holding 1,000.5 USDT and 0.01 BTC in spot, 200 USDT in the contract wallet, nothing in fast contracts. */
export function walletAsset(overrides: Partial<WalletAsset> & Pick<WalletAsset, 'coin'>): WalletAsset {
  return {
    wallet: 'spot',
    available: '0',
    frozen: '0',
    total: '0',
    price: '1',
    priceStatus: 1,
    valueUsdt: '0',
    ...overrides,
  };
}

export function fundsOverview(overrides: Partial<FundsOverview> = {}): FundsOverview {
  return {
    total: '2100.5',
    isPriceComplete: true,
    coin: {
      total: '1900.5',
      totalAvailable: '1850.5',
      totalFrozenAmount: '50',
      walletList: [
        walletAsset({ coin: 'USDT', available: '950.5', frozen: '50', total: '1000.5', valueUsdt: '1000.5' }),
        walletAsset({ coin: 'BTC', available: '0.01', total: '0.01', price: '90000', valueUsdt: '900' }),
        walletAsset({ coin: 'ETH', price: '3000' }),
      ],
    },
    contract: {
      ec: '200',
      total: '200',
      totalPositionValue: '0',
      totalProfitAndLoss: '0',
      totalAvailable: '200',
      totalFrozenAmount: '0',
      plList: [],
    },
    fast: { total: '0', walletBalance: '0', positionAmount: '0' },
    ...overrides,
  };
}

export const exchangeRates = [
  { exchange: 'USDT', price: '1', sign: '$', position: 0, priceAccuracy: 2 },
  { exchange: 'EUR', price: '0.9', sign: '€', position: 1, priceAccuracy: 2 },
];

export function fundRecord(overrides: Partial<FundRecord> & Pick<FundRecord, 'id'>): FundRecord {
  return {
    type: 5,
    businessType: 3,
    wallet: 'spot',
    coin: 'USDT',
    amount: '-10',
    isHold: false,
    ref: null,
    createdAt: 1_767_225_600_000,
    ...overrides,
  };
}

/** A deposit in progress: 150 USDT by bank card, waiting for review. */
export function pendingDeposit(overrides: Partial<PendingDeposit> = {}): PendingDeposit {
  return {
    id: 31,
    no: 'R202601010000000031',
    userId: 100001,
    channelId: 1,
    channelName: 'Bank transfer (USDT)',
    methodType: 0,
    coin: 'USDT',
    chain: '',
    amount: '150',
    status: 2,
    remark: null,
    proofUrl: null,
    txId: null,
    createdAt: 1_767_225_600_000,
    reviewedAt: null,
    step: 'review',
    confirmations: null,
    requiredConfirmations: null,
    ...overrides,
  };
}

/**
 * The wallet reads of the funds screens; `assets` answers get-by-coin per wallet and coin, `pending` the deposits in
 * progress (none by default; filtered by the `coin` query as the server does).
 */
export function walletHandlers(
  options: { overview?: FundsOverview; assets?: WalletAsset[]; pending?: PendingDeposits } = {},
) {
  const overview = options.overview ?? fundsOverview();
  const assets = options.assets ?? [
    ...overview.coin.walletList,
    walletAsset({ wallet: 'contract', coin: 'USDT', available: '200', total: '200', valueUsdt: '200' }),
  ];
  return [
    http.get(`${API}/wallet/fund`, () => ok(overview)),
    http.get(`${API}/system/exchange-rate/list`, () => ok({ usdExchangeList: exchangeRates })),
    http.get(`${API}/wallet/get-by-coin`, ({ request }) => {
      const query = new URL(request.url).searchParams;
      const wallet = (query.get('wallet') ?? 'spot') as WalletAsset['wallet'];
      const coin = query.get('coin') ?? '';
      return ok(assets.find((a) => a.wallet === wallet && a.coin === coin) ?? walletAsset({ wallet, coin }));
    }),
    http.get(`${API}/recharge/pending`, ({ request }) => {
      const coin = new URL(request.url).searchParams.get('coin');
      const pending = options.pending ?? { reviewMinutes: 30, list: [] };
      return ok({ ...pending, list: pending.list.filter((deposit) => !coin || deposit.coin === coin) });
    }),
  ];
}
