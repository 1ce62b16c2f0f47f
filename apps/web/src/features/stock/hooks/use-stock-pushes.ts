import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { fundKeys } from '@/data/assets/fund-keys';
import { loadDataSocket } from '@/lib/load-data-socket';
import { throttle } from '@/lib/throttle';
import { stockKeys } from '../api/query-keys';

/** Refetches that follow a push happen at most this often. */
const PUSH_REFETCH_MS = 500;

/**
 * While a stock screen is shown to a signed-in user: STOCK_ORDER (an order placed, filled by the market or
 * cancelled) refetches orders and holdings; WALLET_UPDATE refetches them and the balances (a fill moved USDT).
 */
export function useStockPushes(isSignedIn: boolean): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!isSignedIn) return;
    let isActive = true;
    let cleanup = () => undefined as void;
    const refetch = throttle(() => {
      void queryClient.invalidateQueries({ queryKey: stockKeys.orders() });
      void queryClient.invalidateQueries({ queryKey: stockKeys.holdings() });
      void queryClient.invalidateQueries({ queryKey: fundKeys.all });
    }, PUSH_REFETCH_MS);
    void loadDataSocket().then(
      ({ socket }) => {
        if (!isActive) return;
        const stops = [
          socket.onMessage('STOCK_ORDER', refetch.call),
          socket.onMessage('WALLET_UPDATE', refetch.call),
        ];
        const release = socket.retain();
        cleanup = () => {
          stops.forEach((stop) => stop());
          release();
          refetch.cancel();
        };
      },
      (error: unknown) => console.warn('[stock] the data socket could not be loaded; no stock pushes', error),
    );
    return () => {
      isActive = false;
      cleanup();
    };
  }, [isSignedIn, queryClient]);
}
