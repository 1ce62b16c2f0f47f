import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ImServerMessage } from '@exchange/contracts/ws/im-socket';
import { FakeSupportSocket, chatMessage } from '../../../test/support-fixtures';
import { firstGapAfter, mergeMessages, unconfirmed } from './chat-timeline';
import { SupportSocket } from './support-socket';
import type { SupportSocketState } from './support-socket';

function startSocket(token: string | null = 'staff-token') {
  const messages: ImServerMessage[] = [];
  const states: SupportSocketState[] = [];
  let refusals = 0;
  const socket = new SupportSocket({
    token: () => token,
    onMessage: (message) => messages.push(message),
    onState: (state) => states.push(state),
    onTokenRefused: () => {
      refusals += 1;
    },
  });
  socket.start();
  return { socket, messages, states, refusals: () => refusals };
}

describe('support socket', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    FakeSupportSocket.instances = [];
    vi.stubGlobal('WebSocket', FakeSupportSocket);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('pings every 6 s while open, passes contract frames on and ignores pong and junk', () => {
    const { socket, messages, states } = startSocket();
    const fake = FakeSupportSocket.latest();
    expect(fake.url).toMatch(/\/im-websocket\?Authorization=staff-token&socketId=/);
    fake.open();
    vi.advanceTimersByTime(12_000);
    expect(fake.sent).toEqual(['ping', 'ping']);
    fake.onmessage?.(new MessageEvent('message', { data: 'pong' }));
    fake.onmessage?.(new MessageEvent('message', { data: '{"type":"NOPE","data":{}}' }));
    fake.push('MESSAGE', chatMessage(1));
    expect(messages.map((message) => message.type)).toEqual(['MESSAGE']);
    expect(states).toEqual(['connecting', 'open']);
    socket.stop();
    vi.advanceTimersByTime(12_000);
    expect(fake.sent).toHaveLength(2);
  });

  it('reconnects with a growing wait, then gives up until Retry', () => {
    const { socket, states } = startSocket();
    for (let attempt = 0; attempt < 9; attempt += 1) {
      FakeSupportSocket.latest().onclose?.(new CloseEvent('close', { code: 1006 }));
      vi.advanceTimersByTime(30_000);
    }
    expect(FakeSupportSocket.instances).toHaveLength(9);
    expect(states.at(-1)).toBe('stopped');
    socket.retry();
    expect(FakeSupportSocket.instances).toHaveLength(10);
    expect(states.at(-1)).toBe('connecting');
  });

  it('stops for good on a refused token (text, frame or close 4401)', () => {
    for (const refuse of [
      (fake: FakeSupportSocket) => fake.onmessage?.(new MessageEvent('message', { data: 'Invalid token' })),
      (fake: FakeSupportSocket) => fake.push('TOKEN_INVALID', {}),
      (fake: FakeSupportSocket) => fake.onclose?.(new CloseEvent('close', { code: 4401 })),
    ]) {
      FakeSupportSocket.instances = [];
      const { states, refusals } = startSocket();
      refuse(FakeSupportSocket.latest());
      vi.advanceTimersByTime(60_000);
      expect(FakeSupportSocket.instances).toHaveLength(1);
      expect(states.at(-1)).toBe('stopped');
      expect(refusals()).toBe(1);
    }
  });

  it('does not connect without a token', () => {
    const { states } = startSocket(null);
    expect(FakeSupportSocket.instances).toHaveLength(0);
    expect(states).toEqual(['stopped']);
  });
});

describe('chat timeline', () => {
  it('merges by offset, replacing a changed message, and finds the first gap', () => {
    const merged = mergeMessages(
      [chatMessage(1), chatMessage(3)],
      [chatMessage(2), chatMessage(1, { status: -1 })],
    );
    expect(merged.map((message) => [message.offset, message.status])).toEqual([
      [1, -1],
      [2, 1],
      [3, 1],
    ]);
    expect(firstGapAfter(merged)).toBeNull();
    expect(firstGapAfter([chatMessage(4), chatMessage(5), chatMessage(8)])).toBe(5);
  });

  it('keeps only the outgoing messages the server has not confirmed for this agent', () => {
    const outbox = [
      { uuid: 'agent-uuid-1', text: 'one', state: 'waiting' as const },
      { uuid: 'agent-uuid-2', text: 'two', state: 'failed' as const },
    ];
    const confirmed = chatMessage(3, {
      senderKind: 'staff',
      senderId: 7,
      payload: { data: 'one', uuid: 'agent-uuid-1', contentType: 'text' },
    });
    const customerWithSameUuid = chatMessage(4, {
      payload: { data: 'x', uuid: 'agent-uuid-2', contentType: 'text' },
    });
    expect(unconfirmed(outbox, [confirmed, customerWithSameUuid], 7).map((message) => message.uuid)).toEqual([
      'agent-uuid-2',
    ]);
  });
});
