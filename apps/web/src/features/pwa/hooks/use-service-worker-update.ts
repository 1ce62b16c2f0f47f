import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { applyUpdateOnNavigation } from '@/lib/service-worker';

/**
 * A new build takes over at the next in-app navigation (issue 13): each time the screen changes, a waiting service
 * worker is activated and the page reloads into it once (see lib/service-worker.ts). The first render is no
 * navigation.
 */
export function useServiceWorkerUpdate(): void {
  const { pathname } = useLocation();
  const shownPathname = useRef(pathname);
  useEffect(() => {
    if (shownPathname.current === pathname) return;
    shownPathname.current = pathname;
    applyUpdateOnNavigation();
  }, [pathname]);
}
