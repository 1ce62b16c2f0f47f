import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { signedInAs, staffSelf } from '../../../test/fixtures';
import { API, http, ok, server } from '../../../test/msw-server';
import { renderApp } from '../../../test/render-app';
import {
  FakeSupportSocket,
  T0,
  chatMessage,
  customerHandler,
  deskHandlers,
  deskState,
  inboxItem,
} from '../../../test/support-fixtures';

beforeEach(() => {
  FakeSupportSocket.instances = [];
  vi.stubGlobal('WebSocket', FakeSupportSocket);
});
afterEach(() => vi.unstubAllGlobals());

const c2cChat = inboxItem({
  id: 12,
  type: 3,
  channelId: 501,
  title: 'C2C order C2C500100',
  groupSign: 'c2c:501',
  userId: 100088,
  userKind: 1,
  userNickname: 'Guest 88',
  unreadCount: 0,
  updatedAt: T0 - 60_000,
  lastMessage: {
    contentType: 'image',
    data: '/api/app-api/im/file/0b7c5a52-8f3e-4c36-9a51-1c1b1d1e1f10',
    senderKind: 'user',
    createdAt: T0 - 60_000,
  },
});
const mineChat = inboxItem({
  id: 13,
  title: 'Withdrawal help',
  assignedStaffId: 7,
  assignedStaff: 'support.one',
  unreadCount: 0,
  lastMessage: { contentType: 'text', data: 'Thanks!', senderKind: 'user', createdAt: T0 },
});

async function conversationList() {
  return screen.findByRole('list', { name: 'Conversations' });
}

async function openConversation(title: RegExp) {
  const user = userEvent.setup();
  const list = await conversationList();
  await user.click(within(list).getByRole('button', { name: title }));
  return { user, pane: await screen.findByRole('region', { name: title }) };
}

describe('support inbox', { timeout: 30_000 }, () => {
  it('lists the waiting conversations with their counts and filters by scope and type', async () => {
    const state = deskState({
      scopes: { waiting: [inboxItem(), c2cChat], mine: [mineChat], open: [inboxItem(), c2cChat, mineChat] },
    });
    server.use(signedInAs('support'), ...deskHandlers(state), customerHandler());
    renderApp('/support');
    const user = userEvent.setup();
    const list = await conversationList();
    const rows = within(list).getAllByRole('button');
    expect(rows).toHaveLength(2);
    expect(state.inboxQueries[0]?.get('scope')).toBe('waiting');
    const first = rows[0]?.textContent ?? '';
    for (const text of [
      'Deposit question',
      'Ana · Member',
      'Customer service',
      'My deposit is missing',
      'No agent yet',
    ])
      expect(first).toContain(text);
    expect(within(rows[0] as HTMLElement).getByText('Unread:').parentElement?.textContent).toBe('Unread: 2');
    const second = rows[1]?.textContent ?? '';
    for (const text of ['C2C order C2C500100', 'Guest 88 · Visitor', 'C2C order', 'Image'])
      expect(second).toContain(text);
    expect(second).not.toContain('/api/app-api/im/file');
    expect(within(rows[1] as HTMLElement).queryByText('Unread:')).toBeNull();

    const tabs = screen.getByRole('tablist', { name: 'Conversation scopes' });
    await waitFor(() =>
      expect(
        within(tabs)
          .getAllByRole('tab')
          .map((tab) => tab.textContent),
      ).toEqual(['Waiting2', 'Mine1', 'Open3', 'Finished']),
    );

    await user.click(within(tabs).getByRole('tab', { name: /^Mine/ }));
    const mine = await screen.findByRole('button', { name: /Withdrawal help/ });
    expect(mine.textContent).toContain('Agent: support.one');
    expect(mine.textContent).toContain('Thanks!');
    expect(
      state.inboxQueries.some((query) => query.get('scope') === 'mine' && query.get('pageSize') !== '1'),
    ).toBe(true);

    await user.click(within(tabs).getByRole('tab', { name: /^Open/ }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Conversation type' }), 'C2C order');
    await waitFor(() => expect(within(tabs).getByRole('tab', { name: /^Open/ }).textContent).toBe('Open1'));
    const filtered = within(await conversationList()).getAllByRole('button');
    expect(filtered).toHaveLength(1);
    expect(filtered[0]?.textContent).toContain('C2C order C2C500100');
    expect(state.inboxQueries.at(-1)?.get('type')).toBe('3');
  });

  it('follows the socket: a MESSAGE joins the open conversation, a skipped offset is read with afterOffset', async () => {
    const state = deskState();
    let meReads = 0;
    server.use(
      // Ahead of signedInAs's own auth/me handler, so this one answers.
      http.get(`${API}/auth/me`, () => {
        meReads += 1;
        return ok(staffSelf('support'));
      }),
      signedInAs('support'),
      ...deskHandlers(state),
      customerHandler(),
    );
    renderApp('/support');
    const { pane } = await openConversation(/Deposit question/);
    const messages = await within(pane).findByRole('list', { name: 'Messages' });
    expect(
      within(messages)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([expect.stringContaining('Hello'), expect.stringContaining('Message 2')]);
    expect(state.messageQueries[0]?.has('afterOffset')).toBe(false);

    const socket = FakeSupportSocket.latest();
    expect(socket.url).toMatch(
      /^ws:\/\/localhost:3000\/im-websocket\?Authorization=staff-token&socketId=[\w-]+$/,
    );
    socket.open();
    expect(await screen.findByText('Live')).toBeTruthy();
    const listReads = state.inboxQueries.length;
    const third = chatMessage(3, {
      payload: { data: 'Are you there?', uuid: 'customer-3-uuid', contentType: 'text' },
    });
    state.messages.push(third);
    socket.push('MESSAGE', third);
    expect(await within(pane).findByText('Are you there?')).toBeTruthy();
    await waitFor(() => expect(state.inboxQueries.length).toBeGreaterThan(listReads));

    // Offset 4 never arrives on the socket: seeing 5 after 3, the pane reads what follows 3.
    const fourth = chatMessage(4, {
      payload: { data: 'Fourth', uuid: 'customer-4-uuid', contentType: 'text' },
    });
    const fifth = chatMessage(5, {
      payload: { data: 'Fifth', uuid: 'customer-5-uuid', contentType: 'text' },
    });
    state.messages.push(fourth, fifth);
    socket.push('MESSAGE', fifth);
    expect(await within(pane).findByText('Fourth')).toBeTruthy();
    expect(state.messageQueries.at(-1)?.get('afterOffset')).toBe('3');
    expect(
      within(within(pane).getByRole('list', { name: 'Messages' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent?.match(/Hello|Message 2|Are you there\?|Fourth|Fifth/)?.[0]),
    ).toEqual(['Hello', 'Message 2', 'Are you there?', 'Fourth', 'Fifth']);

    // A withdrawn message keeps its offset and changes its status.
    socket.push('MESSAGE', { ...third, status: -1 });
    expect(await within(pane).findByText('Ana withdrew a message')).toBeTruthy();
    expect(within(pane).queryByText('Are you there?')).toBeNull();

    // A refused token stops the socket and leaves the session to the app (auth/me is read again).
    const reads = meReads;
    socket.push('TOKEN_INVALID', {});
    expect(await screen.findByText('Live updates stopped')).toBeTruthy();
    await waitFor(() => expect(meReads).toBeGreaterThan(reads));
    expect(FakeSupportSocket.instances).toHaveLength(1);
  });

  it('gives a read-only role (auditor) no Take, no Finish and no composer', async () => {
    const state = deskState();
    server.use(signedInAs('auditor'), ...deskHandlers(state, 'auditor.one'), customerHandler());
    renderApp('/support');
    const { pane } = await openConversation(/Deposit question/);
    expect(await within(pane).findByText('Message 2')).toBeTruthy();
    expect(within(pane).queryByRole('button', { name: 'Take' })).toBeNull();
    expect(within(pane).queryByRole('button', { name: 'Finish' })).toBeNull();
    expect(within(pane).queryByRole('textbox')).toBeNull();
    expect(within(pane).queryByRole('button', { name: 'Send' })).toBeNull();
    expect(state.reads).toEqual([]);
    // The auditor still reads the customer beside the chat (users.read).
    const customer = screen.getByRole('complementary', { name: 'Customer' });
    expect(await within(customer).findByText('ana@example.com')).toBeTruthy();
  });
});
