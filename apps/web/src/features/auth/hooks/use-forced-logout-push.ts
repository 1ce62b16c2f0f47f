import { useEffect } from 'react';
import { ApiError } from '@/lib/api-client';
import { forceLogout } from '@/lib/session';
import { sendKeepOnline } from '../api/keep-online';

/**
 * A FORCE_LOGOUT push ends this device's session the way a 409 does. The server has already revoked the session
 * when it pushes, so one keep-online call gets the 409 with the server's translated message (no app key exists
 * for it) and the API client runs its usual forced logout (throttled, keeps the language). Only if that call
 * does not come back as 409/401 (network failure, a race) is the logout done here, without a message.
 */
export async function handleForcedLogoutPush(): Promise<void> {
  try {
    await sendKeepOnline();
  } catch (error) {
    if (error instanceof ApiError && (error.code === 409 || error.code === 401)) return;
  }
  forceLogout('');
}

/** While signed in, holds the data socket open and listens for forced-logout pushes. */
export function useForcedLogoutPush(isSignedIn: boolean): void {
  useEffect(() => {
    if (!isSignedIn) return;
    let isActive = true;
    let cleanup = () => undefined as void;
    // Loaded lazily: the socket brings the zod protocol schemas, which must stay out of the /login entry.
    void import('@/lib/data-socket').then(({ getDataSocket }) => {
      if (!isActive) return;
      const socket = getDataSocket();
      const stopListening = socket.onMessage('FORCE_LOGOUT', () => void handleForcedLogoutPush());
      const release = socket.retain();
      cleanup = () => {
        stopListening();
        release();
      };
    });
    return () => {
      isActive = false;
      cleanup();
    };
  }, [isSignedIn]);
}
