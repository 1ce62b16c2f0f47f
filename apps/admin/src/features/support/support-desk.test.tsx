import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { signedInAs } from '../../../test/fixtures';
import { API, HttpResponse, http, ok, server } from '../../../test/msw-server';
import { renderApp } from '../../../test/render-app';
import { FakeSupportSocket, T0, deskHandlers, deskState, inboxItem } from '../../../test/support-fixtures';

beforeEach(() => {
  FakeSupportSocket.instances = [];
  vi.stubGlobal('WebSocket', FakeSupportSocket);
});
afterEach(() => vi.unstubAllGlobals());

const hours = {
  timeZone: 'Europe/London',
  days: [1, 2, 3, 4, 5],
  opensAt: '09:00',
  closesAt: '18:00',
  awayMessage: 'We answer on weekdays from 9 to 6.',
};

const workOrder = {
  id: 41,
  groupId: 11,
  title: 'Card deposit not credited',
  content: 'I paid 100 EUR yesterday.',
  status: 'open',
  reply: null,
  createdAt: T0,
  updatedAt: T0,
  userId: 100050,
};

async function openTab(name: string) {
  const user = userEvent.setup();
  const tabs = await screen.findByRole('tablist', { name: 'Support sections' });
  await user.click(within(tabs).getByRole('tab', { name }));
  return user;
}

describe('support desk', { timeout: 30_000 }, () => {
  it('finishes an open conversation after confirming', async () => {
    const mine = inboxItem({ assignedStaffId: 7, assignedStaff: 'support.one' });
    const state = deskState({ scopes: { mine: [], waiting: [mine] } });
    const finished: string[] = [];
    server.use(
      signedInAs('support'),
      ...deskHandlers(state),
      http.post(`${API}/im/inbox/:id/finish`, ({ params }) => {
        finished.push(String(params.id));
        mine.isFinished = true;
        return ok(mine);
      }),
      http.get(`${API}/user/get`, () => ok(null)),
    );
    renderApp('/support');
    const user = userEvent.setup();
    const list = await screen.findByRole('list', { name: 'Conversations' });
    await user.click(within(list).getByRole('button', { name: /Deposit question/ }));
    const pane = await screen.findByRole('region', { name: /Deposit question/ });
    await user.click(within(pane).getByRole('button', { name: 'Finish' }));
    const dialog = await screen.findByRole('dialog', { name: 'Finish the conversation Deposit question?' });
    expect(within(dialog).getByText(/The conversation with Ana · Member is marked finished/)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Finish' }));
    expect(await screen.findByText('Conversation Deposit question finished.')).toBeTruthy();
    expect(finished).toEqual(['11']);
    await waitFor(() => expect(within(pane).queryByRole('button', { name: 'Finish' })).toBeNull());
    expect(within(pane).getByText('This conversation is finished.')).toBeTruthy();
    expect((within(pane).getByRole('textbox', { name: 'Reply' }) as HTMLTextAreaElement).disabled).toBe(true);
  });

  it('shows the server’s refusal of the business hours at its field', async () => {
    const bodies: unknown[] = [];
    server.use(
      signedInAs('support'),
      ...deskHandlers(deskState()),
      http.get(`${API}/im/business-hours`, () => ok(hours)),
      http.post(`${API}/im/business-hours`, async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json(
          {
            code: 400,
            data: { field: 'timeZone' },
            msg: 'timeZone: must be an IANA time zone such as Europe/London',
          },
          { status: 400 },
        );
      }),
    );
    renderApp('/support');
    const user = await openTab('Settings');
    const section = await screen.findByRole('region', { name: 'Business hours' });
    const zone = await within(section).findByRole('textbox', { name: /Time zone/ });
    expect((zone as HTMLInputElement).value).toBe('Europe/London');
    await user.clear(zone);
    await user.type(zone, 'Europe/Paris');
    await user.click(within(section).getByRole('checkbox', { name: 'Sat' }));
    await user.click(within(section).getByRole('button', { name: 'Review changes' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change the business hours?' });
    expect(within(dialog).getByText('Europe/Paris')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(
      await within(section).findByText('timeZone: must be an IANA time zone such as Europe/London'),
    ).toBeTruthy();
    expect(zone.getAttribute('aria-invalid')).toBe('true');
    expect(bodies).toEqual([{ ...hours, timeZone: 'Europe/Paris', days: [1, 2, 3, 4, 5, 6] }]);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('adds a canned reply', async () => {
    const saved: unknown[] = [];
    server.use(
      signedInAs('support'),
      ...deskHandlers(deskState()),
      http.get(`${API}/im/business-hours`, () => ok(hours)),
      http.post(`${API}/im/canned-replies`, async ({ request }) => {
        saved.push(await request.json());
        return ok({ id: 3, title: 'Closing', text: 'Anything else I can help with?' });
      }),
    );
    renderApp('/support');
    const user = await openTab('Settings');
    const section = await screen.findByRole('region', { name: 'Canned replies' });
    expect(await within(section).findByText('Hello, how can I help you today?')).toBeTruthy();
    await user.click(within(section).getByRole('button', { name: 'Add a canned reply' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a canned reply' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Title' }), 'Closing');
    await user.type(within(dialog).getByRole('textbox', { name: 'Text' }), 'Anything else I can help with?');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Canned reply Closing saved.')).toBeTruthy();
    expect(saved).toEqual([{ title: 'Closing', text: 'Anything else I can help with?' }]);
  });

  it('keeps the settings read-only for the auditor', async () => {
    server.use(
      signedInAs('auditor'),
      ...deskHandlers(deskState()),
      http.get(`${API}/im/business-hours`, () => ok(hours)),
    );
    renderApp('/support');
    await openTab('Settings');
    const canned = await screen.findByRole('region', { name: 'Canned replies' });
    expect(await within(canned).findByText('Greeting')).toBeTruthy();
    expect(within(canned).queryByRole('button')).toBeNull();
    const section = screen.getByRole('region', { name: 'Business hours' });
    expect(await within(section).findByDisplayValue('Europe/London')).toBeTruthy();
    expect(within(section).queryByRole('button', { name: 'Review changes' })).toBeNull();
  });

  it('filters work orders by status and answers one, closing it', async () => {
    const queries: URLSearchParams[] = [];
    const replies: { id: string; body: unknown }[] = [];
    server.use(
      signedInAs('support'),
      ...deskHandlers(deskState()),
      http.get(`${API}/im/work-orders`, ({ request }) => {
        queries.push(new URL(request.url).searchParams);
        return ok({ list: [workOrder], total: 1 });
      }),
      http.post(`${API}/im/work-orders/:id/reply`, async ({ request, params }) => {
        replies.push({ id: String(params.id), body: await request.json() });
        return ok({ ...workOrder, status: 'closed', reply: 'Credited now.' });
      }),
    );
    renderApp('/support');
    const user = await openTab('Work orders');
    const section = await screen.findByRole('region', { name: 'Work orders' });
    const table = await within(section).findByRole('table', { name: 'Work orders' });
    expect(within(table).getByRole('row', { name: /Card deposit not credited/ }).textContent).toContain(
      'Open',
    );
    await user.selectOptions(within(section).getByRole('combobox', { name: 'Status' }), 'Answered');
    await waitFor(() => expect(queries.at(-1)?.get('status')).toBe('answered'));

    await user.click(within(table).getByRole('button', { name: 'Details of Work order 41' }));
    const drawer = await screen.findByRole('dialog', { name: 'Work order 41' });
    expect(within(drawer).getByText('I paid 100 EUR yesterday.')).toBeTruthy();
    await user.click(within(drawer).getByRole('button', { name: 'Reply' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Reply to work order 41: Card deposit not credited',
    });
    await user.click(within(dialog).getByRole('button', { name: 'Send reply' }));
    expect(await within(dialog).findByText('Reply is required')).toBeTruthy();
    await user.type(within(dialog).getByRole('textbox', { name: 'Reply' }), 'Credited now.');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Close the work order too' }));
    await user.click(within(dialog).getByRole('button', { name: 'Send and close' }));
    expect(await screen.findByText('Work order 41 answered and closed.')).toBeTruthy();
    expect(replies).toEqual([{ id: '41', body: { reply: 'Credited now.', close: true } }]);
  });

  it('lists the ratings under the average score (CSAT)', async () => {
    server.use(
      signedInAs('auditor'),
      ...deskHandlers(deskState()),
      http.get(`${API}/im/ratings`, () =>
        ok({
          list: [
            {
              id: 5,
              groupId: 11,
              userId: 100050,
              staffId: 7,
              staff: 'support.one',
              score: 4,
              comment: 'Quick answer',
              createdAt: T0,
            },
          ],
          total: 1,
          averageScore: '4.5',
        }),
      ),
    );
    renderApp('/support');
    await openTab('Ratings');
    expect(await screen.findByText('Average score (CSAT): 4.5 / 5 · Ratings: 1')).toBeTruthy();
    const row = (await screen.findByRole('table', { name: 'Ratings' })).querySelector('tbody tr');
    expect(row?.textContent).toContain('4 / 5');
    expect(row?.textContent).toContain('Quick answer');
    expect(row?.textContent).toContain('support.one');
  });
});
