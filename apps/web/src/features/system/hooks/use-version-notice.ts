import { useEffect } from 'react';

/**
 * Version notices (spec §4), for visitors and members alike: the newest one is checked once at start, and
 * VERSION_UPDATE pushes are followed while a data socket is open (see utils/version-notice.ts).
 */
export function useVersionNotice(): void {
  useEffect(() => {
    let isActive = true;
    let stop = () => undefined as void;
    // Loaded lazily: the socket brings the zod protocol schemas, which must stay out of the /login entry.
    void import('../utils/version-notice').then(({ followVersionNotices }) => {
      if (isActive) stop = followVersionNotices();
    });
    return () => {
      isActive = false;
      stop();
    };
  }, []);
}
