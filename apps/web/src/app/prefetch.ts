import { feedStatusQuery } from '@/features/market/api/get-feed-status';
import { appInfoQuery } from '@/features/system/api/get-app-info';
import { languagesQuery } from '@/features/system/api/list-languages';
import { queryClient } from '@/lib/query-client';

/**
 * Asks for what the app frame shows on every screen (the demo-market notice, the app's name and logo, the
 * languages) before React renders, so the answers are in the cache or on their way when the first screen mounts.
 */
export function prefetchShellData(): void {
  void queryClient.prefetchQuery(feedStatusQuery());
  void queryClient.prefetchQuery(appInfoQuery());
  void queryClient.prefetchQuery(languagesQuery());
}
