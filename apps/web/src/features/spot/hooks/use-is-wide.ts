import { useSyncExternalStore } from 'react';

/** Tailwind's `lg`: from here the spot screen has room for recent prices in a column of their own. */
const WIDE_MEDIA_QUERY = '(min-width: 1024px)';

const wideQuery = () =>
  typeof window.matchMedia === 'function' ? window.matchMedia(WIDE_MEDIA_QUERY) : null;

function subscribe(onChange: () => void): () => void {
  const query = wideQuery();
  query?.addEventListener('change', onChange);
  return () => query?.removeEventListener('change', onChange);
}

/** Whether the window is at least 1024 px wide (false where media queries are not known). */
export function useIsWide(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => wideQuery()?.matches ?? false,
    () => false,
  );
}
