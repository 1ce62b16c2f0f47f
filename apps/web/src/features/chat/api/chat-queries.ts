import { useQuery } from '@tanstack/react-query';
import i18next from 'i18next';
import { API_BASE, ApiError, NO_RESPONSE_CODE, ShowType, callOperation } from '@/lib/api-client';
import { USER_QUERY_SCOPE } from '@/lib/query-client';
import type { ChatGroup } from '../stores/chat-store';
import { chatActions } from '../stores/chat-store';
import { IM_FILE_URL_PATTERN } from '../utils/chat-rules';
import { chatOperations } from './chat-operations';
import type { ChatIdentity } from './chat-session';
import { chatCall, chatToken, refreshChatSession } from './chat-session';

/** The chat's reads, under the user scope (dropped on logout) and keyed by who reads them (member or visitor). */
export const chatKeys = {
  all: [USER_QUERY_SCOPE, 'chat'] as const,
  loadedGroups: (identity: ChatIdentity) => [...chatKeys.all, 'groups', 'load', identity] as const,
  groups: (identity: ChatIdentity) => [...chatKeys.all, 'groups', 'list', identity] as const,
  workOrders: () => [...chatKeys.all, 'work-orders'] as const,
  image: (url: string) => [...chatKeys.all, 'image', url] as const,
};

/**
 * The support screen's groups (once the chat has a session): the manual load, which opens the caller's
 * customer-service conversation (type 5) when they have none. The list goes to the chat state.
 */
export function useLoadedChatGroups(identity: ChatIdentity) {
  return useQuery({
    queryKey: chatKeys.loadedGroups(identity),
    queryFn: async (): Promise<ChatGroup[]> => {
      const groups = await chatCall(chatOperations.loadChatGroups, { body: {}, noMsg: true });
      chatActions.setGroups(groups);
      return groups;
    },
    enabled: identity !== 'none',
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** The caller's groups (the conversation list); GROUP_LIST and CUSTOMER_UNREAD_COUNT keep them current after. */
export function useChatGroupList(identity: ChatIdentity) {
  return useQuery({
    queryKey: chatKeys.groups(identity),
    queryFn: async ({ signal }): Promise<ChatGroup[]> => {
      const groups = await chatCall(chatOperations.listChatGroups, { noMsg: true, signal });
      chatActions.setGroups(groups);
      return groups;
    },
    enabled: identity !== 'none',
  });
}

export function useWorkOrders(isMember: boolean) {
  return useQuery({
    queryKey: chatKeys.workOrders(),
    queryFn: ({ signal }) => callOperation(chatOperations.listWorkOrders, { noMsg: true, signal }),
    enabled: isMember,
  });
}

async function requestImage(url: string, signal: AbortSignal | undefined): Promise<Response> {
  const token = chatToken();
  try {
    return await fetch(url, {
      headers: { language: i18next.language || 'en', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
      signal,
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ApiError(NO_RESPONSE_CODE, i18next.t('common.noResponse'), ShowType.error);
  }
}

/**
 * A chat image: the bytes of an uploaded image's url (`/api/app-api/im/file/<id>`, nothing else is fetched), read
 * with the chat's token (once more after a refresh on 401), rebuilt into a Blob of the page's own class.
 */
export async function fetchChatImage(url: string, signal?: AbortSignal): Promise<Blob> {
  if (!IM_FILE_URL_PATTERN.test(url) || !url.startsWith(API_BASE))
    throw new ApiError(422, i18next.t('chat.message.imageUnavailable'), ShowType.silent);
  let response = await requestImage(url, signal);
  if (response.status === 401 && (await refreshChatSession())) response = await requestImage(url, signal);
  const type = response.headers.get('content-type') ?? '';
  if (response.ok && type.startsWith('image/')) return new Blob([await response.arrayBuffer()], { type });
  throw new ApiError(response.status, i18next.t('chat.message.imageUnavailable'), ShowType.silent);
}

export function useChatImage(url: string) {
  return useQuery({
    queryKey: chatKeys.image(url),
    queryFn: ({ signal }) => fetchChatImage(url, signal),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
}
