import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { signedInAs } from '../../../test/fixtures';
import { API, http, ok, server } from '../../../test/msw-server';
import { renderApp } from '../../../test/render-app';

const pending = {
  kind: 'post',
  id: 31,
  postId: 31,
  title: 'Is there a mobile app?',
  body: 'The site works on my phone.',
  userId: 100042,
  nickname: 'Gutenberg',
  status: 'pending',
  rejectReason: null,
  isHidden: false,
  hiddenReason: null,
  isPinned: false,
  isDeleted: false,
  openReports: 0,
  replyCount: 0,
  decidedBy: null,
  decidedAt: null,
  createdAt: 1_700_000_000_000,
};
const reportedReply = {
  ...pending,
  kind: 'reply',
  id: 77,
  postId: 12,
  title: 'Welcome to the forum',
  body: 'Buy my coin now',
  nickname: 'Spammer',
  userId: 100050,
  status: 'approved',
  openReports: 2,
};

/** The queue, recording each query it is asked. */
function queueHandlers(queries: URLSearchParams[] = []) {
  return [
    http.get(`${API}/forum/queue`, ({ request }) => {
      queries.push(new URL(request.url).searchParams);
      return ok({ list: [reportedReply, pending], total: 2 });
    }),
  ];
}

async function queueTable() {
  const user = userEvent.setup();
  const section = await screen.findByRole('region', { name: 'Moderation queue' });
  return { user, section, table: await within(section).findByRole('table', { name: 'Moderation queue' }) };
}

// The longest flows here take a few seconds on a loaded two-core machine: the limit leaves room.
describe('forum moderation queue', { timeout: 30_000 }, () => {
  it('lists reported items first and approves a pending post with the right body', async () => {
    const reviews: { path: string; body: unknown }[] = [];
    server.use(
      signedInAs('content'),
      ...queueHandlers(),
      http.post(`${API}/forum/posts/:id/review`, async ({ request, params }) => {
        reviews.push({ path: String(params.id), body: await request.json() });
        return ok({ ...pending, status: 'approved', decidedBy: 'staff:7', decidedAt: 1_700_000_100_000 });
      }),
    );
    renderApp('/forum');
    const { user, table } = await queueTable();
    expect(screen.getByRole('link', { name: 'Forum' })).toBeTruthy();
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows[0]?.textContent).toContain('Spammer (user 100050)');
    expect(rows[0]?.textContent).toContain('Buy my coin now');
    expect(rows[1]?.textContent).toContain('Pending');
    expect(within(table).getByRole('button', { name: 'Hide Reply Welcome to the forum' })).toBeTruthy();

    await user.click(within(table).getByRole('button', { name: 'Approve Post Is there a mobile app?' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve Is there a mobile app??' });
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('Approved: Is there a mobile app?.')).toBeTruthy();
    expect(reviews).toEqual([{ path: '31', body: { decision: 'approve' } }]);
  });

  it('requires a reason to reject, sends it, and filters by status', async () => {
    const queries: URLSearchParams[] = [];
    const reviews: unknown[] = [];
    server.use(
      signedInAs('super_admin'),
      ...queueHandlers(queries),
      http.post(`${API}/forum/posts/:id/review`, async ({ request }) => {
        reviews.push(await request.json());
        return ok({ ...pending, status: 'rejected', rejectReason: 'Advertising' });
      }),
    );
    renderApp('/forum');
    const { user, section, table } = await queueTable();
    await user.click(within(table).getByRole('button', { name: 'Reject Post Is there a mobile app?' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject Is there a mobile app??' });
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await within(dialog).findByText('Reason (the author sees it) is required')).toBeTruthy();
    expect(reviews).toHaveLength(0);
    await user.type(
      within(dialog).getByRole('textbox', { name: 'Reason (the author sees it)' }),
      'Advertising',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await screen.findByText('Rejected: Is there a mobile app?.')).toBeTruthy();
    expect(reviews).toEqual([{ decision: 'reject', reason: 'Advertising' }]);

    expect(queries.at(-1)?.get('status')).toBeNull();
    await user.selectOptions(within(section).getByRole('combobox', { name: 'Status' }), 'Reported');
    await waitFor(() => expect(queries.at(-1)?.get('status')).toBe('reported'));
    expect(queries.at(-1)?.get('pageNo')).toBe('1');
  });

  it('shows no decisions to the auditor, and is closed to a role without forum.read', async () => {
    server.use(signedInAs('auditor'), ...queueHandlers());
    renderApp('/forum');
    const { table } = await queueTable();
    expect(within(table).queryByRole('button', { name: /Approve/ })).toBeNull();
    expect(within(table).queryByRole('columnheader', { name: 'Actions' })).toBeNull();
  });

  it('is not in the nav for finance', async () => {
    server.use(signedInAs('finance'), ...queueHandlers());
    renderApp('/forum');
    expect(await screen.findByText('Your role cannot open this section.')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Forum' })).toBeNull();
  });
});
