import type { WalletCode } from '@exchange/contracts/http/wallet/wallet-common';
import { USER_QUERY_SCOPE } from '@/lib/query-client';

/** Spec §9: wallet fund data is fresh for 2 s (and pushes refetch it at most that often). */
export const WALLET_STALE_TIME_MS = 2_000;
/** Spec §9: list pages hold 15 rows. */
export const WALLET_PAGE_SIZE = 15;

/** Spec §3: order-history details are cached per type: all (fund records), add (deposits), sub (withdrawals). */
export type DetailKind = 'all' | 'add' | 'sub';

export interface FundRecordFilter {
  type: number;
  coin: string;
  wallet: WalletCode | '';
}

/**
 * Everything here belongs to the signed-in user (dropped on logout). `walletKeys.all` is what a WALLET_UPDATE
 * push invalidates: balances, records and order history; the swap quote and coin list live apart (`swapKeys`).
 */
export const walletKeys = {
  all: [USER_QUERY_SCOPE, 'wallet'] as const,
  overview: () => [...walletKeys.all, 'overview'] as const,
  asset: (wallet: WalletCode, coin: string) => [...walletKeys.all, 'asset', wallet, coin] as const,
  fundRecords: (filter: FundRecordFilter) => [...walletKeys.all, 'fund-records', filter] as const,
  recharges: () => [...walletKeys.all, 'recharges'] as const,
  withdrawals: () => [...walletKeys.all, 'withdrawals'] as const,
  swapRecords: () => [...walletKeys.all, 'swap-records'] as const,
  detail: (kind: DetailKind, id: string) => [...walletKeys.all, 'detail', kind, id] as const,
};

export const swapKeys = {
  all: [USER_QUERY_SCOPE, 'swap'] as const,
  coins: () => [...swapKeys.all, 'coins'] as const,
  quote: (fromCoin: string, toCoin: string) => [...swapKeys.all, 'quote', fromCoin, toCoin] as const,
};
