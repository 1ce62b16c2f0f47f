import { act } from '@testing-library/react';
import type { ChatGroup, ChatMessage, ImServerMessage } from '@exchange/contracts/ws/im-socket';
import type { WebSocketConstructor, WebSocketLike } from '@/lib/data-socket';
import { resetChatForTests } from '@/features/chat/api/chat-sync';
import { endVisitorSession } from '@/features/chat/api/chat-session';
import { API, http, ok } from './msw-server';

/** A chat socket the test drives: it records what the app sends and delivers what the test pushes. */
export class FakeChatSocket implements WebSocketLike {
  static instances: FakeChatSocket[] = [];
  readyState = 0;
  onopen: ((event: Event) => void) | null = null;
  onmessage: ((event: MessageEvent) => void) | null = null;
  onclose: ((event: CloseEvent) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;
  readonly sent: string[] = [];

  constructor(readonly url: string) {
    FakeChatSocket.instances.push(this);
  }

  send(data: string): void {
    this.sent.push(data);
  }

  close(): void {
    this.readyState = 3;
  }

  open(): void {
    act(() => {
      this.readyState = 1;
      this.onopen?.(new Event('open'));
    });
  }

  receive(text: string): void {
    act(() => this.onmessage?.(new MessageEvent('message', { data: text })));
  }

  push<T extends ImServerMessage['type']>(
    type: T,
    data: Extract<ImServerMessage, { type: T }>['data'],
  ): void {
    this.receive(JSON.stringify({ type, data }));
  }

  /** The server or the network ends the connection. */
  drop(code = 1006): void {
    act(() => {
      this.readyState = 3;
      this.onclose?.(new CloseEvent('close', { code }));
    });
  }

  /** The JSON frames sent (the heartbeat left out). */
  frames(): { type: string; data: unknown }[] {
    return this.sent
      .filter((text) => text !== 'ping')
      .map((text) => JSON.parse(text) as { type: string; data: unknown });
  }

  sentMessages(): { groupId: number; uuid: string; contentType: string; data: string }[] {
    return this.frames()
      .filter((frame) => frame.type === 'SEND_MESSAGE')
      .map((frame) => frame.data as { groupId: number; uuid: string; contentType: string; data: string });
  }
}

/** A fresh chat state and socket for each test; the socket class is the fake. */
export async function resetChat(): Promise<void> {
  FakeChatSocket.instances = [];
  endVisitorSession();
  await resetChatForTests({ WebSocketImpl: FakeChatSocket as unknown as WebSocketConstructor });
}

export function latestChatSocket(): FakeChatSocket {
  const socket = FakeChatSocket.instances.at(-1);
  if (!socket) throw new Error('no chat socket was opened');
  return socket;
}

export const CHAT_T0 = Date.now();
export const SERVICE_GROUP_ID = 11;

export const chatGroup = (overrides: Partial<ChatGroup> = {}): ChatGroup => ({
  id: SERVICE_GROUP_ID,
  type: 5,
  channelId: null,
  title: '',
  imgUrl: null,
  unreadCount: 0,
  groupSign: 'service:1',
  linkType: null,
  linkUrl: null,
  role: 3,
  lastOffset: 2,
  readOffset: 2,
  isFinished: false,
  updatedAt: CHAT_T0,
  ...overrides,
});

export const chatMessage = (offset: number, overrides: Partial<ChatMessage> = {}): ChatMessage => ({
  id: 100 + offset,
  groupId: SERVICE_GROUP_ID,
  channelId: null,
  groupType: 5,
  offset,
  senderKind: 'staff',
  senderId: 9,
  senderName: 'Agent Ann',
  payload: { data: `Agent line ${offset}`, uuid: `server-uuid-${offset}`, contentType: 'text' },
  status: 1,
  showDirection: 1,
  createdAt: CHAT_T0,
  editedAt: null,
  ...overrides,
});

/** The reader's own message as the server echoes it. */
export const ownEcho = (offset: number, sent: { uuid: string; data: string; contentType?: string }) =>
  chatMessage(offset, {
    senderKind: 'user',
    senderId: 7,
    senderName: 'Demo Trader',
    showDirection: 0,
    payload: { data: sent.data, uuid: sent.uuid, contentType: (sent.contentType ?? 'text') as 'text' },
  });

/** The support screen's reads: the group load and the message list (its queries recorded). */
export function supportHandlers(
  groups: ChatGroup[],
  messages: (query: URLSearchParams) => ChatMessage[],
  listQueries: URLSearchParams[] = [],
) {
  return [
    http.post(`${API}/im/group/load`, () => ok(groups)),
    http.get(`${API}/im/message/list`, ({ request }) => {
      const query = new URL(request.url).searchParams;
      listQueries.push(query);
      return ok(messages(query));
    }),
  ];
}
