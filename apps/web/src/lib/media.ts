import { useSyncExternalStore } from 'react';

/** Spec §9: the mobile layout is used below 640 px; the desktop layout from 640 px (Tailwind's `sm`). */
export const DESKTOP_MEDIA_QUERY = '(min-width: 640px)';

function desktopQuery(): MediaQueryList | null {
  return typeof window.matchMedia === 'function' ? window.matchMedia(DESKTOP_MEDIA_QUERY) : null;
}

export function isDesktopViewport(): boolean {
  return desktopQuery()?.matches ?? false;
}

function subscribe(onChange: () => void): () => void {
  const query = desktopQuery();
  query?.addEventListener('change', onChange);
  return () => query?.removeEventListener('change', onChange);
}

export function useIsDesktop(): boolean {
  return useSyncExternalStore(subscribe, isDesktopViewport, () => false);
}
