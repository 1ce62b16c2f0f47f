import { useEffect } from 'react';
import { sendKeepOnline } from '../api/keep-online';

export const KEEP_ONLINE_INTERVAL_MS = 20_000;

/**
 * While signed in, tells the server this device is online every 20 s and whenever the window regains focus. This
 * is how a device learns that its session was replaced by a login elsewhere (the answer is a 409).
 */
export function useKeepOnline(isSignedIn: boolean): void {
  useEffect(() => {
    if (!isSignedIn) return;
    const ping = () => void sendKeepOnline().catch(() => undefined);
    ping();
    const timer = window.setInterval(ping, KEEP_ONLINE_INTERVAL_MS);
    window.addEventListener('focus', ping);
    return () => {
      window.clearInterval(timer);
      window.removeEventListener('focus', ping);
    };
  }, [isSignedIn]);
}
