import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import type { Operation } from '@exchange/contracts/http/operation';
import {
  adminAssignConversation,
  adminListAgents,
  adminFinishConversation,
  adminGetInboxItem,
  adminListInboxMessages,
  adminPageInbox,
  adminReadConversation,
  adminSendChatMessage,
} from '@exchange/contracts/http/im/im-admin';
import type { InboxItem, INBOX_SCOPES } from '@exchange/contracts/http/im/im-admin';
import type { ChatMessage } from '@exchange/contracts/ws/im-socket';
import type { Paging } from '@/components/ui/pagination';
import { callOperation } from '@/lib/api-client';
import { firstGapAfter, mergeMessages } from './chat-timeline';

export type InboxScope = (typeof INBOX_SCOPES)[number];
export type { InboxItem };

/** The most messages one read returns (the contract's `limit` maximum). */
export const MESSAGE_PAGE_LIMIT = 100;
/** Gap reads after one socket frame: a lost frame costs one read; a long outage is read again in pages, this many. */
const GAP_FILL_ROUNDS_MAX = 5;

export const SUPPORT_KEY = ['support'] as const;
export const INBOX_KEY = [...SUPPORT_KEY, 'inbox'] as const;
const MESSAGES_KEY = [...SUPPORT_KEY, 'messages'] as const;
const itemKey = (groupId: number) => [...INBOX_KEY, 'item', groupId] as const;
export const messagesKey = (groupId: number) => [...MESSAGES_KEY, groupId] as const;

/** The operation with its `:id` filled in (the staff API client sends the path as written). */
export function atId<O extends Operation>(operation: O, id: number): O {
  return { ...operation, path: operation.path.replace(':id', encodeURIComponent(String(id))) };
}

/** One page of a scope of the inbox; `type` (ChatGroupType) absent means every type. */
export function useInboxPage(scope: InboxScope, type: number | undefined, paging: Paging) {
  return useQuery({
    queryKey: [...INBOX_KEY, 'page', scope, type, paging.pageNo, paging.pageSize],
    queryFn: () => callOperation(adminPageInbox, { query: { ...paging, scope, type } }),
    placeholderData: (previous) => previous,
  });
}

/** How many conversations a scope holds: the same call with a one-row page (its `total`). */
export function useInboxCount(scope: InboxScope, type: number | undefined) {
  return useQuery({
    queryKey: [...INBOX_KEY, 'count', scope, type],
    queryFn: () => callOperation(adminPageInbox, { query: { pageNo: 1, pageSize: 1, scope, type } }),
    select: (page) => page.total,
  });
}

/** One conversation, read fresh; the list's row stands in while it loads. */
export function useInboxItem(id: number, listed: InboxItem | undefined) {
  return useQuery({
    queryKey: itemKey(id),
    queryFn: () => callOperation(atId(adminGetInboxItem, id)),
    placeholderData: listed,
  });
}

const readMessages = (groupId: number, afterOffset?: number, beforeOffset?: number) =>
  callOperation(atId(adminListInboxMessages, groupId), {
    query: { afterOffset, beforeOffset, limit: MESSAGE_PAGE_LIMIT },
  });

/** The page before the oldest message held, merged in (a long conversation's history, a page at a time). */
export function useEarlierMessages(groupId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (oldestOffset: number) => readMessages(groupId, undefined, oldestOffset),
    onSuccess: (earlier) =>
      queryClient.setQueryData<ChatMessage[]>(messagesKey(groupId), (current) =>
        mergeMessages(current, earlier),
      ),
  });
}

/** The newest page of a conversation's messages, by offset; the socket merges into it (see `receiveMessage`). */
export function useConversationMessages(groupId: number) {
  return useQuery({
    queryKey: messagesKey(groupId),
    queryFn: () => readMessages(groupId),
    // The socket keeps it current; a read on every focus would only repeat what the frames said.
    refetchOnWindowFocus: false,
  });
}

const gapFills = new Map<number, Promise<void>>();

/** Reads what is missing after each gap of the held messages, a few pages at most, one read at a time per group. */
function fillGaps(queryClient: QueryClient, groupId: number): void {
  if (gapFills.has(groupId)) return;
  const run = async () => {
    for (let round = 0; round < GAP_FILL_ROUNDS_MAX; round += 1) {
      const held = queryClient.getQueryData<ChatMessage[]>(messagesKey(groupId)) ?? [];
      const gap = firstGapAfter(held);
      if (gap === null) return;
      const missing = await readMessages(groupId, gap);
      queryClient.setQueryData<ChatMessage[]>(messagesKey(groupId), (current) =>
        mergeMessages(current, missing),
      );
      if (missing.length === 0) return;
    }
  };
  const fill = run()
    .catch(() => queryClient.invalidateQueries({ queryKey: messagesKey(groupId) }))
    .finally(() => gapFills.delete(groupId));
  gapFills.set(groupId, fill);
}

/**
 * A MESSAGE frame: merged into its conversation when that is on screen (a skipped offset is read with afterOffset),
 * otherwise the held copy is only marked stale, to be read again when opened.
 */
export function receiveMessage(queryClient: QueryClient, message: ChatMessage): void {
  const key = messagesKey(message.groupId);
  const query = queryClient.getQueryCache().find({ queryKey: key, exact: true });
  if (!query) return;
  if (query.getObserversCount() === 0 || query.state.data === undefined) {
    void queryClient.invalidateQueries({ queryKey: key, exact: true });
    return;
  }
  queryClient.setQueryData<ChatMessage[]>(key, (current) => mergeMessages(current, [message]));
  fillGaps(queryClient, message.groupId);
}

/** After a change of one conversation: the lists, counts and the conversation itself read again. */
function refreshInbox(queryClient: QueryClient) {
  return queryClient.invalidateQueries({ queryKey: INBOX_KEY });
}

/** Take a conversation: the caller joins it as its agent. */
export function useAssignConversation(groupId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    /** Without an agent: the caller takes it; with one: it is given to them. */
    mutationFn: (staffId?: number) =>
      callOperation(atId(adminAssignConversation, groupId), {
        body: staffId === undefined ? {} : { staffId },
      }),
    onSuccess: (item) => queryClient.setQueryData(itemKey(groupId), item),
    onSettled: () => refreshInbox(queryClient),
  });
}

/** Finish a service conversation (the customer may rate it; a new message of theirs opens it again). */
export function useFinishConversation(groupId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callOperation(atId(adminFinishConversation, groupId), { body: {} }),
    onSuccess: (item) => queryClient.setQueryData(itemKey(groupId), item),
    onSettled: () => refreshInbox(queryClient),
  });
}

/** Send a text as the caller (a repeated uuid answers the first message, so a retry is safe). */
export function useSendChatMessage(groupId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ uuid, text }: { uuid: string; text: string }) =>
      callOperation(atId(adminSendChatMessage, groupId), {
        body: { uuid, contentType: 'text', data: text },
      }),
    onSuccess: (message) => {
      queryClient.setQueryData<ChatMessage[]>(messagesKey(groupId), (current) =>
        mergeMessages(current, [message]),
      );
      fillGaps(queryClient, groupId);
      void refreshInbox(queryClient);
    },
  });
}

/** Marks the conversation read up to an offset (quietly: a failure only leaves the unread badge as it was). */
export function useReadConversation(groupId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (offset: number) =>
      callOperation(atId(adminReadConversation, groupId), {
        body: { offset },
        quietCodes: [400, 403, 404],
      }),
    onSuccess: () => refreshInbox(queryClient),
  });
}

/** The active agents who may answer: whom a conversation can be given to. */
export function useAgents() {
  return useQuery({
    queryKey: [...SUPPORT_KEY, 'agents'],
    queryFn: () => callOperation(adminListAgents),
    staleTime: 60_000,
  });
}
