import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { fundKeys } from '@/data/assets/fund-keys';
import { loadDataSocket } from '@/lib/load-data-socket';
import { throttle } from '@/lib/throttle';
import { SPOT_STALE_TIME_MS, spotKeys } from '../api/query-keys';

/**
 * While signed in, listens for the spot pushes anywhere in the app (mounted by the app shell with the other pushes,
 * sharing the one socket): SPOT_ORDER (a resting order filled, was cancelled, or a stop triggered) refetches the
 * spot orders and the balances, WALLET_UPDATE the spot orders' holds (at most every 2 s each).
 */
export function useSpotPushes(isSignedIn: boolean): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!isSignedIn) return;
    let isActive = true;
    let cleanup = () => undefined as void;
    const refetch = throttle(() => {
      void queryClient.invalidateQueries({ queryKey: spotKeys.all });
      void queryClient.invalidateQueries({ queryKey: fundKeys.all });
    }, SPOT_STALE_TIME_MS);
    const refetchOrders = throttle(
      () => void queryClient.invalidateQueries({ queryKey: spotKeys.orders() }),
      SPOT_STALE_TIME_MS,
    );
    void loadDataSocket().then(
      ({ socket }) => {
        if (!isActive) return;
        const stops = [
          socket.onMessage('SPOT_ORDER', (order) => {
            queryClient.setQueryData(spotKeys.order(order.id), (cached: object | undefined) =>
              cached ? { ...cached, ...order } : cached,
            );
            refetch.call();
          }),
          socket.onMessage('WALLET_UPDATE', refetchOrders.call),
        ];
        const release = socket.retain();
        cleanup = () => {
          stops.forEach((stop) => stop());
          release();
          refetch.cancel();
          refetchOrders.cancel();
        };
      },
      (error: unknown) => console.warn('[spot] the data socket could not be loaded; no spot pushes', error),
    );
    return () => {
      isActive = false;
      cleanup();
    };
  }, [isSignedIn, queryClient]);
}
