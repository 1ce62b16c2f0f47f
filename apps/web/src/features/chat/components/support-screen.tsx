import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState, ErrorState, LoadingState } from '@exchange/ui/query-state';
import { chatKeys, useLoadedChatGroups } from '../api/chat-queries';
import { ensureChatSession, useChatIdentity } from '../api/chat-session';
import { useChatConnection } from '../hooks/use-chat-connection';
import { useConversation } from '../hooks/use-conversation';
import type { ChatGroup } from '../stores/chat-store';
import { useChatStore } from '../stores/chat-store';
import { ChatGroupType, groupTypeName } from '../utils/chat-rules';
import { Composer } from './composer';
import { ConnectionBanner } from './connection-banner';
import { ConversationRating } from './conversation-rating';
import { MessageList } from './message-list';

/** The group to show: `?groupId=` when the caller's list holds it, else their customer-service conversation. */
export function pickGroup(groups: readonly ChatGroup[], requestedId: number | null): ChatGroup | null {
  if (requestedId !== null) return groups.find((group) => group.id === requestedId) ?? null;
  return groups.find((group) => group.type === ChatGroupType.commonService) ?? null;
}

function Conversation({ group }: { group: ChatGroup }) {
  const { t } = useTranslation();
  const conversation = useConversation(group);
  const typeName = groupTypeName(group.type);
  return (
    <div className="flex flex-1 flex-col gap-3 px-4 sm:px-0">
      <ConnectionBanner />
      <p className="text-xs text-muted">
        {t(`chat.groupTypes.${typeName ?? 'unknown'}`)}
        {group.title ? ` · ${group.title}` : ''}
      </p>
      {conversation.timeline ? (
        <MessageList
          timeline={conversation.timeline}
          onLoadEarlier={conversation.loadEarlier}
          isLoadingEarlier={conversation.isLoadingEarlier}
        />
      ) : conversation.isError ? (
        <ErrorState onRetry={conversation.retry} />
      ) : (
        <LoadingState />
      )}
      {group.isFinished && group.type === ChatGroupType.commonService ? (
        <ConversationRating key={group.lastOffset} groupId={group.id} />
      ) : null}
      <Composer groupId={group.id} />
    </div>
  );
}

/**
 * `/mine/onlinesupport`: the customer-service conversation. A signed-out user becomes a visitor first; the groups are
 * loaded (which opens the service conversation), the socket is held while the screen is shown.
 */
export function SupportScreen({ requestedGroupId }: { requestedGroupId: number | null }) {
  const { t } = useTranslation();
  const identity = useChatIdentity();
  // Only a user who arrives signed out becomes a visitor: a session that ends here (logout, forced logout) is on its
  // way to /login and must not leave a visitor behind.
  const [arrivedSignedOut] = useState(() => identity === 'none');
  const session = useQuery({
    queryKey: [...chatKeys.all, 'session'],
    queryFn: () => ensureChatSession().then(() => true),
    enabled: identity === 'none' && arrivedSignedOut,
    retry: false,
  });
  const loaded = useLoadedChatGroups(identity);
  useChatConnection(loaded.isSuccess);
  const liveGroups = useChatStore((state) => state.groups);
  if (identity === 'none' && session.isError)
    return <ErrorState message={t('chat.support.sessionFailed')} onRetry={() => void session.refetch()} />;
  if (loaded.isError) return <ErrorState onRetry={() => void loaded.refetch()} />;
  if (!loaded.data) return <LoadingState />;
  const picked = pickGroup(loaded.data, requestedGroupId);
  const group = picked ? (liveGroups[picked.id] ?? picked) : null;
  if (!group) return <EmptyState message={t('chat.support.notFound')} />;
  return <Conversation group={group} />;
}
