import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { chatMessageStore } from '@/features/chat/stores/chat-db';
import { logout } from '@/lib/session';
import { getAccessToken, setTokens } from '@/lib/token-store';
import { API, HttpResponse, http, ok, server } from '../../test/msw-server';
import { referenceHandlers, tokenPair } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';
import type { FakeChatSocket } from '../../test/chat-fixtures';
import {
  CHAT_T0,
  SERVICE_GROUP_ID,
  chatGroup,
  chatMessage,
  latestChatSocket,
  ownEcho,
  chatTokenHandler,
  resetChat,
  supportHandlers,
} from '../../test/chat-fixtures';

const USER_ID = 7;
const IMAGE_URL = '/api/app-api/im/file/0b7c6f1e-93a4-4c8e-9d0e-2f1c3b4a5d6e';

function signedIn() {
  setTokens({ accessToken: 'member-token', refreshToken: 'member-refresh' });
}

/** The support screen with its group and messages, the socket open and the server having said who we are. */
async function openSupport(messages = [chatMessage(1), chatMessage(2)], listQueries: URLSearchParams[] = []) {
  server.use(
    ...referenceHandlers(),
    ...supportHandlers(
      [chatGroup({ lastOffset: messages.at(-1)?.offset ?? 0 })],
      () => messages,
      listQueries,
    ),
  );
  const view = renderApp('/mine/onlinesupport');
  await screen.findByRole('heading', { level: 1, name: 'Customer service' });
  await waitFor(() => expect(() => latestChatSocket()).not.toThrow());
  const socket = latestChatSocket();
  socket.open();
  socket.push('CONNECT_SUCCESS', { socketId: 's-1', userId: USER_ID, userKind: 2 });
  return { ...view, socket };
}

/** Types a message and presses Enter; resolves once it went out (it is stored in ChatDB before it is sent). */
async function sendText(text: string, socket: FakeChatSocket) {
  const user = userEvent.setup();
  const before = socket.sentMessages().length;
  await user.type(screen.getByRole('textbox', { name: 'Message' }), `${text}{Enter}`);
  await waitFor(() => expect(socket.sentMessages()).toHaveLength(before + 1));
  return user;
}

beforeEach(async () => {
  await resetChat();
});

afterEach(() => vi.restoreAllMocks());

describe('/mine/onlinesupport', () => {
  it('loads the service group and its newest messages, and connects with the session', async () => {
    signedIn();
    const listQueries: URLSearchParams[] = [];
    const { socket } = await openSupport(undefined, listQueries);
    expect(await screen.findByText('Agent line 1')).toBeTruthy();
    expect(screen.getByText('Agent line 2')).toBeTruthy();
    expect(listQueries[0]?.get('groupId')).toBe(String(SERVICE_GROUP_ID));
    expect(listQueries[0]?.get('beforeOffset')).toBe('3');
    const url = new URL(socket.url);
    expect(url.pathname).toBe('/im-websocket');
    // A chat-only token (im/token), never the session's token that moves money, rides in the socket URL.
    expect(url.searchParams.get('Authorization')).toBe('chat-only:Bearer member-token');
    expect(url.searchParams.get('socketId')).toBeTruthy();
    expect(socket.frames()[0]).toEqual({ type: 'language', data: 'en' });
    // The newest message on screen is acknowledged.
    await waitFor(() => expect(socket.frames()).toContainEqual({ type: 'MSG_ACK', data: { msgId: 102 } }));
  });

  it('shows a sent message as waiting, then as sent when the echo carries its uuid', async () => {
    signedIn();
    const { socket } = await openSupport();
    await screen.findByText('Agent line 2');
    await sendText('Where is my deposit?', socket);
    expect(await screen.findByText('Sending…')).toBeTruthy();
    const [sent] = socket.sentMessages();
    expect(sent).toMatchObject({
      groupId: SERVICE_GROUP_ID,
      contentType: 'text',
      data: 'Where is my deposit?',
    });
    expect(await chatMessageStore.unsent()).toMatchObject([{ uuid: sent?.uuid, userId: USER_ID }]);
    socket.push('MESSAGE', ownEcho(3, { uuid: sent?.uuid ?? '', data: 'Where is my deposit?' }));
    await waitFor(() => expect(screen.queryByText('Sending…')).toBeNull());
    expect(screen.getAllByText('Where is my deposit?')).toHaveLength(1);
    await waitFor(async () => expect(await chatMessageStore.unsent()).toEqual([]));
  });

  it('marks a message failed on IM_SYSTEM_ERROR, and Resend sends the same uuid again', async () => {
    signedIn();
    const { socket } = await openSupport();
    await screen.findByText('Agent line 2');
    const user = await sendText('Hello?', socket);
    const uuid = socket.sentMessages()[0]?.uuid ?? '';
    socket.push('IM_SYSTEM_ERROR', { uuid, code: 1_020_000_009, field: null, msg: 'Too many messages' });
    expect(await screen.findByText('Not sent')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Resend' }));
    expect(socket.sentMessages().map((message) => message.uuid)).toEqual([uuid, uuid]);
    expect(await screen.findByText('Sending…')).toBeTruthy();
    socket.push('MESSAGE', ownEcho(3, { uuid, data: 'Hello?' }));
    await waitFor(() => expect(screen.queryByText('Not sent')).toBeNull());
    expect(screen.queryByText('Sending…')).toBeNull();
  });

  it('fails a waiting message when the socket closes, and resends it one second after the next open', async () => {
    signedIn();
    const { socket } = await openSupport();
    await screen.findByText('Agent line 2');
    await sendText('Still there?', socket);
    const uuid = socket.sentMessages()[0]?.uuid;
    socket.drop();
    expect(await screen.findByText('Not sent')).toBeTruthy();
    expect(await screen.findByText('The chat is offline. Reconnecting…')).toBeTruthy();
    await waitFor(() => expect(latestChatSocket()).not.toBe(socket), { timeout: 4_000 });
    const next = latestChatSocket();
    next.open();
    next.push('CONNECT_SUCCESS', { socketId: 's-2', userId: USER_ID, userKind: 2 });
    await waitFor(() => expect(next.sentMessages().map((message) => message.uuid)).toEqual([uuid]), {
      timeout: 4_000,
    });
    expect(screen.queryByText('The chat is offline. Reconnecting…')).toBeNull();
  });

  it('shows a withdrawn message as a withdrawn line, also when it is withdrawn while on screen', async () => {
    signedIn();
    const { socket } = await openSupport([chatMessage(1, { status: -1 }), chatMessage(2)]);
    expect(await screen.findByText('Agent line 2')).toBeTruthy();
    expect(screen.queryByText('Agent line 1')).toBeNull();
    expect(screen.getAllByText('This message was withdrawn.')).toHaveLength(1);
    socket.push('MESSAGE', chatMessage(2, { status: -1 }));
    await waitFor(() => expect(screen.getAllByText('This message was withdrawn.')).toHaveLength(2));
    expect(screen.queryByText('Agent line 2')).toBeNull();
  });

  it('reads what it missed when a pushed message skips an offset, without duplicates', async () => {
    signedIn();
    const listQueries: URLSearchParams[] = [];
    const { socket } = await openSupport(undefined, listQueries);
    server.use(
      http.get(`${API}/im/message/list`, ({ request }) => {
        const query = new URL(request.url).searchParams;
        listQueries.push(query);
        return ok(query.get('afterOffset') === '2' ? [chatMessage(3), chatMessage(4), chatMessage(5)] : []);
      }),
    );
    await screen.findByText('Agent line 2');
    socket.push('MESSAGE', chatMessage(5));
    expect(await screen.findByText('Agent line 3')).toBeTruthy();
    expect(listQueries.at(-1)?.get('afterOffset')).toBe('2');
    const list = screen.getByRole('region', { name: 'Messages' });
    expect(
      within(list)
        .getAllByText(/^Agent line \d$/)
        .map((node) => node.textContent),
    ).toEqual(['Agent line 1', 'Agent line 2', 'Agent line 3', 'Agent line 4', 'Agent line 5']);
  });

  it('uploads a picked image, sends its url and shows it from the fetched file', async () => {
    signedIn();
    const uploads: FormData[] = [];
    server.use(
      http.post(`${API}/im/file/upload`, async ({ request }) => {
        uploads.push(await request.formData());
        return ok({ url: IMAGE_URL });
      }),
      http.get(`${API}/im/file/:id`, ({ request }) =>
        request.headers.get('Authorization') === 'Bearer member-token'
          ? new HttpResponse(new Uint8Array([137, 80, 78, 71]), { headers: { 'content-type': 'image/png' } })
          : new HttpResponse(null, { status: 401 }),
      ),
    );
    const { socket } = await openSupport();
    await screen.findByText('Agent line 2');
    const user = userEvent.setup();
    const picker = screen.getByLabelText('Send an image', { selector: 'input' });
    await user.upload(picker, new File([new Uint8Array(512)], 'receipt.png', { type: 'image/png' }));
    await waitFor(() => expect(socket.sentMessages()).toHaveLength(1));
    expect(uploads[0]?.get('groupId')).toBe(String(SERVICE_GROUP_ID));
    expect(socket.sentMessages()[0]).toMatchObject({ contentType: 'image', data: IMAGE_URL });
    const uuid = socket.sentMessages()[0]?.uuid ?? '';
    socket.push('MESSAGE', ownEcho(3, { uuid, data: IMAGE_URL, contentType: 'image' }));
    const image = await screen.findByRole('img', { name: 'Image you sent' });
    expect(image.getAttribute('src')).toMatch(/^data:image\/png;base64,/);
  });

  it('chats as a visitor when signed out: temporary-login first, the visitor token on calls and socket', async () => {
    const authorizations: (string | null)[] = [];
    server.use(
      ...referenceHandlers(),
      http.post(`${API}/system/auth/temporary-login`, () =>
        ok({ ...tokenPair, accessToken: 'visitor-token', refreshToken: 'visitor-refresh' }),
      ),
      chatTokenHandler(),
      http.post(`${API}/im/group/load`, ({ request }) => {
        authorizations.push(request.headers.get('Authorization'));
        return ok([chatGroup({ lastOffset: 0 })]);
      }),
    );
    renderApp('/mine/onlinesupport');
    expect(
      await screen.findByText('No messages yet. Write to us and an agent will answer here.'),
    ).toBeTruthy();
    expect(authorizations).toEqual(['Bearer visitor-token']);
    await waitFor(() => expect(() => latestChatSocket()).not.toThrow());
    expect(new URL(latestChatSocket().url).searchParams.get('Authorization')).toBe(
      'chat-only:Bearer visitor-token',
    );
    // The visitor is not a signed-in member: the app's own session stays empty.
    expect(getAccessToken()).toBeNull();
  });

  it('refreshes the session on Invalid token and reconnects with the new token', async () => {
    signedIn();
    server.use(
      http.post(`${API}/system/auth/refresh-token`, () =>
        ok({ ...tokenPair, accessToken: 'member-token-2', refreshToken: 'member-refresh-2' }),
      ),
    );
    const { socket } = await openSupport();
    socket.receive('Invalid token');
    await waitFor(() => expect(latestChatSocket()).not.toBe(socket));
    expect(new URL(latestChatSocket().url).searchParams.get('Authorization')).toBe(
      'chat-only:Bearer member-token-2',
    );
  });

  it('clears the unsent messages and the chat state at logout', async () => {
    signedIn();
    server.use(http.post(`${API}/system/auth/logout`, () => ok(true)));
    const { socket } = await openSupport();
    await screen.findByText('Agent line 2');
    await sendText('Please call me', socket);
    socket.drop();
    await waitFor(async () => expect(await chatMessageStore.unsent()).toHaveLength(1));
    await act(() => logout());
    await waitFor(async () => expect(await chatMessageStore.unsent()).toEqual([]));
  });

  it('offers a one-time rating once the service conversation is finished', async () => {
    signedIn();
    const ratings: unknown[] = [];
    server.use(
      http.post(`${API}/im/rating`, async ({ request }) => {
        ratings.push(await request.json());
        return ok({ groupId: SERVICE_GROUP_ID, score: 4 });
      }),
    );
    const { socket } = await openSupport();
    await screen.findByText('Agent line 2');
    expect(screen.queryByText('Rate this conversation')).toBeNull();
    socket.push('GROUP_LIST', [chatGroup({ isFinished: true })]);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: '4 out of 5' }));
    await user.click(screen.getByRole('button', { name: 'Send rating' }));
    expect(await screen.findByText('Thank you for your rating.')).toBeTruthy();
    expect(ratings).toEqual([{ groupId: SERVICE_GROUP_ID, score: 4 }]);
  });
});

describe('/service_list', () => {
  it('lists the groups with their unread badges and follows CUSTOMER_UNREAD_COUNT', async () => {
    signedIn();
    server.use(
      chatTokenHandler(),
      ...referenceHandlers(),
      http.get(`${API}/im/group/list`, () =>
        ok([
          chatGroup({ unreadCount: 3, updatedAt: CHAT_T0 + 1 }),
          chatGroup({ id: 12, type: 3, channelId: 55, title: 'Order C2C20261129000055', unreadCount: 0 }),
        ]),
      ),
    );
    renderApp('/service_list');
    const row = await screen.findByRole('link', { name: /Customer service/ });
    expect(row.getAttribute('href')).toBe(`/mine/onlinesupport?groupId=${SERVICE_GROUP_ID}`);
    expect(within(row).getByLabelText('3 unread').textContent).toBe('3');
    const orderRow = screen.getByRole('link', { name: /Order C2C20261129000055/ });
    expect(within(orderRow).queryByLabelText(/unread/)).toBeNull();
    await waitFor(() => expect(() => latestChatSocket()).not.toThrow());
    const socket = latestChatSocket();
    socket.open();
    socket.push('CUSTOMER_UNREAD_COUNT', { groupId: 12, groupType: 3, channelId: 55, number: 5, total: 8 });
    expect((await within(orderRow).findByLabelText('5 unread')).textContent).toBe('5');
  });
});

describe('/public/socketDebug', () => {
  it('logs frames in and out as text, never as markup, and filters them by type', async () => {
    signedIn();
    server.use(...referenceHandlers(), chatTokenHandler());
    renderApp('/public/socketDebug');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Connect' }));
    await waitFor(() => expect(() => latestChatSocket()).not.toThrow());
    const socket = latestChatSocket();
    socket.open();
    const hostile = '<img src=x onerror=alert(1)>';
    socket.receive(JSON.stringify({ type: 'MESSAGE', data: { payload: { data: hostile } } }));
    socket.receive('pong');
    expect(await screen.findByText(/onerror=alert\(1\)/)).toBeTruthy();
    expect(document.querySelector('img')).toBeNull();
    const log = screen.getByRole('list', { name: 'Frames' });
    expect(within(log).getByText('language')).toBeTruthy();
    await user.type(
      screen.getByRole('textbox', { name: 'Raw frame' }),
      '{{"type":"MSG_ACK","data":{{"msgId":1}}',
    );
    await user.click(screen.getByRole('button', { name: 'Send frame' }));
    expect(socket.sent.at(-1)).toBe('{"type":"MSG_ACK","data":{"msgId":1}}');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Frame type' }), 'pong');
    await waitFor(() => expect(within(log).queryByText('MESSAGE')).toBeNull());
    expect(within(log).getAllByText('pong').length).toBeGreaterThan(0);
    await user.click(screen.getByRole('button', { name: 'Disconnect' }));
    expect(await screen.findByText('Disconnected')).toBeTruthy();
  });
});

describe('/external_service', () => {
  it('refuses a link that is not https', async () => {
    signedIn();
    server.use(...referenceHandlers());
    renderApp(`/external_service?url=${encodeURIComponent('http://support.example.com/chat')}`);
    expect(
      await screen.findByText('This link is not allowed. Only secure (https) links can be opened.'),
    ).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Open the support page' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Back to customer service' }).getAttribute('href')).toBe(
      '/mine/service',
    );
  });

  it('opens an https link in a new tab, without a referrer', async () => {
    signedIn();
    server.use(...referenceHandlers());
    renderApp(`/external_service?url=${encodeURIComponent('https://support.example.com/chat?id=7')}`);
    const link = await screen.findByRole('link', { name: 'Open the support page' });
    expect(link.getAttribute('href')).toBe('https://support.example.com/chat?id=7');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
  });
});
