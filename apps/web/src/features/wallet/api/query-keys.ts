import type { WalletCode } from '@exchange/contracts/http/wallet/wallet-common';
import { fundKeys } from '@/data/assets/fund-keys';
import { USER_QUERY_SCOPE } from '@/lib/query-client';

/** Spec §9: list pages hold 15 rows. */
export const WALLET_PAGE_SIZE = 15;

export interface FundRecordFilter {
  type: number;
  coin: string;
  wallet: WalletCode | '';
}

/**
 * The wallet's own queries, under the shared fund prefix (`fundKeys` of the data layer, which also keys the overview,
 * balances and details): `walletKeys.all` is what a WALLET_UPDATE push invalidates: balances, records and order
 * history; the swap quote and coin list live apart (`swapKeys`).
 */
export const walletKeys = {
  all: fundKeys.all,
  fundRecords: (filter: FundRecordFilter) => [...walletKeys.all, 'fund-records', filter] as const,
  recharges: () => [...walletKeys.all, 'recharges'] as const,
  /** Deposits in progress, all ('') or of one coin: under `all`, so every wallet and review push refreshes them. */
  pendingDeposits: (coin = '') => [...walletKeys.all, 'pending-deposits', coin] as const,
  pendingDepositsAll: () => [...walletKeys.all, 'pending-deposits'] as const,
  demoFunds: () => [...walletKeys.all, 'demo-funds'] as const,
  withdrawals: () => [...walletKeys.all, 'withdrawals'] as const,
  swapRecords: () => [...walletKeys.all, 'swap-records'] as const,
};

export const swapKeys = {
  all: [USER_QUERY_SCOPE, 'swap'] as const,
  coins: () => [...swapKeys.all, 'coins'] as const,
  quote: (fromCoin: string, toCoin: string) => [...swapKeys.all, 'quote', fromCoin, toCoin] as const,
};
