import { USER_QUERY_SCOPE } from '@/lib/query-client';
import type { NoticeFilter } from '../utils/notice-categories';

/** The caller's messages, under the user scope (dropped on logout). */
export const noticeKeys = {
  all: [USER_QUERY_SCOPE, 'notices'] as const,
  unread: () => [...noticeKeys.all, 'unread'] as const,
  lists: () => [...noticeKeys.all, 'list'] as const,
  list: (filter: NoticeFilter) => [...noticeKeys.lists(), filter] as const,
  detail: (id: number) => [...noticeKeys.all, 'detail', id] as const,
};
