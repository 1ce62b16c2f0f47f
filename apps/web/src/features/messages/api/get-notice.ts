import { useQuery, useQueryClient } from '@tanstack/react-query';
import { callOperation } from '@/lib/api-client';
import { noticeKeys } from './notice-keys';
import { noticeOperations } from './notice-operations';

/**
 * One message. Reading it marks it read on the server, so the unread counts and the lists are read again once it
 * arrives (they would show it unread until then).
 */
export function useNotice(id: number) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: noticeKeys.detail(id),
    queryFn: async ({ signal }) => {
      const notice = await callOperation(noticeOperations.getNotice, { query: { id }, noMsg: true, signal });
      void queryClient.invalidateQueries({ queryKey: noticeKeys.unread() });
      void queryClient.invalidateQueries({ queryKey: noticeKeys.lists() });
      return notice;
    },
  });
}
