import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { WALLET_STALE_TIME_MS, fundKeys } from '@/data/assets/fund-keys';
import { throttle } from '@/lib/throttle';
import { walletKeys } from '../api/query-keys';
import { handleRechargeNotice, handleWithdrawNotice } from './review-notices';

/**
 * While signed in, listens on the data socket for the wallet's pushes: WALLET_UPDATE refetches the wallet queries
 * (throttled to the 2 s of spec §9), RECHARGE_NOTICE / WITHDRAW_NOTICE show the review outcome (spec §8) and
 * refetch too; a RECHARGE_NOTICE refetches the deposits in progress at once (the reviewed one leaves the list). Next to the forced-logout listener in the app shell; it shares the one socket connection.
 */
export function useWalletPushes(isSignedIn: boolean): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!isSignedIn) return;
    let isActive = true;
    let cleanup = () => undefined as void;
    const refetch = throttle(
      () => void queryClient.invalidateQueries({ queryKey: fundKeys.all }),
      WALLET_STALE_TIME_MS,
    );
    // Loaded lazily: the socket brings the zod protocol schemas, which must stay out of the /login entry.
    void import('@/lib/data-socket').then(({ getDataSocket }) => {
      if (!isActive) return;
      const socket = getDataSocket();
      const stops = [
        socket.onMessage('WALLET_UPDATE', refetch.call),
        socket.onMessage('RECHARGE_NOTICE', (notice) => {
          // The reviewed deposit leaves the pending lines at once, whatever the throttle holds back.
          void queryClient.invalidateQueries({ queryKey: walletKeys.pendingDepositsAll() });
          refetch.call();
          void handleRechargeNotice(notice);
        }),
        socket.onMessage('WITHDRAW_NOTICE', (notice) => {
          refetch.call();
          handleWithdrawNotice(notice);
        }),
      ];
      const release = socket.retain();
      cleanup = () => {
        stops.forEach((stop) => stop());
        release();
        refetch.cancel();
      };
    });
    return () => {
      isActive = false;
      cleanup();
    };
  }, [isSignedIn, queryClient]);
}
