import { useQuery } from '@tanstack/react-query';
import { callOperation } from '@/lib/api-client';
import { noticeKeys } from './notice-keys';
import { noticeOperations } from './notice-operations';

export interface NoticeUnread {
  total: number;
  /** Unread per category, "1" … "7". */
  byCategory: Record<string, number>;
}

/** The caller's unread messages, in all and per category; a NOTICE push reads them again (useMessagePushes). */
export function useNoticeUnread() {
  return useQuery({
    queryKey: noticeKeys.unread(),
    queryFn: ({ signal }): Promise<NoticeUnread> =>
      callOperation(noticeOperations.getNoticeUnread, { noMsg: true, signal }),
  });
}
