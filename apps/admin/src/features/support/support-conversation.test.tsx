import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { emptyPage, signedInAs } from '../../../test/fixtures';
import { API, HttpResponse, http, ok, server } from '../../../test/msw-server';
import { renderApp } from '../../../test/render-app';
import {
  FakeSupportSocket,
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

const MARKUP = '<img src=x onerror=alert(1)>';

async function openConversation(title: RegExp) {
  const user = userEvent.setup();
  const list = await screen.findByRole('list', { name: 'Conversations' });
  await user.click(within(list).getByRole('button', { name: title }));
  return { user, pane: await screen.findByRole('region', { name: title }) };
}

describe('support conversation', { timeout: 30_000 }, () => {
  it('takes a conversation, then sends with a uuid: shown as sending, then as sent', async () => {
    const state = deskState();
    let releaseSend = () => undefined as void;
    state.sendGate = new Promise<void>((resolve) => {
      releaseSend = resolve;
    });
    server.use(signedInAs('support'), ...deskHandlers(state), customerHandler());
    renderApp('/support');
    const { user, pane } = await openConversation(/Deposit question/);
    const reply = within(pane).getByRole('textbox', { name: 'Reply' }) as HTMLTextAreaElement;
    expect(reply.disabled).toBe(true);
    expect(within(pane).getByText('Take this conversation to answer it.')).toBeTruthy();
    expect(state.reads).toEqual([]);

    await user.click(within(pane).getByRole('button', { name: 'Take' }));
    await waitFor(() => expect(reply.disabled).toBe(false));
    expect(state.assigned).toEqual([11]);
    expect(within(pane).queryByRole('button', { name: 'Take' })).toBeNull();
    expect(within(pane).getByText('Agent: support.one')).toBeTruthy();
    // Assigned, with the messages on screen: read up to the newest.
    await waitFor(() => expect(state.reads).toEqual([{ id: '11', offset: 2 }]));

    await user.type(reply, 'Line one{Shift>}{Enter}{/Shift}line two');
    expect(reply.value).toBe('Line one\nline two');
    expect(state.sent).toEqual([]);
    await user.clear(reply);
    await user.type(reply, 'We are checking it{Enter}');
    expect(reply.value).toBe('');
    const messages = within(pane).getByRole('list', { name: 'Messages' });
    const sending = await within(messages).findByText('Sending…');
    expect(sending.closest('li')?.textContent).toContain('We are checking it');
    await waitFor(() => expect(state.sent).toHaveLength(1));
    expect(state.sent[0]).toEqual({
      id: '11',
      body: {
        uuid: expect.stringMatching(/^[A-Za-z0-9_-]{8,64}$/),
        contentType: 'text',
        data: 'We are checking it',
      },
    });

    releaseSend();
    await waitFor(() => expect(within(messages).queryByText('Sending…')).toBeNull());
    const sent = within(messages).getByText('We are checking it').closest('li');
    expect(sent?.textContent).toContain('support.one');
    expect(within(messages).getAllByText('We are checking it')).toHaveLength(1);
    await waitFor(() => expect(state.reads.at(-1)).toEqual({ id: '11', offset: 3 }));
  });

  it('gives a taken conversation to another agent; the composer then says another agent has it', async () => {
    const state = deskState();
    server.use(signedInAs('support'), ...deskHandlers(state), customerHandler());
    renderApp('/support');
    const { user, pane } = await openConversation(/Deposit question/);
    expect(within(pane).queryByRole('combobox', { name: 'Give to agent' })).toBeNull();
    await user.click(within(pane).getByRole('button', { name: 'Take' }));
    const picker = await within(pane).findByRole('combobox', { name: 'Give to agent' });
    // The agent who has it is not offered.
    expect(
      within(picker)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Choose an agent', 'support.two']);
    const give = within(pane).getByRole('button', { name: 'Give' }) as HTMLButtonElement;
    expect(give.disabled).toBe(true);
    await user.selectOptions(picker, '8');
    await user.click(give);
    await waitFor(() => expect(state.givenTo).toEqual([8]));
    expect(await screen.findByText('The conversation is now with support.two.')).toBeTruthy();
    expect(await within(pane).findByText('Agent: support.two')).toBeTruthy();
    expect(within(pane).getByText('Another agent has this conversation.')).toBeTruthy();
  });

  it('reads a long conversation’s earlier messages a page at a time', async () => {
    const state = deskState({
      messages: Array.from({ length: 105 }, (_, index) => chatMessage(index + 1)),
    });
    server.use(signedInAs('support'), ...deskHandlers(state), customerHandler());
    renderApp('/support');
    const { user, pane } = await openConversation(/Deposit question/);
    const messages = await within(pane).findByRole('list', { name: 'Messages' });
    expect(within(messages).getAllByRole('listitem')).toHaveLength(100);
    expect(within(messages).queryByText('Message 5')).toBeNull();
    await user.click(within(pane).getByRole('button', { name: 'Earlier messages' }));
    expect(await within(messages).findByText('Message 5')).toBeTruthy();
    expect(within(messages).getAllByRole('listitem')).toHaveLength(105);
    expect(state.messageQueries.at(-1)?.get('beforeOffset')).toBe('6');
    expect(within(pane).queryByRole('button', { name: 'Earlier messages' })).toBeNull();
  });

  it('shows stored markup as text, images fetched with the staff token, system notes and withdrawn messages', async () => {
    const state = deskState({
      scopes: {
        waiting: [
          inboxItem({ lastMessage: { contentType: 'text', data: MARKUP, senderKind: 'user', createdAt: 1 } }),
        ],
      },
      messages: [
        chatMessage(1, {
          senderKind: 'system',
          senderId: null,
          senderName: 'System',
          payload: {
            data: 'support.two',
            uuid: 'system-1-uuid',
            contentType: 'join',
          },
        }),
        chatMessage(2, { payload: { data: MARKUP, uuid: 'customer-2-uuid', contentType: 'text' } }),
        chatMessage(3, {
          payload: {
            data: '/api/app-api/im/file/0b7c5a52-8f3e-4c36-9a51-1c1b1d1e1f10',
            uuid: 'customer-3-uuid',
            contentType: 'image',
          },
        }),
        chatMessage(4, { status: -1 }),
      ],
    });
    let imageId: string | null = null;
    server.use(
      signedInAs('support'),
      // Before the desk's handlers: their /im/inbox/:id would take /im/inbox/file.
      http.get(`${API}/im/inbox/file`, ({ request }) => {
        imageId = new URL(request.url).searchParams.get('id');
        return new HttpResponse(new Uint8Array([137, 80, 78, 71]), {
          headers: { 'content-type': 'image/png' },
        });
      }),
      ...deskHandlers(state),
      customerHandler(),
    );
    const { container } = renderApp('/support');
    const list = await screen.findByRole('list', { name: 'Conversations' });
    expect(within(list).getByText(MARKUP)).toBeTruthy();
    const { pane } = await openConversation(/Deposit question/);
    const messages = await within(pane).findByRole('list', { name: 'Messages' });
    expect(within(messages).getByText(MARKUP)).toBeTruthy();
    // The customer's image, fetched with the staff token through the staff API.
    const image = await within(messages).findByRole('img', { name: 'Image' });
    expect(image.getAttribute('src')).toMatch(/^data:image\/png;base64,/);
    expect(imageId).toBe('0b7c5a52-8f3e-4c36-9a51-1c1b1d1e1f10');
    expect(within(messages).getByText('support.two joined the conversation')).toBeTruthy();
    expect(within(messages).getByText('Ana withdrew a message')).toBeTruthy();
    expect(within(messages).queryByText('Message 4')).toBeNull();
    // The markup stayed text: the one image is the upload, none came from a message's text.
    expect(container.querySelectorAll('img')).toHaveLength(1);
    expect(document.querySelector('img[src="x"]')).toBeNull();
  });

  it('inserts a canned reply into the composer without sending it', async () => {
    const state = deskState({
      scopes: { waiting: [inboxItem({ assignedStaffId: 7, assignedStaff: 'support.one' })] },
    });
    server.use(signedInAs('support'), ...deskHandlers(state), customerHandler());
    renderApp('/support');
    const { user, pane } = await openConversation(/Deposit question/);
    const reply = within(pane).getByRole('textbox', { name: 'Reply' }) as HTMLTextAreaElement;
    await waitFor(() => expect(reply.disabled).toBe(false));
    await user.type(reply, 'Hi Ana. ');
    const picker = within(pane).getByRole('combobox', { name: 'Canned reply' });
    await waitFor(() => expect((picker as HTMLSelectElement).disabled).toBe(false));
    await user.selectOptions(picker, 'Deposit delay');
    expect(reply.value).toBe('Hi Ana. Deposits can take up to 30 minutes.');
    expect((picker as HTMLSelectElement).value).toBe('');
    expect(state.sent).toEqual([]);
  });

  it('shows the customer beside the chat and links their user page; a visitor is said to be one', async () => {
    const requests: string[] = [];
    const visitor = inboxItem({
      id: 12,
      type: 3,
      channelId: 501,
      title: 'C2C order C2C500100',
      userId: 100088,
      userKind: 1,
      userNickname: 'Guest 88',
    });
    const state = deskState({ scopes: { waiting: [inboxItem(), visitor] } });
    server.use(
      signedInAs('support'),
      ...deskHandlers(state),
      customerHandler(requests),
      http.get(`${API}/user/page`, () => ok(emptyPage)),
    );
    const { router } = renderApp('/support');
    const { user } = await openConversation(/Deposit question/);
    const customer = screen.getByRole('complementary', { name: 'Customer' });
    expect(await within(customer).findByText('ana@example.com')).toBeTruthy();
    expect(within(customer).getByText('Verified')).toBeTruthy();
    expect(within(customer).getByText('Withdrawals frozen')).toBeTruthy();
    expect(within(customer).getByText('2 deposits, 1 withdrawals')).toBeTruthy();
    expect(requests).toEqual(['100050']);

    await user.click(
      within(await screen.findByRole('list', { name: 'Conversations' })).getByRole('button', {
        name: /C2C order C2C500100/,
      }),
    );
    const other = await screen.findByRole('complementary', { name: 'Customer' });
    expect(await within(other).findByText('Visitor (not registered)')).toBeTruthy();
    expect(within(other).getByRole('link', { name: 'Open C2C order 501' }).getAttribute('href')).toBe(
      '/c2c?order=501',
    );
    expect(requests).toEqual(['100050']);

    await user.click(
      within(await screen.findByRole('list', { name: 'Conversations' })).getByRole('button', {
        name: /Deposit question/,
      }),
    );
    const link = await within(await screen.findByRole('complementary', { name: 'Customer' })).findByRole(
      'link',
      {
        name: 'Open user 100050',
      },
    );
    await user.click(link);
    expect(router.state.location.pathname).toBe('/users');
    expect(await screen.findByRole('dialog', { name: 'User 100050' })).toBeTruthy();
  });
});
