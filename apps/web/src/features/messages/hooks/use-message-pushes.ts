import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { loadDataSocket } from '@/lib/load-data-socket';
import { noticeKeys } from '../api/notice-keys';

/**
 * While a user is signed in (SignedInServices), on any screen: a NOTICE push (a message was written for them)
 * marks the unread counts and the message lists stale, so the badge and an open list are read again. Nothing is
 * fetched for a list no screen shows.
 */
export function useMessagePushes(isSignedIn: boolean): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!isSignedIn) return;
    let isActive = true;
    let cleanup = () => undefined as void;
    void loadDataSocket().then(
      ({ socket }) => {
        if (!isActive) return;
        const stop = socket.onMessage('NOTICE', () => {
          void queryClient.invalidateQueries({ queryKey: noticeKeys.unread() });
          void queryClient.invalidateQueries({ queryKey: noticeKeys.lists() });
        });
        const release = socket.retain();
        cleanup = () => {
          stop();
          release();
        };
      },
      (error: unknown) => console.warn('[messages] the data socket could not be loaded; no pushes', error),
    );
    return () => {
      isActive = false;
      cleanup();
    };
  }, [isSignedIn, queryClient]);
}
