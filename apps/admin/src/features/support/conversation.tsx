import { ErrorState, LoadingState } from '@exchange/ui/query-state';
import { ConversationPane } from './conversation-pane';
import { CustomerContext } from './customer-context';
import { useInboxItem } from './inbox-queries';
import type { InboxItem } from './inbox-queries';

/** The chosen conversation, read fresh (the list's row stands in meanwhile), with the customer beside it. */
export function Conversation({ groupId, listed }: { groupId: number; listed: InboxItem }) {
  const query = useInboxItem(groupId, listed);
  if (query.isError && !query.data) return <ErrorState onRetry={() => void query.refetch()} />;
  const item = query.data;
  if (!item) return <LoadingState />;
  return (
    <div className="grid min-w-0 gap-4 xl:grid-cols-[minmax(0,1fr)_18rem]">
      <ConversationPane item={item} />
      <CustomerContext item={item} />
    </div>
  );
}
