import type { ChatMessage } from '@exchange/contracts/ws/im-socket';
import type { ChatContentType, ChatSendStatus, OutgoingMessage } from './chat-rules';
import { ChatMessageStatus, ChatSendStatus as SendStatus, OWN_DIRECTION } from './chat-rules';

/**
 * A group's messages as the screen shows them (spec §3, §4): the server's messages in offset order, each once (by id
 * and by offset), then the reader's own messages the server has not echoed yet, in the order they were written. Pure
 * functions, so the rules are tested without a socket.
 */
export interface ChatEntry {
  /** Stable React key: the server id once known, else the client uuid. */
  key: string;
  id: number | null;
  groupId: number;
  offset: number | null;
  uuid: string;
  contentType: ChatContentType;
  data: string;
  status: number;
  showDirection: number;
  senderKind: ChatMessage['senderKind'];
  senderName: string;
  /** The reader's own messages only: waiting, succeeded or failed. */
  sendStatus: ChatSendStatus | null;
  createdAt: number;
  editedAt: number | null;
}

export interface Timeline {
  entries: readonly ChatEntry[];
  /**
   * The lowest offset the timeline stands for: every offset from here to the newest one is held (or being fetched).
   * Older history is read with "load earlier"; `floor > 1` means there is some.
   */
  floor: number;
}

/** Messages held per group; older ones are dropped (and read again with "load earlier"). */
export const TIMELINE_MAX = 1_000;

export const emptyTimeline = (): Timeline => ({ entries: [], floor: 1 });

export function entryOfMessage(message: ChatMessage): ChatEntry {
  const isOwn = message.showDirection === OWN_DIRECTION;
  return {
    key: `m${message.id}`,
    id: message.id,
    groupId: message.groupId,
    offset: message.offset,
    uuid: message.payload.uuid,
    contentType: message.payload.contentType,
    data: message.payload.data,
    status: message.status,
    showDirection: message.showDirection,
    senderKind: message.senderKind,
    senderName: message.senderName,
    sendStatus: isOwn ? SendStatus.succeeded : null,
    createdAt: message.createdAt,
    editedAt: message.editedAt,
  };
}

export function entryOfOutgoing(message: OutgoingMessage): ChatEntry {
  return {
    key: `u${message.uuid}`,
    id: null,
    groupId: message.groupId,
    offset: null,
    uuid: message.uuid,
    contentType: message.contentType,
    data: message.data,
    status: ChatMessageStatus.normal,
    showDirection: OWN_DIRECTION,
    senderKind: 'user',
    senderName: '',
    sendStatus: message.sendStatus,
    createdAt: message.createdAt,
    editedAt: null,
  };
}

const isPending = (entry: ChatEntry) => entry.offset === null;

/**
 * Adds server messages: a message already held (same id, or same offset) is replaced by the newer copy (an edit or a
 * withdrawal keeps id and offset), and the reader's unechoed message with the same uuid becomes the server's.
 */
export function mergeMessages(timeline: Timeline, messages: readonly ChatMessage[]): Timeline {
  if (messages.length === 0) return timeline;
  const byOffset = new Map<number, ChatEntry>();
  const pending = new Map<string, ChatEntry>();
  for (const entry of timeline.entries) {
    if (entry.offset === null) pending.set(entry.uuid, entry);
    else byOffset.set(entry.offset, entry);
  }
  for (const message of messages) {
    byOffset.set(message.offset, entryOfMessage(message));
    if (message.showDirection === OWN_DIRECTION) pending.delete(message.payload.uuid);
  }
  const held = [...byOffset.values()].sort((first, second) => (first.offset ?? 0) - (second.offset ?? 0));
  const kept = held.slice(Math.max(0, held.length - TIMELINE_MAX));
  const floor = kept.length < held.length ? (kept[0]?.offset ?? timeline.floor) : timeline.floor;
  return { entries: [...kept, ...pending.values()], floor };
}

/** The first page of a conversation (the newest messages): the floor is the oldest offset read, or 1 when none. */
export function loadedTimeline(
  messages: readonly ChatMessage[],
  pending: readonly ChatEntry[] = [],
): Timeline {
  const oldest = messages.reduce(
    (lowest, message) => Math.min(lowest, message.offset),
    Number.POSITIVE_INFINITY,
  );
  const start: Timeline = {
    entries: pending.filter(isPending),
    floor: Number.isFinite(oldest) ? oldest : 1,
  };
  return mergeMessages(start, messages);
}

/** An older page read with `beforeOffset`: the floor moves down to it (to 1 when the page is empty). */
export function prependEarlier(timeline: Timeline, messages: readonly ChatMessage[]): Timeline {
  const oldest = messages.reduce((lowest, message) => Math.min(lowest, message.offset), timeline.floor);
  return { ...mergeMessages(timeline, messages), floor: messages.length === 0 ? 1 : oldest };
}

/** Adds (or replaces, by uuid) one of the reader's messages the server has not echoed yet. */
export function upsertPending(timeline: Timeline, entry: ChatEntry): Timeline {
  const others = timeline.entries.filter((held) => !(isPending(held) && held.uuid === entry.uuid));
  return { ...timeline, entries: [...others, entry] };
}

/** Sets the send state of unechoed messages: those with `uuid`, or every waiting one when `uuid` is null. */
export function setPendingStatus(timeline: Timeline, uuid: string | null, status: ChatSendStatus): Timeline {
  let isChanged = false;
  const entries = timeline.entries.map((entry) => {
    const matches = uuid === null ? entry.sendStatus === SendStatus.waiting : entry.uuid === uuid;
    if (!isPending(entry) || !matches || entry.sendStatus === status) return entry;
    isChanged = true;
    return { ...entry, sendStatus: status };
  });
  return isChanged ? { ...timeline, entries } : timeline;
}

/** The newest offset held (0 when none). */
export function lastOffset(timeline: Timeline): number {
  return timeline.entries.reduce((highest, entry) => Math.max(highest, entry.offset ?? 0), 0);
}

/** The newest message with a server id (what MSG_ACK names). */
export function newestServerEntry(timeline: Timeline): ChatEntry | null {
  let newest: ChatEntry | null = null;
  for (const entry of timeline.entries)
    if (entry.offset !== null && (newest === null || entry.offset > (newest.offset ?? 0))) newest = entry;
  return newest;
}

/**
 * The offset to read after (`afterOffset`) so that every offset from the floor up to `target` is held, or null when
 * nothing is missing: a message pushed at n + 2 while n is the newest held, or a group whose lastOffset (GROUP_LIST
 * after a reconnect) is past what is held. Offsets have no gaps on the server, so a hole is always a miss.
 */
export function missingAfter(timeline: Timeline, target: number): number | null {
  let expected = timeline.floor;
  const offsets = timeline.entries
    .map((entry) => entry.offset)
    .filter((offset): offset is number => offset !== null && offset >= timeline.floor)
    .sort((first, second) => first - second);
  for (const offset of offsets) {
    if (offset > target) break;
    if (offset > expected) return expected - 1;
    expected = offset + 1;
  }
  return expected <= target ? expected - 1 : null;
}
