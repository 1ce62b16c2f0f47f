import { useCallback } from 'react';
import { useQuery } from '@tanstack/react-query';
import { callOperation } from '@/lib/api-client';
import { systemOperations } from './system-operations';
import { REFERENCE_STALE_TIME_MS, systemKeys } from './query-keys';

/**
 * Server menu visibility flags per path (spec §2). A path the server does not list is visible, and so is every
 * path while the list loads or when it fails: hiding the whole menu on a network hiccup would strand the user.
 */
export function useMenuVisibility(): (path: string) => boolean {
  const { data } = useQuery({
    queryKey: systemKeys.menus(),
    queryFn: () => callOperation(systemOperations.listMenus, { noMsg: true }),
    staleTime: REFERENCE_STALE_TIME_MS,
  });
  return useCallback((path: string) => data?.find((entry) => entry.path === path)?.visible ?? true, [data]);
}
