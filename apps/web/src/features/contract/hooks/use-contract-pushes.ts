import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { fundKeys } from '@/data/assets/fund-keys';
import { CONTRACT_STALE_TIME_MS, contractKeys, perpetualKeys } from '../api/query-keys';
import { useContractLiveStore } from '../stores/contract-live-store';
import { useLiquidationNoticeStore } from '../stores/liquidation-notice-store';
import type { ContractPosition, ContractSpec, PositionTick } from '../utils/contract-types';
import { throttle } from '@/lib/throttle';
import { loadDataSocket } from '@/lib/load-data-socket';

/** Whether a push lists other positions than the ones on screen (opened elsewhere, closed by TP/SL or liquidation). */
function differsFromCache(queryClient: QueryClient, ticks: readonly PositionTick[]): boolean {
  const cached = queryClient.getQueryData<ContractPosition[]>(contractKeys.positions());
  if (!cached) return false;
  const shown = new Set(cached.map((position) => position.id));
  return ticks.length !== shown.size || ticks.some((tick) => !shown.has(tick.id));
}

/**
 * While signed in, listens for the contract pushes anywhere in the app (mounted by the app shell next to the wallet
 * pushes, sharing the one socket): CONTRACT_ACCOUNT writes the orderInfo into the account query and the position
 * values into the live store; CONTRACT_ORDER, CONTRACT_STOP and CONTRACT_LIQUIDATION refetch positions, orders and
 * balances (at most every 2 s), CONTRACT_STOP shows which stop fired and CONTRACT_LIQUIDATION opens the
 * forced-liquidation dialog. WALLET_UPDATE refetches the account (a transfer changes what is available).
 */
export function useContractPushes(isSignedIn: boolean): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!isSignedIn) return;
    let isActive = true;
    let cleanup = () => undefined as void;
    const refetch = throttle(() => {
      void queryClient.invalidateQueries({ queryKey: contractKeys.all });
      void queryClient.invalidateQueries({ queryKey: fundKeys.all });
    }, CONTRACT_STALE_TIME_MS);
    const refetchAccount = throttle(
      () => void queryClient.invalidateQueries({ queryKey: contractKeys.account() }),
      CONTRACT_STALE_TIME_MS,
    );
    void loadDataSocket().then(
      ({ socket }) => {
        if (!isActive) return;
        const stops = [
          socket.onMessage('CONTRACT_ACCOUNT', ({ orderInfo, positions, time }) => {
            queryClient.setQueryData(contractKeys.account(), orderInfo);
            useContractLiveStore.getState().applyTicks(positions, time);
            if (differsFromCache(queryClient, positions)) refetch.call();
          }),
          socket.onMessage('CONTRACT_ORDER', refetch.call),
          socket.onMessage('CONTRACT_STOP', (stop) => {
            refetch.call();
            const specs = queryClient.getQueryData<ContractSpec[]>(perpetualKeys.specs());
            // Loaded on demand: formatting brings bignumber, which stays out of the first download.
            void import('./contract-notices').then(({ showStopNotice }) => showStopNotice(stop, specs));
          }),
          socket.onMessage('CONTRACT_LIQUIDATION', (notice) => {
            refetch.call();
            useLiquidationNoticeStore.getState().show(notice);
          }),
          socket.onMessage('WALLET_UPDATE', refetchAccount.call),
        ];
        const release = socket.retain();
        cleanup = () => {
          stops.forEach((stop) => stop());
          release();
          refetch.cancel();
          refetchAccount.cancel();
        };
      },
      (error: unknown) =>
        console.warn('[contract] the data socket could not be loaded; no contract pushes', error),
    );
    return () => {
      isActive = false;
      cleanup();
      useContractLiveStore.getState().clear();
    };
  }, [isSignedIn, queryClient]);
}
