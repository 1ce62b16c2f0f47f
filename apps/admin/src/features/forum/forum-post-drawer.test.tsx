import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { signedInAs } from '../../../test/fixtures';
import { API, http, ok, server } from '../../../test/msw-server';
import { renderApp } from '../../../test/render-app';

const post = {
  kind: 'post',
  id: 12,
  postId: 12,
  title: 'Welcome to the forum',
  body: 'Say hello.',
  userId: 100042,
  nickname: 'Gutenberg',
  status: 'approved',
  rejectReason: null,
  isHidden: false,
  hiddenReason: null,
  isPinned: false,
  isDeleted: false,
  openReports: 0,
  replyCount: 1,
  decidedBy: 'staff:7',
  decidedAt: 1_700_000_100_000,
  createdAt: 1_700_000_000_000,
};
const reply = {
  ...post,
  kind: 'reply',
  id: 77,
  body: 'Buy my coin now',
  nickname: 'Spammer',
  openReports: 2,
};

// The longest flows here take a few seconds on a loaded two-core machine: the limit leaves room.
describe('forum post drawer', { timeout: 30_000 }, () => {
  it('opens a post with its replies and hides a reply with a reason', async () => {
    const decisions: { path: string; body: unknown }[] = [];
    server.use(
      signedInAs('content'),
      http.get(`${API}/forum/queue`, () => ok({ list: [reply], total: 1 })),
      http.get(`${API}/forum/posts/:id`, () => ok({ post, replies: { list: [reply], total: 1 } })),
      http.post(`${API}/forum/replies/:id/visibility`, async ({ request, params }) => {
        decisions.push({ path: String(params.id), body: await request.json() });
        return ok({ ...reply, isHidden: true, hiddenReason: 'Spam', openReports: 0 });
      }),
    );
    renderApp('/forum');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Details of Welcome to the forum' }));
    const drawer = await screen.findByRole('dialog', { name: 'Welcome to the forum' });
    expect(await within(drawer).findByText('Say hello.')).toBeTruthy();
    const replies = within(drawer).getByRole('table', { name: 'Replies' });
    expect(within(replies).getByRole('row', { name: /Spammer/ }).textContent).toContain('Buy my coin now');
    expect(within(drawer).getByRole('button', { name: 'Pin Post Welcome to the forum' })).toBeTruthy();

    await user.click(within(replies).getByRole('button', { name: 'Hide Reply Welcome to the forum' }));
    const dialog = await screen.findByRole('dialog', { name: 'Hide this Reply?' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason (the author sees it)' }), 'Spam');
    await user.click(within(dialog).getByRole('button', { name: 'Hide' }));
    expect(await screen.findByText('Hidden: Welcome to the forum.')).toBeTruthy();
    expect(decisions).toEqual([{ path: '77', body: { isHidden: true, reason: 'Spam' } }]);
  });
});
