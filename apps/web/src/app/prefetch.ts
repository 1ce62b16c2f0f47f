import { feedStatusQuery } from '@/features/market/api/get-feed-status';
import { appInfoQuery } from '@/features/system/api/get-app-info';
import { languagesQuery } from '@/features/system/api/list-languages';
import { queryClient } from '@/lib/query-client';

/** How much longer than the English strings the first render waits for the feed status, at most. */
export const FEED_STATUS_WAIT_MS = 300;

/**
 * Asks for what the app frame shows on every screen (the demo-market notice, the app's name and logo, the
 * languages) before React renders, so the answers are in the cache or on their way when the first screen mounts.
 * Resolves once the feed status is in the cache (or failed): the first render waits for it briefly, so that the
 * demo strip is part of the first paint rather than a second one (it is the largest paint of most screens).
 */
export function prefetchShellData(): Promise<void> {
  const feedStatus = queryClient.prefetchQuery(feedStatusQuery());
  void queryClient.prefetchQuery(appInfoQuery());
  void queryClient.prefetchQuery(languagesQuery());
  return feedStatus;
}

/** `ready`, and then `extra` for at most `waitMs` more. */
export async function readyWithin(ready: Promise<void>, extra: Promise<void>, waitMs: number): Promise<void> {
  await ready;
  await Promise.race([extra, new Promise<void>((resolve) => setTimeout(resolve, waitMs))]);
}
