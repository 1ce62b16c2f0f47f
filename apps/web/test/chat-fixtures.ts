import type { ChatGroup, ChatMessage } from '@exchange/contracts/ws/im-socket';
import { FakeImSocket } from '@exchange/ui/testing/fake-im-socket';
import type { WebSocketConstructor } from '@/lib/data-socket';
import { resetChatForTests } from '@/features/chat/api/chat-sync';
import { endVisitorSession } from '@/features/chat/api/chat-session';
import { API, http, ok } from './msw-server';

/** A chat socket the test drives (the shared fake of both apps). */
export { FakeImSocket as FakeChatSocket } from '@exchange/ui/testing/fake-im-socket';

/** A fresh chat state and socket for each test; the socket class is the fake. */
export async function resetChat(): Promise<void> {
  FakeImSocket.instances = [];
  endVisitorSession();
  await resetChatForTests({ WebSocketImpl: FakeImSocket as unknown as WebSocketConstructor });
}

export const latestChatSocket = (): FakeImSocket => FakeImSocket.latest();

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

/** The socket's chat-only token (`im/token`), minted from the session token that asked for it. */
export const chatTokenHandler = () =>
  http.post(`${API}/im/token`, ({ request }) =>
    ok({
      token: `chat-only:${request.headers.get('authorization') ?? ''}`,
      expiresAt: Date.now() + 1_800_000,
    }),
  );

/** The support screen's reads: the socket's token, the group load and the message list (its queries recorded). */
export function supportHandlers(
  groups: ChatGroup[],
  messages: (query: URLSearchParams) => ChatMessage[],
  listQueries: URLSearchParams[] = [],
) {
  return [
    // The socket's chat-only token, minted from the session token that asked for it.
    http.post(`${API}/im/token`, ({ request }) =>
      ok({
        token: `chat-only:${request.headers.get('authorization') ?? ''}`,
        expiresAt: Date.now() + 1_800_000,
      }),
    ),
    http.post(`${API}/im/group/load`, () => ok(groups)),
    http.get(`${API}/im/message/list`, ({ request }) => {
      const query = new URL(request.url).searchParams;
      listQueries.push(query);
      return ok(messages(query));
    }),
  ];
}
