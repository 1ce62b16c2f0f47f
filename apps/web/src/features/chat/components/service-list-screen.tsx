import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '@exchange/ui/button';
import { formatDecimal } from '@exchange/ui/format';
import { EmptyState, ErrorState, LoadingState } from '@exchange/ui/query-state';
import { paths } from '@/config/paths';
import { useChatGroupList } from '../api/chat-queries';
import { useChatIdentity } from '../api/chat-session';
import { useChatConnection } from '../hooks/use-chat-connection';
import type { ChatGroup } from '../stores/chat-store';
import { useChatStore } from '../stores/chat-store';
import { groupTypeName } from '../utils/chat-rules';
import { formatMessageTime } from '../utils/chat-format';

/** Newest activity first (the list's order, kept as GROUP_LIST and messages change the groups). */
const byActivity = (first: ChatGroup, second: ChatGroup) => second.updatedAt - first.updatedAt;

function GroupRow({ group }: { group: ChatGroup }) {
  const { t, i18n } = useTranslation();
  const typeLabel = t(`chat.groupTypes.${groupTypeName(group.type) ?? 'unknown'}`);
  return (
    <Link
      to={`${paths.mineOnlineSupport.path}?groupId=${group.id}`}
      className="flex min-h-16 items-center gap-3 px-4 py-3 hover:bg-surface-sunken focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand"
    >
      <span className="flex min-w-0 flex-1 flex-col">
        <span className="truncate text-sm font-medium">{group.title || typeLabel}</span>
        <span className="truncate text-xs text-muted">
          {typeLabel} · {formatMessageTime(group.updatedAt, i18n.language)}
        </span>
      </span>
      {group.unreadCount > 0 ? (
        <span
          className="min-w-6 rounded-full bg-danger px-2 py-0.5 text-center text-xs font-semibold text-danger-contrast"
          aria-label={t('chat.list.unread', { number: formatDecimal(group.unreadCount, { decimals: 0 }) })}
        >
          {formatDecimal(group.unreadCount, { decimals: 0 })}
        </span>
      ) : null}
    </Link>
  );
}

/**
 * `/service_list`: the caller's conversations with their type, title and unread count, kept current by the socket
 * (GROUP_LIST, CUSTOMER_UNREAD_COUNT); each opens in the support screen.
 */
export function ServiceListScreen() {
  const { t } = useTranslation();
  const identity = useChatIdentity();
  const list = useChatGroupList(identity);
  useChatConnection(list.isSuccess);
  const groups = useChatStore((state) => state.groups);
  const startChat = (
    <Link to={paths.mineOnlineSupport.path} className={buttonClasses('primary')}>
      {t('chat.list.startChat')}
    </Link>
  );
  if (identity === 'none' || list.data?.length === 0)
    return (
      <div className="flex flex-col items-center gap-2 px-4">
        <EmptyState message={t('chat.list.empty')} />
        {startChat}
      </div>
    );
  if (list.isError) return <ErrorState onRetry={() => void list.refetch()} />;
  if (!list.data) return <LoadingState />;
  const shown = Object.values(groups).sort(byActivity);
  return (
    <ul className="mx-4 divide-y divide-border overflow-hidden rounded-2xl bg-surface-raised sm:mx-0">
      {shown.map((group) => (
        <li key={group.id}>
          <GroupRow group={group} />
        </li>
      ))}
    </ul>
  );
}
