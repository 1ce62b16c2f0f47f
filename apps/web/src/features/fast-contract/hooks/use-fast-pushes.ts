import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { throttle } from '@/lib/throttle';
import { loadDataSocket } from '@/lib/load-data-socket';
import { FAST_STALE_TIME_MS, fastKeys } from '../api/query-keys';

/** Refetches that follow a push wait at most this long, and happen at most this often. */
const PUSH_REFETCH_MS = 500;

/**
 * While a fast-contract screen is shown to a signed-in user: FAST_CONTRACT_ORDER (a contract opened or settled, with
 * its recorded prices) refetches the contracts, the rules (the open stake changed) and the fast wallet;
 * WALLET_UPDATE refetches the fast wallet (a transfer in or out). Shares the one data socket.
 */
export function useFastPushes(isSignedIn: boolean): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!isSignedIn) return;
    let isActive = true;
    let cleanup = () => undefined as void;
    const refetchOrders = throttle(
      () => {
        void queryClient.invalidateQueries({ queryKey: fastKeys.all });
        void queryClient.invalidateQueries({ queryKey: fastKeys.wallet() });
      },
      Math.min(PUSH_REFETCH_MS, FAST_STALE_TIME_MS),
    );
    const refetchWallet = throttle(
      () => void queryClient.invalidateQueries({ queryKey: fastKeys.wallet() }),
      PUSH_REFETCH_MS,
    );
    void loadDataSocket().then(
      ({ socket }) => {
        if (!isActive) return;
        const stops = [
          socket.onMessage('FAST_CONTRACT_ORDER', refetchOrders.call),
          socket.onMessage('WALLET_UPDATE', refetchWallet.call),
        ];
        const release = socket.retain();
        cleanup = () => {
          stops.forEach((stop) => stop());
          release();
          refetchOrders.cancel();
          refetchWallet.cancel();
        };
      },
      (error: unknown) =>
        console.warn('[fast-contract] the data socket could not be loaded; no pushes', error),
    );
    return () => {
      isActive = false;
      cleanup();
    };
  }, [isSignedIn, queryClient]);
}
