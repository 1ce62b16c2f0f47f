import { useInfiniteQuery } from '@tanstack/react-query';
import type { Notice } from '@exchange/contracts/http/notice/index';
import { callOperation } from '@/lib/api-client';
import type { NoticeFilter } from '../utils/notice-categories';
import { noticeKeys } from './notice-keys';
import { noticeOperations } from './notice-operations';

export type { Notice };

/** Messages per page (the spec's 15; "load more" fetches the next). */
export const NOTICE_PAGE_SIZE = 15;

const queryOf = (filter: NoticeFilter) => {
  if (filter.kind === 'category') return { category: filter.category };
  if (filter.kind === 'orders') return { orders: 'true' as const };
  return {};
};

/** The page after the last one loaded, or undefined once every message of `total` is there. */
export function nextNoticePageNo(
  lastPage: { list: readonly unknown[]; total: number },
  pages: readonly unknown[],
) {
  return lastPage.list.length > 0 && pages.length * NOTICE_PAGE_SIZE < lastPage.total
    ? pages.length + 1
    : undefined;
}

/** The caller's messages of `filter`, newest first, page by page. */
export function useNotices(filter: NoticeFilter) {
  return useInfiniteQuery({
    queryKey: noticeKeys.list(filter),
    queryFn: ({ pageParam, signal }) =>
      callOperation(noticeOperations.pageNotices, {
        query: { pageNo: pageParam, pageSize: NOTICE_PAGE_SIZE, ...queryOf(filter) },
        noMsg: true,
        signal,
      }),
    initialPageParam: 1,
    getNextPageParam: nextNoticePageNo,
  });
}
