import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { StaffRole, type AdminFeedback, type Feedback } from '@exchange/contracts';
import { queryRows, staffAuditLog } from '../../src/platform/db/index';
import { createUser, createVisitor } from '../member/member-fixtures';
import { JPEG_BYTES, TEXT_BYTES, pngPart, postMultipart } from '../member/multipart';
import { call, freshIp } from '../support/api';
import { adminCall, staffLogin } from '../support/staff';
import { createTestApp, type TestApp } from '../support/test-app';
import { refusal } from './content-fixtures';

/*
 * Member feedback (issue 21 §4) through the real endpoints: a multipart form with up to 3 images checked by their
 * bytes, the member's own list with staff replies, and images private to their author and to content staff.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const feedbackCount = async () =>
  (await queryRows<{ n: number }>(t.context.db, sql`select count(*)::int as n from content_feedback`))[0]!.n;

const submit = (token: string, parts: Parameters<typeof postMultipart>[2]) =>
  postMultipart(t.app, 'content/feedback/submit', parts, { token, ip: freshIp() });

/** GETs a url as returned (an app or admin path) with a token; the raw response. */
const fetchImage = (url: string, token: string) =>
  t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}`, userType: 'main' } });

describe('feedback', () => {
  it('a member sends feedback with images, reads their own with the staff reply; images stay private', async () => {
    const member = await createUser(t);
    const other = await createUser(t);
    const sent = await submit(member.token, [
      { name: 'type', value: '2' },
      { name: 'text', value: 'The chart froze' },
      pngPart('image1'),
      { name: 'image2', filename: 'b.jpg', contentType: 'image/jpeg', data: JPEG_BYTES },
    ]);
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    const feedback = sent.data as Feedback;
    expect(feedback).toMatchObject({ type: 2, text: 'The chart froze', reply: null });
    expect(feedback.images).toHaveLength(2);

    const own = await fetchImage(feedback.images[0]!, member.token);
    expect([own.statusCode, own.headers['content-type']]).toEqual([200, 'image/png']);
    expect((await fetchImage(feedback.images[1]!, member.token)).headers['content-type']).toBe('image/jpeg');
    expect((await fetchImage(feedback.images[0]!, other.token)).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: feedback.images[0]! })).statusCode).toBe(401);

    const editor = (await staffLogin(t, StaffRole.content)).token;
    const support = (await staffLogin(t, StaffRole.support)).token;
    const page = await adminCall<{ list: AdminFeedback[] }>(t, 'GET', 'content/feedback', editor, {
      query: { userId: member.userId },
    });
    const staffView = page.data.list[0]!;
    expect(staffView).toMatchObject({ id: feedback.id, userId: member.userId, repliedBy: null });
    expect((await fetchImage(staffView.images[0]!, editor)).statusCode).toBe(200);
    expect((await fetchImage(staffView.images[0]!, support)).statusCode).toBe(403);
    // A member's token is refused on the staff API's image route.
    expect((await fetchImage(staffView.images[0]!, member.token)).statusCode).toBe(403);

    const replied = await adminCall<AdminFeedback>(
      t,
      'POST',
      `content/feedback/${feedback.id}/reply`,
      editor,
      {
        body: { reply: 'Fixed in 1.4.1, thank you' },
      },
    );
    expect(replied.data).toMatchObject({ reply: 'Fixed in 1.4.1, thank you' });
    expect(
      (await adminCall(t, 'POST', `content/feedback/${feedback.id}/reply`, support, { body: { reply: 'x' } }))
        .status,
    ).toBe(403);
    const audited = await t.context.db
      .select()
      .from(staffAuditLog)
      .where(eq(staffAuditLog.target, `feedback:${feedback.id}`));
    expect(audited.map((entry) => entry.status)).toEqual([200]);

    const mine = await call<{ list: Feedback[]; total: number }>(t.app, 'GET', 'content/feedback/page', {
      token: member.token,
    });
    expect(mine.data.total).toBe(1);
    expect(mine.data.list[0]).toMatchObject({ id: feedback.id, reply: 'Fixed in 1.4.1, thank you' });
    const theirs = await call<{ total: number }>(t.app, 'GET', 'content/feedback/page', {
      token: other.token,
    });
    expect(theirs.data.total).toBe(0);
    const unanswered = await adminCall<{ list: AdminFeedback[] }>(t, 'GET', 'content/feedback', editor, {
      query: { isReplied: 'false', userId: member.userId },
    });
    expect(unanswered.data.list).toEqual([]);
  });

  it('refuses bad forms naming the field, and stores nothing', async () => {
    const member = await createUser(t);
    const before = await feedbackCount();
    const valid = [
      { name: 'type', value: '1' },
      { name: 'text', value: 'Nice app' },
    ];
    const cases: [Parameters<typeof submit>[1], number, string][] = [
      [[{ name: 'type', value: '5' }, valid[1]!], 400, 'type'],
      [[{ name: 'type', value: 'x' }, valid[1]!], 400, 'type'],
      [[valid[0]!], 400, 'text'],
      [[valid[0]!, { name: 'text', value: 'x'.repeat(251) }], 400, 'text'],
      [[valid[0]!, { name: 'text', value: 'a\u0001b' }], 400, 'text'],
      [[...valid, pngPart('image1', TEXT_BYTES)], 415, 'image1'],
      [[...valid, pngPart('image1'), pngPart('image2', TEXT_BYTES)], 415, 'image2'],
      [[...valid, pngPart('image4')], 400, 'image4'],
      [[...valid, { name: 'extra', value: '1' }], 400, 'extra'],
    ];
    for (const [parts, status, field] of cases)
      expect(refusal(await submit(member.token, parts)), field).toEqual([status, field]);
    const visitor = await createVisitor(t);
    expect((await submit(visitor.token, valid)).status).toBe(403);
    expect((await postMultipart(t.app, 'content/feedback/submit', valid, { ip: freshIp() })).status).toBe(
      401,
    );
    expect(await feedbackCount()).toBe(before);
    const editor = (await staffLogin(t, StaffRole.content)).token;
    expect(
      refusal(await adminCall(t, 'POST', 'content/feedback/999999/reply', editor, { body: { reply: 'x' } })),
    ).toEqual([404, 'id']);
    expect(
      refusal(await adminCall(t, 'POST', 'content/feedback/1/reply', editor, { body: { reply: '' } })),
    ).toEqual([400, 'reply']);
    expect(
      (await adminCall(t, 'GET', 'content/feedback/image', editor, { query: { id: t.context.ids.uuid() } }))
        .status,
    ).toBe(404);
  });
});
