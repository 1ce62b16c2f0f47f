import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ForumPostSummary, ForumReply, MyForumPost } from '@exchange/contracts/http/index';
import { forumErrors } from '@exchange/contracts/forum-errors';
import { setTokens } from '@/lib/token-store';
import { API, fail, http, ok, server } from '../../test/msw-server';
import { referenceHandlers } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';

vi.mock('@/lib/data-socket', async () => {
  const { FakeDataSocket: Fake } = await import('../../test/chart-fixtures');
  const socket = new Fake();
  return { getDataSocket: () => socket };
});

const T0 = Date.UTC(2026, 10, 29, 9);

const post = (overrides: Partial<ForumPostSummary> = {}): ForumPostSummary => ({
  id: 1,
  title: 'Best pairs for beginners?',
  body: 'I started last week.\nWhich pairs are calm?',
  author: 'A***e',
  isPinned: false,
  replyCount: 2,
  createdAt: T0,
  ...overrides,
});

const reply = (overrides: Partial<ForumReply> = {}): ForumReply => ({
  id: 10,
  postId: 1,
  body: 'BTC/USDT moves least.',
  author: 'B***b',
  createdAt: T0 + 60_000,
  ...overrides,
});

const mine = (overrides: Partial<MyForumPost> = {}): MyForumPost => ({
  ...post({ id: 5, title: 'Free coins here', replyCount: 0 }),
  status: 'rejected',
  rejectReason: 'Advertising is not allowed.',
  isHidden: false,
  hiddenReason: null,
  ...overrides,
});

interface Sent {
  posts: unknown[];
  replies: unknown[];
  reports: unknown[];
  deletes: unknown[];
}

/** The forum's reads and writes; what is sent is recorded in `sent`. Writes can be refused with `refuse`. */
function forumHandlers(
  options: {
    posts?: ForumPostSummary[];
    replies?: ForumReply[];
    myPosts?: MyForumPost[];
    /** The ids of the member's own replies (a reply the member sends is added). */
    myReplyIds?: number[];
    refuse?: Partial<Record<'post' | 'reply' | 'report', () => Response>>;
  } = {},
) {
  const sent: Sent = { posts: [], replies: [], reports: [], deletes: [] };
  let replies = [...(options.replies ?? [])];
  const own = new Set(options.myReplyIds ?? []);
  server.use(
    http.get(`${API}/forum/posts`, () =>
      ok({ list: options.posts ?? [], total: options.posts?.length ?? 0 }),
    ),
    http.get(`${API}/forum/my-posts`, () =>
      ok({ list: options.myPosts ?? [], total: options.myPosts?.length ?? 0 }),
    ),
    http.get(`${API}/forum/post`, ({ request }) => {
      const id = Number(new URL(request.url).searchParams.get('id'));
      const found = options.posts?.find((item) => item.id === id);
      return found
        ? ok({ post: found, replies: { list: replies, total: replies.length } })
        : fail(forumErrors.FORUM_POST_NOT_FOUND.code, 'This post was not found.', 404);
    }),
    http.post(`${API}/forum/post/create`, async ({ request }) => {
      if (options.refuse?.post) return options.refuse.post();
      const body = (await request.json()) as { title: string; body: string };
      sent.posts.push(body);
      return ok(mine({ id: 6, ...body, status: 'pending', rejectReason: null }));
    }),
    http.post(`${API}/forum/reply/create`, async ({ request }) => {
      if (options.refuse?.reply) return options.refuse.reply();
      const body = (await request.json()) as { postId: number; body: string };
      sent.replies.push(body);
      const created = reply({ id: 11, body: body.body, author: 'M***e' });
      replies.push(created);
      own.add(created.id);
      return ok(created);
    }),
    http.get(`${API}/forum/my-replies`, () => ok({ ids: [...own] })),
    http.post(`${API}/forum/delete`, async ({ request }) => {
      const item = (await request.json()) as { kind: string; id: number };
      sent.deletes.push(item);
      if (item.kind === 'reply') {
        replies = replies.filter((candidate) => candidate.id !== item.id);
        own.delete(item.id);
      }
      return ok({ ok: true });
    }),
    http.post(`${API}/forum/report`, async ({ request }) => {
      if (options.refuse?.report) return options.refuse.report();
      sent.reports.push(await request.json());
      return ok({ ok: true });
    }),
    // After this file's own: msw prefers the handlers given first, and the reference set answers no forum.
    ...referenceHandlers(),
  );
  return sent;
}

beforeEach(() => {
  window.localStorage.clear();
});

describe('the forum list', () => {
  it('lists the public posts with the pinned first, and a visitor sees no composer', async () => {
    forumHandlers({
      posts: [post({ id: 2, isPinned: true, title: 'Forum rules', replyCount: 0 }), post()],
    });
    renderApp('/forum');
    const list = await screen.findByRole('list', { name: 'Posts' });
    const rows = within(list).getAllByRole('link');
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringContaining('PinnedForum rules'),
      expect.stringContaining('Best pairs for beginners?'),
    ]);
    expect(rows[1]?.textContent).toContain('A***e');
    expect(rows[1]?.textContent).toContain('Replies: 2');
    expect(rows[1]?.getAttribute('href')).toBe('/forum/post?id=1');
    expect(screen.queryByRole('button', { name: 'New post' })).toBeNull();
    expect(screen.queryByRole('radio', { name: 'My posts' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Sign in' })).toBeTruthy();
  });
});

describe('a member on the forum', () => {
  beforeEach(() => {
    setTokens({ accessToken: 'a', refreshToken: 'r' });
  });

  it('refuses an empty title naming the field, then sends the post and says it awaits review', async () => {
    const sent = forumHandlers({ posts: [post()] });
    renderApp('/forum');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'New post' }));
    const sheet = await screen.findByRole('dialog', { name: 'New post' });
    await user.type(within(sheet).getByLabelText('Your post'), 'Hello\nall');
    await user.click(within(sheet).getByRole('button', { name: 'Send for review' }));
    expect(await within(sheet).findByText('Give your post a title.')).toBeTruthy();
    expect(within(sheet).getByLabelText('Title').getAttribute('aria-invalid')).toBe('true');
    expect(sent.posts).toHaveLength(0);

    await user.type(within(sheet).getByLabelText('Title'), '  My first post ');
    await user.click(within(sheet).getByRole('button', { name: 'Send for review' }));
    await waitFor(() => expect(sent.posts).toEqual([{ title: 'My first post', body: 'Hello\nall' }]));
    expect(await screen.findByText(/Your post was sent. It awaits review/)).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('keeps the draft and shows the hourly limit when the server refuses the post', async () => {
    forumHandlers({
      refuse: {
        post: () =>
          fail(
            forumErrors.FORUM_POST_LIMIT.code,
            'You can create at most 5 posts an hour. Try again later.',
            429,
          ),
      },
    });
    renderApp('/forum');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'New post' }));
    const sheet = await screen.findByRole('dialog', { name: 'New post' });
    await user.type(within(sheet).getByLabelText('Title'), 'Again');
    await user.type(within(sheet).getByLabelText('Your post'), 'One more');
    await user.click(within(sheet).getByRole('button', { name: 'Send for review' }));
    expect((await within(sheet).findByRole('alert')).textContent).toBe(
      'You can create at most 5 posts an hour. Try again later.',
    );
    expect((within(sheet).getByLabelText('Title') as HTMLInputElement).value).toBe('Again');
    expect((within(sheet).getByLabelText('Your post') as HTMLTextAreaElement).value).toBe('One more');
  });

  it('lists the member’s own posts with their status and a rejected post’s reason', async () => {
    forumHandlers({
      myPosts: [mine(), mine({ id: 7, title: 'Waiting one', status: 'pending', rejectReason: null })],
    });
    renderApp('/forum');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('radio', { name: 'My posts' }));
    const list = await screen.findByRole('list', { name: 'My posts' });
    expect(within(list).getByText('Rejected')).toBeTruthy();
    expect(within(list).getByText('Reason: Advertising is not allowed.')).toBeTruthy();
    expect(within(list).getByText('Awaiting review')).toBeTruthy();
    expect(within(list).getAllByRole('button', { name: /^Delete/ })).toHaveLength(2);
  });
});

describe('a post', () => {
  it('shows the post as text with its replies, and a member’s reply is sent and shown', async () => {
    setTokens({ accessToken: 'a', refreshToken: 'r' });
    const sent = forumHandlers({
      posts: [post({ body: 'Line one\n<b>not bold</b>' })],
      replies: [reply()],
    });
    const { container } = renderApp('/forum/post?id=1');
    expect(await screen.findByRole('heading', { name: 'Best pairs for beginners?' })).toBeTruthy();
    const body = screen.getByText(/Line one/);
    expect(body.textContent).toBe('Line one\n<b>not bold</b>');
    expect(container.querySelector('article b')).toBeNull();
    expect(screen.getByText('BTC/USDT moves least.')).toBeTruthy();

    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Your reply'), 'Thanks!');
    await user.click(screen.getByRole('button', { name: 'Reply' }));
    await waitFor(() => expect(sent.replies).toEqual([{ postId: 1, body: 'Thanks!' }]));
    expect(await screen.findByText('Thanks!')).toBeTruthy();
    await waitFor(() => expect((screen.getByLabelText('Your reply') as HTMLTextAreaElement).value).toBe(''));
  });

  it('reports a reply with the chosen reason, and shows the already-reported refusal', async () => {
    setTokens({ accessToken: 'a', refreshToken: 'r' });
    const sent = forumHandlers({ posts: [post()], replies: [reply()] });
    renderApp('/forum/post?id=1');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Report this reply' }));
    let sheet = await screen.findByRole('dialog', { name: 'Report this reply' });
    await user.click(within(sheet).getByRole('button', { name: 'Send report' }));
    expect(await within(sheet).findByText('Choose a reason.')).toBeTruthy();
    await user.click(within(sheet).getByRole('radio', { name: 'Abuse' }));
    await user.click(within(sheet).getByRole('button', { name: 'Send report' }));
    await waitFor(() => expect(sent.reports).toEqual([{ kind: 'reply', id: 10, reason: 2 }]));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    server.use(
      http.post(`${API}/forum/report`, () =>
        fail(forumErrors.FORUM_ALREADY_REPORTED.code, 'You have already reported this.', 409),
      ),
    );
    await user.click(screen.getByRole('button', { name: 'Report this post' }));
    sheet = await screen.findByRole('dialog', { name: 'Report this post' });
    await user.click(within(sheet).getByRole('radio', { name: 'Spam' }));
    await user.click(within(sheet).getByRole('button', { name: 'Send report' }));
    expect((await within(sheet).findByRole('alert')).textContent).toBe('You have already reported this.');
  });

  it('offers a member to delete their own replies (only theirs), asks first, and removes it', async () => {
    setTokens({ accessToken: 'a', refreshToken: 'r' });
    const sent = forumHandlers({
      posts: [post()],
      replies: [reply(), reply({ id: 12, body: 'My own answer.', author: 'M***e' })],
      myReplyIds: [12],
    });
    renderApp('/forum/post?id=1');
    const user = userEvent.setup();
    const deleteButton = await screen.findByRole('button', { name: 'Delete this reply' });
    expect(screen.getAllByRole('button', { name: 'Delete this reply' })).toHaveLength(1);
    expect(screen.getAllByRole('button', { name: 'Report this reply' })).toHaveLength(1);
    await user.click(deleteButton);
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete this reply?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(sent.deletes).toEqual([{ kind: 'reply', id: 12 }]));
    await waitFor(() => expect(screen.queryByText('My own answer.')).toBeNull());
    expect(await screen.findByText('The reply was deleted.')).toBeTruthy();
    expect(screen.getByText('BTC/USDT moves least.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Delete this reply' })).toBeNull();
  });

  it('shows a visitor the post with a sign-in prompt and no report buttons', async () => {
    forumHandlers({ posts: [post()], replies: [reply()] });
    renderApp('/forum/post?id=1');
    expect(await screen.findByText('BTC/USDT moves least.')).toBeTruthy();
    expect(screen.queryByLabelText('Your reply')).toBeNull();
    expect(screen.queryByRole('button', { name: /^Report/ })).toBeNull();
    expect(screen.getByText('Sign in to reply or report.')).toBeTruthy();
  });

  it('says an unknown or unapproved post is not available, with nothing to retry', async () => {
    forumHandlers({ posts: [] });
    renderApp('/forum/post?id=99');
    expect(await screen.findByText(/This post is not available/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
    expect(screen.queryByLabelText('Your reply')).toBeNull();
  });
});
