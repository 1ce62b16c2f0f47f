import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Button } from '@exchange/ui/button';
import { notify } from '@/lib/notify';
import { useNoticeUnread } from '../api/get-notice-unread';
import type { ReadNoticesRequest } from '../api/read-notices';
import { useReadNotices } from '../api/read-notices';
import type { NoticeCategory, NoticeFilter } from '../utils/notice-categories';
import {
  ORDER_NOTICE_CATEGORIES,
  SYSTEM_NOTICE_CATEGORY,
  categoryParam,
  unreadOf,
} from '../utils/notice-categories';
import { MessageCategoryTabs } from './message-category-tabs';
import { MessageList } from './message-list';

/** Which screen: the message centre (`/message`), the order messages or the system notices. */
export type MessageScope = 'all' | 'orders' | 'system';

function filterOf(scope: MessageScope, category: NoticeCategory | null): NoticeFilter {
  if (scope === 'orders') return { kind: 'orders' };
  if (scope === 'system') return { kind: 'category', category: SYSTEM_NOTICE_CATEGORY };
  return category === null ? { kind: 'all' } : { kind: 'category', category };
}

/** What "Mark all read" sends for a list: everything, its category, or each order category. */
function readAllRequests(filter: NoticeFilter): ReadNoticesRequest[] {
  if (filter.kind === 'all') return [{ all: true }];
  if (filter.kind === 'category') return [{ category: filter.category }];
  return ORDER_NOTICE_CATEGORIES.map((category) => ({ category }));
}

/**
 * A message list with "Mark all read": on `/message` under the category chips (`?category=1`…`7`, none for all),
 * each with its unread count; on `/message/order` and `/noticelist` the order and system messages alone.
 */
export function MessageCentreScreen({ scope }: { scope: MessageScope }) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const category = scope === 'all' ? categoryParam(params.get('category')) : null;
  const filter = filterOf(scope, category);
  const unread = useNoticeUnread();
  const readAll = useReadNotices();
  const unreadHere = unread.data ? unreadOf(filter, unread.data) : 0;

  const markAllRead = () =>
    readAll.mutate(readAllRequests(filter), {
      onSuccess: () => notify.success(t('messages.markedAllRead')),
      onError: () => notify.error(t('messages.markReadFailed')),
    });

  return (
    <div className="flex flex-col gap-4">
      {scope === 'all' ? (
        <MessageCategoryTabs
          value={category}
          unread={unread.data}
          onChange={(next) => setParams(next === null ? {} : { category: String(next) }, { replace: true })}
        />
      ) : null}
      <div className="flex items-center justify-between gap-2">
        <p className="text-sm text-muted">{t('messages.unreadCount', { count: unreadHere })}</p>
        <Button
          variant="ghost"
          isSmall
          isLoading={readAll.isPending}
          disabled={unreadHere === 0}
          onClick={markAllRead}
        >
          {t('messages.markAllRead')}
        </Button>
      </div>
      <MessageList key={JSON.stringify(filter)} filter={filter} />
    </div>
  );
}
