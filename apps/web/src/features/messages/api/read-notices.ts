import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OperationBody } from '@exchange/contracts/http/operation';
import type { readNotices } from '@exchange/contracts/http/notice/index';
import { callOperation } from '@/lib/api-client';
import { noticeKeys } from './notice-keys';
import { noticeOperations } from './notice-operations';

/** Exactly one of: the listed ids (at most 100), one category, or all. */
export type ReadNoticesRequest = OperationBody<typeof readNotices>;

/**
 * Marks messages read. The server answers with the unread counts as they are now, which replace the cached ones;
 * the lists are read again. Callbacks live here, not at the call, so they run even when the caller has navigated
 * away (tapping a message with a link leaves the list at once).
 */
export function useReadNotices() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (requests: readonly ReadNoticesRequest[]) =>
      Promise.all(requests.map((body) => callOperation(noticeOperations.readNotices, { body, noMsg: true }))),
    onSuccess: (answers) => {
      const latest = answers.at(-1);
      if (latest) queryClient.setQueryData(noticeKeys.unread(), latest);
    },
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: noticeKeys.lists() });
      void queryClient.invalidateQueries({ queryKey: noticeKeys.unread() });
    },
  });
}
