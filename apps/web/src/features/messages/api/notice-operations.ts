import type * as Http from '@exchange/contracts/http/index';
import { operationRef as ref } from '@/lib/operations';

/**
 * The `notice/*` operations this feature calls (issue 21 §3), by their `@exchange/contracts/http` export name:
 * method and path only at run time. lib/operations.test.ts checks them against the contract.
 */
export const noticeOperations = {
  pageNotices: ref<typeof Http.pageNotices>('GET', '/notice/page'),
  getNotice: ref<typeof Http.getNotice>('GET', '/notice/detail'),
  getNoticeUnread: ref<typeof Http.getNoticeUnread>('GET', '/notice/unread'),
  readNotices: ref<typeof Http.readNotices>('POST', '/notice/read'),
};
