import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import type { ImServerMessage } from '@exchange/contracts/ws/im-socket';
import { STAFF_ME_KEY } from '@/lib/staff-session';
import { getAccessToken } from '@/lib/token-store';
import { INBOX_KEY, receiveMessage } from './inbox-queries';
import { SupportSocket } from './support-socket';
import type { SupportSocketState } from './support-socket';

/** The inbox lists are read again at most this often however many frames arrive (a busy desk sends many). */
export const INBOX_REFRESH_MS = 500;

/**
 * Keeps the agents' socket open while the support screen is, and turns its frames into reads: a MESSAGE joins its
 * open conversation (by offset) and, like an unread count, has the inbox read again soon. A refused token stops the
 * socket and has `auth/me` read again: the app's session handling then shows the login if the session is over.
 */
export function useSupportSocket(): { state: SupportSocketState; retry: () => void } {
  const queryClient = useQueryClient();
  const [state, setState] = useState<SupportSocketState>('connecting');
  const socketRef = useRef<SupportSocket | null>(null);
  useEffect(() => {
    let refreshTimer: ReturnType<typeof setTimeout> | undefined;
    const refreshInboxSoon = () => {
      if (refreshTimer !== undefined) return;
      refreshTimer = setTimeout(() => {
        refreshTimer = undefined;
        void queryClient.invalidateQueries({ queryKey: INBOX_KEY });
      }, INBOX_REFRESH_MS);
    };
    const onMessage = (message: ImServerMessage) => {
      if (message.type === 'MESSAGE') receiveMessage(queryClient, message.data);
      if (message.type === 'MESSAGE' || message.type === 'CUSTOMER_UNREAD_COUNT') refreshInboxSoon();
      if (message.type === 'IM_SYSTEM_ERROR') console.warn(`[support socket] ${message.data.msg}`);
    };
    const socket = new SupportSocket({
      token: getAccessToken,
      onMessage,
      onState: setState,
      onTokenRefused: () => void queryClient.invalidateQueries({ queryKey: STAFF_ME_KEY }),
    });
    socketRef.current = socket;
    socket.start();
    return () => {
      clearTimeout(refreshTimer);
      socket.stop();
      socketRef.current = null;
    };
  }, [queryClient]);
  return { state, retry: () => socketRef.current?.retry() };
}
