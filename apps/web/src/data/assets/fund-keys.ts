import type { WalletCode } from '@exchange/contracts/http/wallet/wallet-common';
import { USER_QUERY_SCOPE } from '@/lib/query-client';

/** Spec §9: wallet fund data is fresh for 2 s (and pushes refetch it at most that often). */
export const WALLET_STALE_TIME_MS = 2_000;

/** Spec §3: order-history details are cached per type: all (fund records), add (deposits), sub (withdrawals). */
export type DetailKind = 'all' | 'add' | 'sub';

/**
 * The signed-in user's fund data (dropped on logout), the keys every feature that shows or changes money shares:
 * the funds overview and a balance read by the wallet, payments or contract screens are one cache entry each, so an
 * order the payments screens create or poll is the one the wallet's history shows, and a WALLET_UPDATE or review
 * push, a transfer or a contract trade (which invalidate `all`) refreshes it wherever it is on screen. A detail
 * holds the order, or null where a lookup by ids found none. The wallet keeps its own lists under `all` too.
 */
export const fundKeys = {
  all: [USER_QUERY_SCOPE, 'wallet'] as const,
  overview: () => [...fundKeys.all, 'overview'] as const,
  asset: (wallet: WalletCode, coin: string) => [...fundKeys.all, 'asset', wallet, coin] as const,
  detail: (kind: DetailKind, id: string) => [...fundKeys.all, 'detail', kind, id] as const,
  rechargeDetail: (id: number) => fundKeys.detail('add', String(id)),
  withdrawalDetail: (id: number) => fundKeys.detail('sub', String(id)),
};
