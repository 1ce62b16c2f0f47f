import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  StaffRole,
  type AdminForumItem,
  type ForumPostSummary,
  type ForumReply,
  type MyForumPost,
} from '@exchange/contracts';
import { seedForum } from '../../src/modules/forum/forum-seed';
import { staffAuditLog, users } from '../../src/platform/db/index';
import { adminCall, staffLogin } from '../support/staff';
import { createTestApp, type TestApp } from '../support/test-app';
import {
  appCall,
  approvedPost,
  createPost,
  forumSnapshot,
  freshToken,
  member,
  refusal,
} from './forum-fixtures';

/*
 * The forum (issue 21 §4) through the real endpoints: members post (pending until approved) and reply, the public
 * sees approved and visible items by masked author, staff approve, reject, hide, restore and pin (audited), reports
 * order the queue and close on a decision, hourly limits, restricted accounts and permissions per role.
 */
let t: TestApp;
let moderator: string;
beforeAll(async () => {
  t = await createTestApp();
  moderator = (await staffLogin(t, StaffRole.content)).token;
});
afterAll(async () => {
  await t.close();
});

type Page<T> = { list: T[]; total: number };
const publicPosts = () => appCall<Page<ForumPostSummary>>(t, 'GET', 'forum/posts');
const publicPost = (id: number, query: Record<string, number> = {}) =>
  appCall<{ post: ForumPostSummary; replies: Page<ForumReply> }>(t, 'GET', 'forum/post', {
    query: { id, ...query },
  });
const myPosts = (token: string) => appCall<Page<MyForumPost>>(t, 'GET', 'forum/my-posts', { token });
const moderate = <T = AdminForumItem>(path: string, body: unknown, token = moderator) =>
  adminCall<T>(t, 'POST', path, token, { body });
const myReplyIds = (token: string, postId: number) =>
  appCall<{ ids: number[] }>(t, 'GET', 'forum/my-replies', { token, query: { postId } });
const reply = (token: string, postId: number, body = 'A reply') =>
  appCall<ForumReply>(t, 'POST', 'forum/reply/create', { token, body: { postId, body } });

describe('demo seed', () => {
  it('on a demo start only, once: two approved posts with replies and one pending', async () => {
    const demo = await member(t, 'DemoTrader');
    const run = { isDemo: true, demo: { email: demo.user.email!, password: 'x' }, staffSeed: null };
    await seedForum(t.context, { ...run, isDemo: false });
    expect((await publicPosts()).data.total).toBe(0);
    await seedForum(t.context, run);
    await seedForum(t.context, run);
    const shown = await publicPosts();
    expect(shown.data.list.map((post) => [post.author, post.replyCount > 0])).toEqual([
      ['D***r', true],
      ['D***r', true],
    ]);
    const mine = await myPosts(demo.token);
    expect(mine.data.list.map((post) => post.status).sort()).toEqual(['approved', 'approved', 'pending']);
  });
});

describe('bad input', () => {
  it('every bad field is a 400 naming it, and changes nothing', async () => {
    const writer = await member(t);
    const post = await approvedPost(t, writer.token, moderator);
    const before = await forumSnapshot(t);
    const cases: [string, unknown, string][] = [
      ['forum/post/create', { title: '', body: 'x' }, 'title'],
      ['forum/post/create', { title: 'x'.repeat(121), body: 'x' }, 'title'],
      ['forum/post/create', { title: 'two\nlines', body: 'x' }, 'title'],
      ['forum/post/create', { title: '<b>bold</b>', body: 'x' }, 'title'],
      ['forum/post/create', { title: 'ok', body: 'x'.repeat(5001) }, 'body'],
      ['forum/post/create', { title: 'ok', body: '   ' }, 'body'],
      ['forum/post/create', { title: 'ok', body: 'bell\u0007' }, 'body'],
      ['forum/post/create', { title: 'ok', body: 'x', extra: 1 }, 'extra'],
      ['forum/reply/create', { postId: post.id, body: 'x'.repeat(2001) }, 'body'],
      ['forum/reply/create', { postId: 'one', body: 'x' }, 'postId'],
      ['forum/report', { kind: 'post', id: post.id, reason: 5 }, 'reason'],
      ['forum/report', { kind: 'thread', id: post.id, reason: 1 }, 'kind'],
      ['forum/delete', { kind: 'post', id: -1 }, 'id'],
    ];
    for (const [path, body, field] of cases) {
      const result = await appCall(t, 'POST', path, { token: writer.token, body });
      expect(refusal(result), `${path} ${JSON.stringify(body).slice(0, 60)}`).toEqual([400, field]);
    }
    expect(refusal(await publicPost(post.id, { pageSize: 21 }))).toEqual([400, 'pageSize']);
    expect(
      refusal(await appCall(t, 'GET', 'forum/my-replies', { token: writer.token, query: { postId: 'x' } })),
    ).toEqual([400, 'postId']);
    expect(
      refusal(await appCall(t, 'GET', 'forum/my-replies', { token: writer.token, query: { id: post.id } })),
    ).toEqual([400, 'postId']);
    expect((await appCall(t, 'GET', 'forum/my-replies', { query: { postId: post.id } })).status).toBe(401);
    expect(refusal(await appCall(t, 'GET', 'forum/posts', { query: { pageSize: 16 } }))).toEqual([
      400,
      'pageSize',
    ]);
    expect(refusal(await moderate(`forum/posts/${post.id}/visibility`, { isHidden: true }))).toEqual([
      400,
      'reason',
    ]);
    expect(refusal(await moderate(`forum/posts/${post.id}/review`, { decision: 'reject' }))).toEqual([
      400,
      'reason',
    ]);
    expect(refusal(await moderate(`forum/posts/${post.id}/pin`, { isPinned: 'yes' }))).toEqual([
      400,
      'isPinned',
    ]);
    expect((await appCall(t, 'POST', 'forum/post/create', { body: { title: 'a', body: 'b' } })).status).toBe(
      401,
    );
    expect(await forumSnapshot(t)).toBe(before);
  });
});

describe('posting and review', () => {
  it('a pending post is its author’s only; approving makes it public by masked name', async () => {
    const writer = await member(t, 'Gutenberg');
    const created = await createPost(t, writer.token, 'First post', 'Plain <b>text</b> stays text');
    expect(created.data).toMatchObject({ status: 'pending', rejectReason: null, author: 'G***g' });
    expect((await publicPost(created.data.id)).status).toBe(404);
    expect((await publicPosts()).data.list.map((post) => post.id)).not.toContain(created.data.id);
    expect((await myPosts(writer.token)).data.list[0]).toMatchObject({
      id: created.data.id,
      status: 'pending',
    });
    const stranger = await member(t);
    expect(refusal(await reply(stranger.token, created.data.id))).toEqual([404, 'postId']);

    const approved = await moderate(`forum/posts/${created.data.id}/review`, { decision: 'approve' });
    expect(approved.data).toMatchObject({ status: 'approved', decidedBy: expect.stringMatching(/^staff:/) });
    const shown = await publicPost(created.data.id);
    expect(shown.data.post).toMatchObject({ title: 'First post', body: 'Plain <b>text</b> stays text' });
    expect(shown.data.post.author).toBe('G***g');
    expect(JSON.stringify(shown.body)).not.toContain(String(writer.userId));
    expect(refusal(await moderate(`forum/posts/${created.data.id}/review`, { decision: 'approve' }))).toEqual(
      [409, 'id'],
    );
  });

  it('a rejected post stays private and its author reads the reason', async () => {
    const writer = await member(t);
    const created = await createPost(t, writer.token, 'Buy my coin');
    const rejected = await moderate(`forum/posts/${created.data.id}/review`, {
      decision: 'reject',
      reason: 'Advertising is not allowed',
    });
    expect(rejected.data).toMatchObject({ status: 'rejected', rejectReason: 'Advertising is not allowed' });
    expect((await publicPost(created.data.id)).status).toBe(404);
    expect((await myPosts(writer.token)).data.list[0]).toMatchObject({
      status: 'rejected',
      rejectReason: 'Advertising is not allowed',
    });
  });
});

describe('replies, hiding and deleting', () => {
  it('replies show at once, oldest first, paged; hide and restore a post and a reply', async () => {
    const writer = await member(t);
    const post = await approvedPost(t, writer.token, moderator);
    const readers = await Promise.all([member(t, 'Alice'), member(t, 'Bob')]);
    const ids: number[] = [];
    for (let index = 0; index < 21; index++) {
      t.clock.advance(1000);
      ids.push((await reply(readers[index % 2]!.token, post.id, `Reply ${index}`)).data.id);
    }
    const first = await publicPost(post.id);
    expect(first.data.replies.total).toBe(21);
    expect(first.data.replies.list.map((item) => item.id)).toEqual(ids.slice(0, 20));
    expect(first.data.replies.list[0]).toMatchObject({ author: 'A***e', body: 'Reply 0' });
    expect((await publicPost(post.id, { pageNo: 2 })).data.replies.list.map((item) => item.id)).toEqual([
      ids[20],
    ]);
    expect((await publicPosts()).data.list.find((item) => item.id === post.id)?.replyCount).toBe(21);

    const hiddenReply = await moderate(`forum/replies/${ids[0]}/visibility`, {
      isHidden: true,
      reason: 'Rude',
    });
    expect(hiddenReply.data).toMatchObject({ kind: 'reply', isHidden: true, hiddenReason: 'Rude' });
    expect((await publicPost(post.id)).data.replies.total).toBe(20);
    await moderate(`forum/replies/${ids[0]}/visibility`, { isHidden: false });
    expect((await publicPost(post.id)).data.replies.total).toBe(21);

    await moderate(`forum/posts/${post.id}/visibility`, { isHidden: true, reason: 'Off topic' });
    expect((await publicPost(post.id)).status).toBe(404);
    expect((await myPosts(writer.token)).data.list[0]).toMatchObject({
      isHidden: true,
      hiddenReason: 'Off topic',
    });
    expect(refusal(await reply(readers[0]!.token, post.id))).toEqual([404, 'postId']);
    expect(
      refusal(await moderate(`forum/posts/${post.id}/visibility`, { isHidden: true, reason: 'x' })),
    ).toEqual([409, 'isHidden']);
    await moderate(`forum/posts/${post.id}/visibility`, { isHidden: false });
    expect((await publicPost(post.id)).status).toBe(200);
  });

  it('authors delete their own items only; each reads which replies are theirs', async () => {
    const writer = await member(t);
    const other = await member(t);
    const post = await approvedPost(t, writer.token, moderator);
    const answer = await reply(other.token, post.id);
    const own = await reply(writer.token, post.id);
    const later = await reply(other.token, post.id);
    expect((await myReplyIds(other.token, post.id)).data.ids).toEqual([later.data.id, answer.data.id]);
    expect((await myReplyIds(writer.token, post.id)).data.ids).toEqual([own.data.id]);
    expect((await myReplyIds(writer.token, post.id + 10_000)).data.ids).toEqual([]);
    await moderate(`forum/replies/${later.data.id}/visibility`, { isHidden: true, reason: 'Spam' });
    expect((await myReplyIds(other.token, post.id)).data.ids).toEqual([answer.data.id]);
    await appCall(t, 'POST', 'forum/delete', {
      token: writer.token,
      body: { kind: 'reply', id: own.data.id },
    });
    expect((await myReplyIds(writer.token, post.id)).data.ids).toEqual([]);
    expect(
      refusal(
        await appCall(t, 'POST', 'forum/delete', {
          token: writer.token,
          body: { kind: 'reply', id: answer.data.id },
        }),
      ),
    ).toEqual([404, 'id']);
    expect(
      (
        await appCall(t, 'POST', 'forum/delete', {
          token: other.token,
          body: { kind: 'reply', id: answer.data.id },
        })
      ).status,
    ).toBe(200);
    expect((await publicPost(post.id)).data.replies.total).toBe(0);
    expect(
      (await appCall(t, 'POST', 'forum/delete', { token: writer.token, body: { kind: 'post', id: post.id } }))
        .status,
    ).toBe(200);
    expect((await publicPost(post.id)).status).toBe(404);
    expect((await myPosts(writer.token)).data.total).toBe(0);
    expect(
      refusal(await moderate(`forum/posts/${post.id}/visibility`, { isHidden: true, reason: 'x' })),
    ).toEqual([409, 'id']);
  });

  it('pinned posts lead the public list', async () => {
    const writer = await member(t);
    const older = await approvedPost(t, writer.token, moderator, 'Older');
    t.clock.advance(1000);
    const newer = await approvedPost(t, writer.token, moderator, 'Newer');
    const order = async () =>
      (await publicPosts()).data.list
        .map((post) => post.id)
        .filter((id) => [older.id, newer.id].includes(id));
    expect(await order()).toEqual([newer.id, older.id]);
    expect((await moderate(`forum/posts/${older.id}/pin`, { isPinned: true })).data.isPinned).toBe(true);
    expect(await order()).toEqual([older.id, newer.id]);
    await moderate(`forum/posts/${older.id}/pin`, { isPinned: false });
  });
});

describe('reports', () => {
  it('once per member; reported items lead the queue; a decision closes their reports', async () => {
    const writer = await member(t);
    const reporters = await Promise.all([member(t), member(t)]);
    const post = await approvedPost(t, writer.token, moderator);
    const answer = await reply(writer.token, post.id);
    const report = (token: string, kind: string, id: number) =>
      appCall(t, 'POST', 'forum/report', { token, body: { kind, id, reason: 2 } });
    expect((await report(reporters[0]!.token, 'reply', answer.data.id)).status).toBe(200);
    expect((await report(reporters[1]!.token, 'reply', answer.data.id)).status).toBe(200);
    expect((await report(reporters[0]!.token, 'post', post.id)).status).toBe(200);
    expect(refusal(await report(reporters[0]!.token, 'post', post.id))).toEqual([409, 'id']);
    expect(refusal(await report(reporters[0]!.token, 'post', 999_999_999))).toEqual([404, 'id']);
    await createPost(t, writer.token, 'Waiting');

    const queue = await adminCall<Page<AdminForumItem>>(t, 'GET', 'forum/queue', moderator);
    expect(queue.data.list.slice(0, 2).map((item) => [item.kind, item.id, item.openReports])).toEqual([
      ['reply', answer.data.id, 2],
      ['post', post.id, 1],
    ]);
    expect(queue.data.list[2]).toMatchObject({ status: 'pending', title: 'Waiting' });
    const reported = await adminCall<Page<AdminForumItem>>(t, 'GET', 'forum/queue', moderator, {
      query: { status: 'reported' },
    });
    expect(reported.data.total).toBe(2);

    const hidden = await moderate(`forum/replies/${answer.data.id}/visibility`, {
      isHidden: true,
      reason: 'Abuse',
    });
    expect(hidden.data.openReports).toBe(0);
    const after = await adminCall<Page<AdminForumItem>>(t, 'GET', 'forum/queue', moderator, {
      query: { status: 'reported' },
    });
    expect(after.data.list.map((item) => [item.kind, item.id])).toEqual([['post', post.id]]);
    const detail = await adminCall<{ post: AdminForumItem; replies: Page<AdminForumItem> }>(
      t,
      'GET',
      `forum/posts/${post.id}`,
      moderator,
    );
    expect(detail.data.replies.list[0]).toMatchObject({ id: answer.data.id, isHidden: true, openReports: 0 });
  });
});

describe('limits and restricted accounts', () => {
  it('5 posts and 30 replies an hour, then a 429 naming the limit', async () => {
    const writer = await member(t);
    for (let index = 0; index < 5; index++) expect((await createPost(t, writer.token)).status).toBe(200);
    const before = await forumSnapshot(t);
    const refused = await createPost(t, writer.token);
    expect([refused.status, refused.code]).toEqual([429, 1_022_000_003]);
    expect(refused.msg).toContain('5');
    expect(await forumSnapshot(t)).toBe(before);

    const post = await approvedPost(t, (await member(t)).token, moderator);
    for (let index = 0; index < 30; index++) expect((await reply(writer.token, post.id)).status).toBe(200);
    const tooMany = await reply(writer.token, post.id);
    expect([tooMany.status, tooMany.code]).toEqual([429, 1_022_000_004]);
    // An hour on, the limits have room again (tokens expired meanwhile: sign in afresh).
    t.clock.advance(3_600_001);
    moderator = (await staffLogin(t, StaffRole.content)).token;
    const token = await freshToken(t, writer);
    expect((await createPost(t, token)).status).toBe(200);
    expect((await reply(token, post.id)).status).toBe(200);
  });

  it('a restricted or frozen account may not post or reply', async () => {
    const writer = await member(t);
    const post = await approvedPost(t, writer.token, moderator);
    await t.context.db.update(users).set({ isTradingRestricted: true }).where(eq(users.id, writer.userId));
    expect((await createPost(t, writer.token)).code).toBe(1_022_000_006);
    await t.context.db
      .update(users)
      .set({ isTradingRestricted: false, isWithdrawalFrozen: true })
      .where(eq(users.id, writer.userId));
    expect((await reply(writer.token, post.id)).code).toBe(1_022_000_006);
  });
});

describe('permissions and audit', () => {
  it('support may not read the queue; the auditor reads but may not decide', async () => {
    const writer = await member(t);
    const created = await createPost(t, writer.token);
    const support = (await staffLogin(t, StaffRole.support)).token;
    expect((await adminCall(t, 'GET', 'forum/queue', support)).status).toBe(403);
    expect(
      (await moderate(`forum/posts/${created.data.id}/review`, { decision: 'approve' }, support)).status,
    ).toBe(403);
    const auditor = (await staffLogin(t, StaffRole.auditor)).token;
    expect((await adminCall(t, 'GET', 'forum/queue', auditor)).status).toBe(200);
    expect(
      (await moderate(`forum/posts/${created.data.id}/review`, { decision: 'approve' }, auditor)).status,
    ).toBe(403);
    expect((await appCall(t, 'GET', 'forum/my-posts')).status).toBe(401);
  });

  it('every decision is audited with before and after', async () => {
    const writer = await member(t);
    const created = await createPost(t, writer.token);
    const id = created.data.id;
    await moderate(`forum/posts/${id}/review`, { decision: 'approve' });
    await moderate(`forum/posts/${id}/pin`, { isPinned: true });
    await moderate(`forum/posts/${id}/visibility`, { isHidden: true, reason: 'Spam' });
    const entries = await t.context.db
      .select()
      .from(staffAuditLog)
      .where(like(staffAuditLog.target, `forum-post:${id}`));
    expect(entries.map((entry) => [entry.action, entry.status])).toEqual([
      ['POST /forum/posts/:id/review', 200],
      ['POST /forum/posts/:id/pin', 200],
      ['POST /forum/posts/:id/visibility', 200],
    ]);
    expect([entries[0]!.before, entries[0]!.after]).toMatchObject([
      { status: 'pending' },
      { status: 'approved' },
    ]);
    expect(entries[2]!.after).toMatchObject({ isHidden: true, hiddenReason: 'Spam' });
  });
});
