import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, desc, eq } from 'drizzle-orm';
import { ErrorCodes, StaffRole, type AdminRealName, type CurrentMember } from '@exchange/contracts';
import { staffAuditLog } from '../../src/platform/db/index';
import { expectCleanLedger } from '../ledger/ledger-fixtures';
import { call, freshIp } from '../support/api';
import { connectSocket } from '../support/socket-client';
import { adminCall, staffLogin } from '../support/staff';
import { createTestApp, type TestApp } from '../support/test-app';
import { createUser } from './member-fixtures';
import { JPEG_BYTES, PNG_BYTES, postMultipart, type MultipartPart } from './multipart';

let t: TestApp;
let compliance: string;
beforeAll(async () => {
  t = await createTestApp();
  compliance = (await staffLogin(t, StaffRole.compliance)).token;
});
afterAll(async () => {
  await expectCleanLedger(t.context.db);
  await t.close();
});

const fields = (realName: string): MultipartPart[] =>
  Object.entries({ realName, nationality: 'GB', documentType: 'passport', documentNumber: 'P1234567' }).map(
    ([name, value]) => ({ name, value }),
  );

/** A member who submitted a real-name request (front PNG, back JPEG), and the submission's id. */
const submitted = async (realName = 'Ada Lovelace') => {
  const user = await createUser(t, { nickname: `rn${Date.now() % 100_000}` });
  const result = await postMultipart(
    t.app,
    'member/real-name/submit',
    [
      ...fields(realName),
      { name: 'front', filename: 'front.png', contentType: 'image/png', data: PNG_BYTES },
      { name: 'back', filename: 'back.jpg', contentType: 'image/jpeg', data: JPEG_BYTES },
    ],
    { token: user.token, ip: freshIp() },
  );
  expect(result.status, JSON.stringify(result.body)).toBe(200);
  const queue = await adminCall<{ list: AdminRealName[] }>(t, 'GET', 'real-name/page', compliance, {
    query: { userId: user.userId },
  });
  const id = queue.data.list[0]?.id;
  if (!id) throw new Error('submission not listed');
  return { ...user, submissionId: id };
};

const realNameOf = (token: string) => call(t.app, 'GET', 'member/real-name/get', { token });
const memberOf = async (token: string) =>
  (await call<CurrentMember>(t.app, 'GET', 'member/get-current-member', { token })).data;

describe('the real-name queue', () => {
  it('lists submissions with the user contact, oldest waiting first, and serves the document images', async () => {
    const first = await submitted('Grace Hopper');
    t.clock.advance(1000);
    const second = await submitted('Alan Turing');
    const queue = await adminCall<{ list: AdminRealName[]; total: number }>(
      t,
      'GET',
      'real-name/page',
      compliance,
      {
        query: { status: 1, pageSize: 200 },
      },
    );
    const ids = queue.data.list.map((row) => row.id);
    expect(ids.indexOf(first.submissionId)).toBeLessThan(ids.indexOf(second.submissionId));
    expect(queue.data.list.find((row) => row.id === first.submissionId)).toMatchObject({
      userId: first.userId,
      email: first.user.email,
      nickname: first.user.nickname,
      realName: 'Grace Hopper',
      documentNumber: 'P1234567',
      status: 1,
      reviewedBy: null,
    });
    const newestFirst = await adminCall<{ list: AdminRealName[] }>(t, 'GET', 'real-name/page', compliance);
    const all = newestFirst.data.list.map((row) => row.id);
    expect(all.indexOf(second.submissionId)).toBeLessThan(all.indexOf(first.submissionId));

    const front = await t.app.inject({
      method: 'GET',
      url: `/api/admin-api/real-name/image?id=${first.submissionId}&side=front`,
      headers: { authorization: `Bearer ${compliance}` },
    });
    expect(front.statusCode).toBe(200);
    expect(front.headers['content-type']).toBe('image/png');
    expect(front.rawPayload.equals(PNG_BYTES)).toBe(true);
    const back = await t.app.inject({
      method: 'GET',
      url: `/api/admin-api/real-name/image?id=${first.submissionId}&side=back`,
      headers: { authorization: `Bearer ${compliance}` },
    });
    expect(back.headers['content-type']).toBe('image/jpeg');
    const missing = await adminCall(t, 'GET', 'real-name/image', compliance, {
      query: { id: 999_999_999, side: 'front' },
    });
    expect([missing.status, missing.body.data]).toEqual([404, { field: 'id' }]);
    const badSide = await adminCall(t, 'GET', 'real-name/image', compliance, {
      query: { id: first.submissionId, side: 'left' },
    });
    expect([badSide.status, badSide.body.data]).toMatchObject([400, { field: 'side' }]);
    const finance = (await staffLogin(t, StaffRole.finance)).token;
    expect(
      (
        await adminCall(t, 'GET', 'real-name/image', finance, {
          query: { id: first.submissionId, side: 'front' },
        })
      ).status,
    ).toBe(403);
  });
});

describe('real-name decisions', () => {
  it('approval verifies the user (the app shows it), pushes the notice, and a second decision is refused', async () => {
    const user = await submitted();
    const socket = await connectSocket(t.app, `?Authorization=${user.token}`);
    await socket.next('READY');
    const approved = await adminCall<AdminRealName>(t, 'POST', 'real-name/approve', compliance, {
      body: { id: user.submissionId },
    });
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    expect(approved.data).toMatchObject({
      id: user.submissionId,
      status: 2,
      reviewedBy: expect.stringMatching(/^staff:\d+$/),
    });
    expect((await socket.next('REAL_NAME_NOTICE')).data).toEqual({ status: 2, remark: null });
    expect((await realNameOf(user.token)).data).toMatchObject({ status: 2, realName: 'Ada Lovelace' });
    expect(await memberOf(user.token)).toMatchObject({ realnameStatus: 2, realName: 'Ada Lovelace' });

    for (const [path, body] of [
      ['real-name/approve', { id: user.submissionId }],
      ['real-name/reject', { id: user.submissionId, remark: 'Too late' }],
    ] as const) {
      const second = await adminCall(t, 'POST', path, compliance, { body });
      expect([second.status, second.code]).toEqual([409, ErrorCodes.REVIEW_STATE_CHANGED.code]);
    }
    expect((await realNameOf(user.token)).data).toMatchObject({ status: 2 });
    const [audit] = await t.context.db
      .select()
      .from(staffAuditLog)
      .where(and(eq(staffAuditLog.action, 'POST /real-name/approve'), eq(staffAuditLog.status, 200)))
      .orderBy(desc(staffAuditLog.id));
    expect(audit).toMatchObject({
      target: `real-name:${user.submissionId}`,
      before: { status: 1 },
      after: { status: 2, userId: user.userId },
    });
    socket.socket.terminate();
  });

  it('rejection carries the remark to the user, who may then submit again', async () => {
    const user = await submitted();
    const socket = await connectSocket(t.app, `?Authorization=${user.token}`);
    await socket.next('READY');
    const remark = 'The document photo is blurred';
    const rejected = await adminCall<AdminRealName>(t, 'POST', 'real-name/reject', compliance, {
      body: { id: user.submissionId, remark },
    });
    expect(rejected.data).toMatchObject({ status: -1, remark });
    expect((await socket.next('REAL_NAME_NOTICE')).data).toEqual({ status: -1, remark });
    expect((await realNameOf(user.token)).data).toMatchObject({ status: -1, remark });
    expect(await memberOf(user.token)).toMatchObject({ realnameStatus: -1, realName: null });
    const again = await postMultipart(
      t.app,
      'member/real-name/submit',
      [
        ...fields('Ada Lovelace'),
        { name: 'front', filename: 'f.png', contentType: 'image/png', data: PNG_BYTES },
        { name: 'back', filename: 'b.png', contentType: 'image/png', data: PNG_BYTES },
      ],
      { token: user.token, ip: freshIp() },
    );
    expect(again.status).toBe(200);
    socket.socket.terminate();
  });

  it('answers 404 naming id, 400 without a remark, and 403 to a finance officer, changing nothing', async () => {
    const user = await submitted();
    const missing = await adminCall(t, 'POST', 'real-name/approve', compliance, {
      body: { id: 999_999_999 },
    });
    expect([missing.status, missing.body.data]).toEqual([404, { field: 'id' }]);
    const noRemark = await adminCall(t, 'POST', 'real-name/reject', compliance, {
      body: { id: user.submissionId, remark: '  ' },
    });
    expect([noRemark.status, noRemark.body.data]).toMatchObject([400, { field: 'remark' }]);
    const finance = (await staffLogin(t, StaffRole.finance)).token;
    const refused = await adminCall(t, 'POST', 'real-name/approve', finance, {
      body: { id: user.submissionId },
    });
    expect(refused.status).toBe(403);
    expect((await realNameOf(user.token)).data).toMatchObject({ status: 1 });
  });
});
