import type { ImServerMessage } from '@exchange/contracts/ws/im-socket';
import { notify } from '@/lib/notify';
import { chatMessageStore } from '../stores/chat-db';
import type { ChatConnectionState, ChatGroup, ChatMessage } from '../stores/chat-store';
import { chatActions, chatStore } from '../stores/chat-store';
import type { ChatSendStatus, ChatSendableType, OutgoingMessage } from '../utils/chat-rules';
import {
  ChatSendStatus as SendStatus,
  OWN_DIRECTION,
  RESEND_DELAY_MS,
  newChatUuid,
  selectResendable,
} from '../utils/chat-rules';
import type { ChatEntry } from '../utils/chat-timeline';
import { entryOfOutgoing, missingAfter, newestServerEntry } from '../utils/chat-timeline';
import { chatOperations } from './chat-operations';
import { chatCall, endVisitorSession } from './chat-session';
import { ChatSocket } from './chat-socket';
import type { ChatSocketOptions } from './chat-socket';

/**
 * What the chat socket's frames mean for the conversations (spec §3, §4): the send states of the reader's messages
 * (waiting → succeeded on the echo with the same uuid, failed on a close before it or IM_SYSTEM_ERROR), the resend
 * one second after open, groups and unread counts, and the offset rule — a pushed message past the newest held + 1,
 * or a group whose lastOffset (GROUP_LIST after a reconnect) is past it, is caught up with `afterOffset`.
 */
/** Messages per page of a conversation. */
export const CHAT_PAGE_SIZE = 50;
const GAP_PAGE_SIZE = 100;
/** Pages read for one gap at most (then the next push or reconnect tries again). */
const GAP_PAGES_MAX = 10;

let socket: ChatSocket | null = null;

/** The socket URL's token: a chat-only one (`im/token`), asked for with the session's token like every chat call. */
const fetchSocketToken = async () => (await chatCall(chatOperations.issueImToken, { noMsg: true })).token;

/** How sockets are built (tests put a fake WebSocket here, and connect with the session's token). */
let socketOptions: ChatSocketOptions = { socketToken: fetchSocketToken };
let detachers: (() => void)[] = [];
let previousState: ChatConnectionState = 'idle';
let resendTimer: ReturnType<typeof setTimeout> | undefined;
let isResendDue = false;
/** CONNECT_SUCCESS's userId of the current connection (resends go out only under the same user). */
let connectionUserId: number | null = null;
/** Messages handed to the socket in this page's life: an unsent row from before shows as failed, not waiting. */
const inFlight = new Set<string>();
const lastAcknowledged = new Map<number, number>();
const gapQueues = new Map<number, Promise<void>>();

function attach(next: ChatSocket): ChatSocket {
  socket = next;
  detachers = [
    next.onState(handleState),
    next.onLive(chatActions.setConnected),
    next.onMessage(handleMessage),
  ];
  return next;
}

/** The app's one chat socket, its frames wired to the chat state. */
export function getChatSocket(): ChatSocket {
  return socket ?? attach(new ChatSocket(socketOptions));
}

/** A separate chat connection, wired to nothing (the socket inspector's). */
export function newDetachedChatSocket(options: ChatSocketOptions): ChatSocket {
  return new ChatSocket({ ...socketOptions, ...options });
}

/**
 * Logout clears the chat state (spec §4): the conversations, the read marks, the unsent messages in ChatDB and the
 * device's visitor session (hooks/use-chat-logout-cleanup.ts calls this from the signed-in services).
 */
export async function clearChatState(): Promise<void> {
  chatActions.reset();
  inFlight.clear();
  lastAcknowledged.clear();
  endVisitorSession();
  await chatMessageStore.clear();
}

function handleState(state: ChatConnectionState): void {
  chatActions.setConnection(state);
  clearTimeout(resendTimer);
  if (state === 'open') {
    connectionUserId = null;
    isResendDue = false;
    resendTimer = setTimeout(() => {
      isResendDue = true;
      void resendUnsent();
    }, RESEND_DELAY_MS);
  } else if (previousState === 'open') {
    chatActions.setPendingStatus(null, SendStatus.failed);
    inFlight.clear();
    void chatMessageStore.failWaiting();
  }
  previousState = state;
}

function handleMessage(message: ImServerMessage): void {
  switch (message.type) {
    case 'CONNECT_SUCCESS':
      connectionUserId = message.data.userId;
      chatActions.setUserId(message.data.userId);
      void resendUnsent();
      return;
    case 'GROUP_LIST':
      chatActions.setGroups(message.data);
      catchUpLoaded();
      return;
    case 'MESSAGE':
      receive(message.data);
      return;
    case 'MESSAGE_PUSH_COMPLETED':
      catchUpLoaded();
      return;
    case 'CUSTOMER_UNREAD_COUNT':
      chatActions.setUnread(message.data);
      return;
    case 'IM_SYSTEM_ERROR':
      if (message.data.uuid) setSendStatus(message.data.uuid, SendStatus.failed);
      if (message.data.msg) notify.warning(message.data.msg);
      return;
    default:
      // TOKEN_INVALID: the socket refreshes and reconnects.
      return;
  }
}

function receive(message: ChatMessage): void {
  if (message.showDirection === OWN_DIRECTION) {
    inFlight.delete(message.payload.uuid);
    void chatMessageStore.markSent(message.payload.uuid, message.id);
  }
  chatActions.mergeMessages(message.groupId, [message]);
  const group = chatStore.getState().groups[message.groupId];
  if (group)
    chatActions.patchGroup(group.id, {
      lastOffset: Math.max(group.lastOffset, message.offset),
      updatedAt: Math.max(group.updatedAt, message.createdAt),
      isFinished: isFinishedAfter(group.isFinished, message),
    });
  catchUp(message.groupId, message.offset);
}

/** A finish closes a conversation for rating; a new message opens it again (a join is only a notice). */
function isFinishedAfter(wasFinished: boolean, message: ChatMessage): boolean {
  if (message.payload.contentType === 'finish') return true;
  return message.payload.contentType === 'join' ? wasFinished : false;
}

function catchUpLoaded(): void {
  const { groups, timelines } = chatStore.getState();
  for (const id of Object.keys(timelines)) {
    const group = groups[Number(id)];
    if (group) catchUp(group.id, group.lastOffset);
  }
}

/** Reads what a loaded conversation misses up to `target`, one gap read at a time per group. */
function catchUp(groupId: number, target: number): void {
  const timeline = chatStore.getState().timelines[groupId];
  if (!timeline || missingAfter(timeline, target) === null) return;
  const queued = (gapQueues.get(groupId) ?? Promise.resolve())
    .then(() => fillGap(groupId, target))
    .catch(() => undefined);
  gapQueues.set(groupId, queued);
}

async function fillGap(groupId: number, target: number): Promise<void> {
  for (let page = 0; page < GAP_PAGES_MAX; page += 1) {
    const timeline = chatStore.getState().timelines[groupId];
    const afterOffset = timeline ? missingAfter(timeline, target) : null;
    if (afterOffset === null) return;
    const messages = await chatCall(chatOperations.listChatMessages, {
      query: { groupId, afterOffset, limit: GAP_PAGE_SIZE },
      noMsg: true,
    });
    chatActions.mergeMessages(groupId, messages);
    const after = chatStore.getState().timelines[groupId];
    if (messages.length === 0 || !after || missingAfter(after, target) === afterOffset) return;
  }
}

function setSendStatus(uuid: string, status: ChatSendStatus): void {
  if (status !== SendStatus.waiting) inFlight.delete(uuid);
  chatActions.setPendingStatus(uuid, status);
  void chatMessageStore.setStatus(uuid, status);
}

/** Hands a message to the socket: waiting when it went out, failed when the socket is not open. */
function deliver(message: Pick<OutgoingMessage, 'uuid' | 'groupId' | 'contentType' | 'data'>): void {
  const { uuid, groupId, contentType, data } = message;
  const isSent = getChatSocket().send({ type: 'SEND_MESSAGE', data: { groupId, uuid, contentType, data } });
  if (isSent) inFlight.add(uuid);
  setSendStatus(uuid, isSent ? SendStatus.waiting : SendStatus.failed);
}

/** One second after open, once the server said who we are: the current user's unsent messages, same uuids. */
async function resendUnsent(): Promise<void> {
  const userId = connectionUserId;
  if (!isResendDue || userId === null || socket?.state !== 'open') return;
  isResendDue = false;
  const rows = selectResendable(await chatMessageStore.unsent(), userId);
  for (const row of rows) if (!inFlight.has(row.uuid)) deliver(row);
  void chatMessageStore.prune();
}

/** Sends a text or an uploaded image's url: stored first (ChatDB), shown as waiting, then sent. */
export async function sendChatMessage(
  groupId: number,
  contentType: ChatSendableType,
  data: string,
): Promise<void> {
  const message: OutgoingMessage = {
    uuid: newChatUuid(),
    groupId,
    contentType,
    data,
    sendStatus: SendStatus.waiting,
    serverId: null,
    userId: chatStore.getState().userId,
    createdAt: Date.now(),
  };
  chatActions.addPending(entryOfOutgoing(message));
  await chatMessageStore.put(message);
  deliver(message);
}

/** "Resend" on a failed message: the same uuid again (the server keeps the first of a repeated uuid). */
export function resendChatMessage(entry: ChatEntry): void {
  if (entry.contentType !== 'text' && entry.contentType !== 'image') return;
  deliver({ uuid: entry.uuid, groupId: entry.groupId, contentType: entry.contentType, data: entry.data });
  if (getChatSocket().state !== 'open') getChatSocket().reconnectNow();
}

/** Reads a conversation's newest page and the reader's unsent messages of it (a resend candidate shows as failed). */
export async function openConversation(group: ChatGroup): Promise<void> {
  const [messages, unsent] = await Promise.all([
    group.lastOffset > 0
      ? chatCall(chatOperations.listChatMessages, {
          query: { groupId: group.id, beforeOffset: group.lastOffset + 1, limit: CHAT_PAGE_SIZE },
          noMsg: true,
        })
      : Promise.resolve([]),
    chatMessageStore.unsentOfGroup(group.id),
  ]);
  const pending = unsent.map((row) =>
    entryOfOutgoing(inFlight.has(row.uuid) ? row : { ...row, sendStatus: SendStatus.failed }),
  );
  chatActions.loadTimeline(group.id, messages, pending);
  catchUp(group.id, chatStore.getState().groups[group.id]?.lastOffset ?? group.lastOffset);
}

/** "Load earlier": the page before the oldest message held. */
export async function loadEarlierMessages(groupId: number): Promise<void> {
  const timeline = chatStore.getState().timelines[groupId];
  if (!timeline || timeline.floor <= 1) return;
  const messages = await chatCall(chatOperations.listChatMessages, {
    query: { groupId, beforeOffset: timeline.floor, limit: CHAT_PAGE_SIZE },
  });
  chatActions.prependEarlier(groupId, messages);
}

/** MSG_ACK for the newest message of a conversation on screen, once per message. */
export function acknowledgeConversation(groupId: number): void {
  const timeline = chatStore.getState().timelines[groupId];
  const newest = timeline ? newestServerEntry(timeline) : null;
  if (newest?.id == null || (lastAcknowledged.get(groupId) ?? 0) >= newest.id) return;
  if (!getChatSocket().send({ type: 'MSG_ACK', data: { msgId: newest.id } })) return;
  lastAcknowledged.set(groupId, newest.id);
  chatActions.patchGroup(groupId, { unreadCount: 0 });
}

/** A message the server returned (an edit, a withdrawal): into its conversation. */
export function applyChangedMessage(message: ChatMessage): void {
  chatActions.mergeMessages(message.groupId, [message]);
}

/** Test helper: a fresh chat socket with these options and a clean chat state. */
export async function resetChatForTests(options: ChatSocketOptions = {}): Promise<ChatSocket> {
  for (const detach of detachers) detach();
  clearTimeout(resendTimer);
  previousState = 'idle';
  connectionUserId = null;
  isResendDue = false;
  inFlight.clear();
  lastAcknowledged.clear();
  gapQueues.clear();
  chatActions.reset();
  await chatMessageStore.clear();
  socketOptions = { socketToken: fetchSocketToken, ...options };
  return attach(new ChatSocket(socketOptions));
}
