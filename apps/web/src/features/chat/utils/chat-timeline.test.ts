import { describe, expect, it } from 'vitest';
import type { ChatMessage } from '@exchange/contracts/ws/im-socket';
import { ChatMessageStatus, ChatSendStatus } from './chat-rules';
import {
  TIMELINE_MAX,
  entryOfOutgoing,
  lastOffset,
  loadedTimeline,
  mergeMessages,
  missingAfter,
  newestServerEntry,
  prependEarlier,
  setPendingStatus,
  upsertPending,
} from './chat-timeline';

const message = (offset: number, overrides: Partial<ChatMessage> = {}): ChatMessage => ({
  id: 100 + offset,
  groupId: 1,
  channelId: null,
  groupType: 5,
  offset,
  senderKind: 'staff',
  senderId: 9,
  senderName: 'Agent',
  payload: { data: `message ${offset}`, uuid: `server-${offset}`, contentType: 'text' },
  status: ChatMessageStatus.normal,
  showDirection: 1,
  createdAt: offset * 1_000,
  editedAt: null,
  ...overrides,
});

const offsetsOf = (timeline: { entries: readonly { offset: number | null }[] }) =>
  timeline.entries.map((entry) => entry.offset);

describe('the offset timeline', () => {
  it('keeps messages in offset order, each once', () => {
    const timeline = mergeMessages(loadedTimeline([message(3), message(1)]), [message(2), message(3)]);
    expect(offsetsOf(timeline)).toEqual([1, 2, 3]);
    expect(lastOffset(timeline)).toBe(3);
  });

  it('replaces a message that changed (same id and offset, new status)', () => {
    const withdrawn = message(2, { status: ChatMessageStatus.withdrawn });
    const timeline = mergeMessages(loadedTimeline([message(1), message(2)]), [withdrawn]);
    expect(timeline.entries.map((entry) => entry.status)).toEqual([
      ChatMessageStatus.normal,
      ChatMessageStatus.withdrawn,
    ]);
  });

  it('turns the reader’s waiting message into the server’s when the echo carries its uuid', () => {
    const pending = entryOfOutgoing({
      uuid: 'client-uuid-1',
      groupId: 1,
      contentType: 'text',
      data: 'hi',
      sendStatus: ChatSendStatus.waiting,
      serverId: null,
      userId: 7,
      createdAt: 5,
    });
    const waiting = upsertPending(loadedTimeline([message(1)]), pending);
    expect(offsetsOf(waiting)).toEqual([1, null]);
    const echo = message(2, {
      showDirection: 0,
      payload: { data: 'hi', uuid: 'client-uuid-1', contentType: 'text' },
    });
    const done = mergeMessages(waiting, [echo]);
    expect(offsetsOf(done)).toEqual([1, 2]);
    expect(done.entries[1]?.sendStatus).toBe(ChatSendStatus.succeeded);
  });

  it('fails every waiting message at once, and one by uuid', () => {
    const outgoing = (uuid: string) =>
      entryOfOutgoing({
        uuid,
        groupId: 1,
        contentType: 'text',
        data: uuid,
        sendStatus: ChatSendStatus.waiting,
        serverId: null,
        userId: 7,
        createdAt: 1,
      });
    const timeline = upsertPending(
      upsertPending(loadedTimeline([]), outgoing('first-01')),
      outgoing('second-1'),
    );
    const one = setPendingStatus(timeline, 'second-1', ChatSendStatus.failed);
    expect(one.entries.map((entry) => entry.sendStatus)).toEqual([
      ChatSendStatus.waiting,
      ChatSendStatus.failed,
    ]);
    const all = setPendingStatus(timeline, null, ChatSendStatus.failed);
    expect(all.entries.every((entry) => entry.sendStatus === ChatSendStatus.failed)).toBe(true);
  });

  it('finds nothing missing while offsets are contiguous from the floor', () => {
    const timeline = loadedTimeline([message(151), message(152), message(153)]);
    expect(timeline.floor).toBe(151);
    expect(missingAfter(timeline, 153)).toBeNull();
  });

  it('reads after the newest held when a push skips an offset', () => {
    const timeline = mergeMessages(loadedTimeline([message(1), message(2)]), [message(4)]);
    expect(missingAfter(timeline, 4)).toBe(2);
  });

  it('reads after the newest held when the group says it has more (after a reconnect)', () => {
    const timeline = loadedTimeline([message(1), message(2)]);
    expect(missingAfter(timeline, 5)).toBe(2);
    expect(missingAfter(timeline, 2)).toBeNull();
  });

  it('reads everything for an empty conversation that the group says has messages', () => {
    expect(missingAfter(loadedTimeline([]), 3)).toBe(0);
    expect(missingAfter(loadedTimeline([]), 0)).toBeNull();
  });

  it('moves the floor down with an earlier page, to 1 when there is none', () => {
    const timeline = loadedTimeline([message(51), message(52)]);
    const earlier = prependEarlier(timeline, [message(49), message(50)]);
    expect(earlier.floor).toBe(49);
    expect(offsetsOf(earlier)).toEqual([49, 50, 51, 52]);
    expect(prependEarlier(earlier, []).floor).toBe(1);
  });

  it('holds at most TIMELINE_MAX messages, raising the floor past the dropped ones', () => {
    const many = Array.from({ length: TIMELINE_MAX + 10 }, (_, index) => message(index + 1));
    const timeline = mergeMessages(loadedTimeline([]), many);
    expect(timeline.entries).toHaveLength(TIMELINE_MAX);
    expect(timeline.floor).toBe(11);
    expect(missingAfter(timeline, TIMELINE_MAX + 10)).toBeNull();
    expect(newestServerEntry(timeline)?.offset).toBe(TIMELINE_MAX + 10);
  });
});
