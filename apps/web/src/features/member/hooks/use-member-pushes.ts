import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';

/**
 * While signed in, listens on the data socket for the member's pushes from staff: REAL_NAME_NOTICE (the review of
 * the real-name submission) and ACCOUNT_RESTRICTIONS; see member-notices.ts. Next to the wallet's and contract's
 * listeners in the app shell; it shares the one socket connection.
 */
export function useMemberPushes(isSignedIn: boolean): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!isSignedIn) return;
    let isActive = true;
    let cleanup = () => undefined as void;
    // Loaded lazily: the socket brings the zod protocol schemas, which must stay out of the /login entry.
    void import('./member-notices').then(({ listenForMemberPushes }) => {
      if (isActive) cleanup = listenForMemberPushes(queryClient);
    });
    return () => {
      isActive = false;
      cleanup();
    };
  }, [isSignedIn, queryClient]);
}
