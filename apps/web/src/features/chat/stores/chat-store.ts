import { createStore, useStore } from 'zustand';
import type { ChatGroup, ChatMessage, UnreadCount } from '@exchange/contracts/ws/im-socket';
import type { ChatSendStatus } from '../utils/chat-rules';
import type { ChatEntry, Timeline } from '../utils/chat-timeline';
import {
  loadedTimeline,
  mergeMessages,
  prependEarlier,
  setPendingStatus,
  upsertPending,
} from '../utils/chat-timeline';

export type { ChatGroup, ChatMessage, UnreadCount };

/** The chat socket's state as the screens show it. */
export type ChatConnectionState = 'idle' | 'connecting' | 'open' | 'waiting' | 'stopped';

interface ChatState {
  connection: ChatConnectionState;
  /** Spec §4: true while messages flow; off after 10 minutes without any (or when the socket closes). */
  isConnected: boolean;
  /** The reader's id on the chat (CONNECT_SUCCESS). */
  userId: number | null;
  groups: Readonly<Record<number, ChatGroup>>;
  /** Loaded conversations only: a group appears here once its screen read its first page. */
  timelines: Readonly<Record<number, Timeline>>;
  /** Unread over every group (CUSTOMER_UNREAD_COUNT), null until the server says. */
  unreadTotal: number | null;
}

const initialState = (): ChatState => ({
  connection: 'idle',
  isConnected: false,
  userId: null,
  groups: {},
  timelines: {},
  unreadTotal: null,
});

/**
 * The chat's client state: groups, loaded conversations and the connection. Written by chat-sync (socket frames and
 * the calls it makes) and read by the screens; it belongs to the session and is cleared when the session ends.
 */
export const chatStore = createStore<ChatState>(initialState);

export const useChatStore = <T>(select: (state: ChatState) => T): T => useStore(chatStore, select);

const updateTimeline = (groupId: number, change: (timeline: Timeline) => Timeline) =>
  chatStore.setState((state) => {
    const timeline = state.timelines[groupId];
    if (!timeline) return state;
    const next = change(timeline);
    return next === timeline ? state : { timelines: { ...state.timelines, [groupId]: next } };
  });

export const chatActions = {
  reset: () => chatStore.setState(initialState()),

  setConnection: (connection: ChatConnectionState) => chatStore.setState({ connection }),

  setConnected: (isConnected: boolean) => chatStore.setState({ isConnected }),

  setUserId: (userId: number) => chatStore.setState({ userId }),

  /** A full list (load, list, GROUP_LIST): replaces the groups the reader has. */
  setGroups: (groups: readonly ChatGroup[]) =>
    chatStore.setState({ groups: Object.fromEntries(groups.map((group) => [group.id, group])) }),

  patchGroup: (groupId: number, patch: Partial<ChatGroup>) =>
    chatStore.setState((state) => {
      const group = state.groups[groupId];
      return group ? { groups: { ...state.groups, [groupId]: { ...group, ...patch } } } : state;
    }),

  setUnread: (count: UnreadCount) =>
    chatStore.setState((state) => {
      const group = state.groups[count.groupId];
      return {
        unreadTotal: count.total,
        groups: group
          ? { ...state.groups, [count.groupId]: { ...group, unreadCount: count.number } }
          : state.groups,
      };
    }),

  loadTimeline: (groupId: number, messages: readonly ChatMessage[], pending: readonly ChatEntry[]) =>
    chatStore.setState((state) => ({
      timelines: { ...state.timelines, [groupId]: loadedTimeline(messages, pending) },
    })),

  /** Messages of a loaded conversation (pushed, fetched after a gap, or returned by an edit); others are ignored. */
  mergeMessages: (groupId: number, messages: readonly ChatMessage[]) =>
    updateTimeline(groupId, (timeline) => mergeMessages(timeline, messages)),

  prependEarlier: (groupId: number, messages: readonly ChatMessage[]) =>
    updateTimeline(groupId, (timeline) => prependEarlier(timeline, messages)),

  /** One of the reader's messages, into its conversation when that is loaded (it is read from ChatDB otherwise). */
  addPending: (entry: ChatEntry) =>
    updateTimeline(entry.groupId, (timeline) => upsertPending(timeline, entry)),

  /** Send state of one unechoed message (by uuid, in whichever group holds it), or of every waiting one. */
  setPendingStatus: (uuid: string | null, status: ChatSendStatus) =>
    chatStore.setState((state) => {
      let isChanged = false;
      const timelines = Object.fromEntries(
        Object.entries(state.timelines).map(([groupId, timeline]) => {
          const next = setPendingStatus(timeline, uuid, status);
          isChanged ||= next !== timeline;
          return [groupId, next];
        }),
      );
      return isChanged ? { timelines } : state;
    }),
};
