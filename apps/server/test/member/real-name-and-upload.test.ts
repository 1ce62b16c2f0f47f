import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { ErrorCodes, type CurrentMember } from '@exchange/contracts';
import { realNameSubmissions, users } from '../../src/platform/db/index';
import { createTestApp, type TestApp } from '../support/test-app';
import { call, freshIp } from '../support/api';
import { createUser, createVisitor } from './member-fixtures';
import { JPEG_BYTES, PNG_BYTES, TEXT_BYTES, pngPart, postMultipart, type MultipartPart } from './multipart';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const validFields = (overrides: Record<string, string> = {}): MultipartPart[] =>
  Object.entries({
    realName: 'Ada Lovelace',
    nationality: 'GB',
    documentType: 'passport',
    documentNumber: 'P1234567',
    ...overrides,
  }).map(([name, value]) => ({ name, value }));

const submit = (token: string, parts: MultipartPart[]) =>
  postMultipart(t.app, 'member/real-name/submit', parts, { token, ip: freshIp() });

const submissionsOf = async (userId: number) => {
  const [row] = await t.context.db
    .select({ value: count() })
    .from(realNameSubmissions)
    .where(eq(realNameSubmissions.userId, userId));
  return Number(row?.value ?? 0);
};

const privateFilesOf = (userId: number) => {
  const directory = join(t.dataDirectory, 'uploads', 'private', 'real-name', String(userId));
  return existsSync(directory) ? readdirSync(directory) : [];
};

const expectNothingStored = async (userId: number) => {
  expect(await submissionsOf(userId)).toBe(0);
  expect(privateFilesOf(userId)).toEqual([]);
  const [user] = await t.context.db.select().from(users).where(eq(users.id, userId));
  expect(user).toMatchObject({ realNameStatus: 0, realName: null });
};

describe('real-name submission', () => {
  it('answers status 0 with nulls before any submission', async () => {
    const { token } = await createUser(t);
    const result = await call(t.app, 'GET', 'member/real-name/get', { token });
    expect(result.data).toEqual({
      status: 0,
      realName: null,
      nationality: null,
      documentType: null,
      remark: null,
      submittedAt: null,
    });
  });

  it('stores the images privately, records the submission and sets the user under review', async () => {
    const { token, userId } = await createUser(t);
    const result = await submit(token, [
      ...validFields(),
      pngPart('front'),
      { name: 'back', filename: 'back.jpg', contentType: 'image/jpeg', data: JPEG_BYTES },
    ]);
    expect(result).toMatchObject({ status: 200, code: 0, data: { status: 1 } });

    const got = await call(t.app, 'GET', 'member/real-name/get', { token });
    expect(got.data).toEqual({
      status: 1,
      realName: 'Ada Lovelace',
      nationality: 'GB',
      documentType: 'passport',
      remark: null,
      submittedAt: t.clock.nowMs(),
    });
    const member = await call<CurrentMember>(t.app, 'GET', 'member/get-current-member', { token });
    expect(member.data).toMatchObject({ realnameStatus: 1, realName: 'Ada Lovelace' });

    const [row] = await t.context.db
      .select()
      .from(realNameSubmissions)
      .where(eq(realNameSubmissions.userId, userId));
    expect(row?.frontImageKey).toMatch(new RegExp(`^private/real-name/${userId}/[0-9a-f-]{36}\\.png$`));
    expect(row?.backImageKey).toMatch(/\.jpg$/);
    expect(await t.context.blobs.get(row?.frontImageKey ?? '')).toEqual(PNG_BYTES);
    expect(privateFilesOf(userId)).toHaveLength(2);
    // Private: no URL serves it, traversal included (a page URL may answer with the SPA, never with the image).
    for (const url of [
      `/uploads/../${row?.frontImageKey}`,
      `/uploads/%2e%2e/${row?.frontImageKey}`,
      `/uploads/${row?.frontImageKey}`,
    ]) {
      const leaked = await t.app.inject({ method: 'GET', url });
      expect(leaked.rawPayload.equals(PNG_BYTES), url).toBe(false);
      expect(String(leaked.headers['content-type'] ?? ''), url).not.toContain('image/');
    }
  });

  it('refuses a second submission while the first is under review with 409 REAL_NAME_LOCKED', async () => {
    const { token, userId } = await createUser(t);
    expect((await submit(token, [...validFields(), pngPart('front'), pngPart('back')])).code).toBe(0);
    const again = await submit(token, [
      ...validFields({ realName: 'Someone Else' }),
      pngPart('front'),
      pngPart('back'),
    ]);
    expect(again.status).toBe(409);
    expect(again.code).toBe(ErrorCodes.REAL_NAME_LOCKED.code);
    expect(await submissionsOf(userId)).toBe(1);
    expect(privateFilesOf(userId)).toHaveLength(2);
  });

  it('lets exactly one of two simultaneous submissions through (the user row lock re-checks inside the transaction)', async () => {
    const { token, userId } = await createUser(t);
    const results = await Promise.all([
      submit(token, [...validFields(), pngPart('front'), pngPart('back')]),
      submit(token, [...validFields({ realName: 'Other Name' }), pngPart('front'), pngPart('back')]),
    ]);
    expect(results.map((result) => result.code).sort()).toEqual([0, ErrorCodes.REAL_NAME_LOCKED.code].sort());
    expect(await submissionsOf(userId)).toBe(1);
  });

  it('accepts a new submission after staff rejected the previous one', async () => {
    const { token, userId } = await createUser(t);
    await submit(token, [...validFields(), pngPart('front'), pngPart('back')]);
    await t.context.db
      .update(realNameSubmissions)
      .set({ status: -1, remark: 'blurry' })
      .where(eq(realNameSubmissions.userId, userId));
    const rejected = await call(t.app, 'GET', 'member/real-name/get', { token });
    expect(rejected.data).toMatchObject({ status: -1, remark: 'blurry' });
    t.clock.advance(1_000);
    const again = await submit(token, [
      ...validFields({ documentType: 'idCard' }),
      pngPart('front'),
      pngPart('back'),
    ]);
    expect(again.code).toBe(0);
    expect((await call(t.app, 'GET', 'member/real-name/get', { token })).data).toMatchObject({
      status: 1,
      documentType: 'idCard',
    });
  });

  it('refuses a text file renamed .png with 415 and stores nothing', async () => {
    const { token, userId } = await createUser(t);
    const result = await submit(token, [...validFields(), pngPart('front'), pngPart('back', TEXT_BYTES)]);
    expect(result.status).toBe(415);
    expect(result.code).toBe(ErrorCodes.UNSUPPORTED_MEDIA_TYPE.code);
    expect(result.body.data).toMatchObject({ field: 'back' });
    await expectNothingStored(userId);
  });

  it('requires both images (FILE_REQUIRED naming the part)', async () => {
    const { token, userId } = await createUser(t);
    const result = await submit(token, [...validFields(), pngPart('front')]);
    expect(result.status).toBe(400);
    expect(result.code).toBe(ErrorCodes.FILE_REQUIRED.code);
    expect(result.body.data).toMatchObject({ field: 'back' });
    const emptyFront = await submit(token, [
      ...validFields(),
      pngPart('front', Buffer.alloc(0)),
      pngPart('back'),
    ]);
    expect(emptyFront.body.data).toMatchObject({ field: 'front' });
    await expectNothingStored(userId);
  });

  it('refuses bad fields with a 400 naming the field, storing nothing', async () => {
    const { token, userId } = await createUser(t);
    const cases: [MultipartPart[], string][] = [
      [validFields({ nationality: 'gb' }), 'nationality'],
      [validFields({ nationality: 'QQ' }), 'nationality'],
      [validFields({ documentType: 'library-card' }), 'documentType'],
      [validFields({ documentNumber: 'no spaces!' }), 'documentNumber'],
      [validFields({ realName: 'A' }), 'realName'],
      [[...validFields(), { name: 'isVerified', value: 'true' }], 'isVerified'],
      [validFields().filter((part) => part.name !== 'realName'), 'realName'],
      [[...validFields(), { name: 'realName', value: 'Twice Named' }], 'realName'],
      [[...validFields(), pngPart('selfie')], 'selfie'],
    ];
    for (const [fields, field] of cases) {
      const result = await submit(token, [...fields, pngPart('front'), pngPart('back')]);
      expect(result.status, field).toBe(400);
      expect(result.body.data, field).toMatchObject({ field });
      expect(result.msg).toContain(field);
    }
    await expectNothingStored(userId);
  });

  it('refuses a body that is not multipart, and a visitor', async () => {
    const { token } = await createUser(t);
    const json = await call(t.app, 'POST', 'member/real-name/submit', {
      token,
      body: { realName: 'Ada Lovelace' },
    });
    expect(json.status).toBe(400);
    const visitor = await createVisitor(t);
    const refused = await submit(visitor.token, [...validFields(), pngPart('front'), pngPart('back')]);
    expect(refused.status).toBe(403);
    expect(refused.code).toBe(ErrorCodes.VISITOR_NOT_ALLOWED.code);
  });

  it('shows each user only their own submission', async () => {
    const first = await createUser(t);
    const second = await createUser(t);
    await submit(first.token, [...validFields(), pngPart('front'), pngPart('back')]);
    const other = await call(t.app, 'GET', 'member/real-name/get', { token: second.token });
    expect(other.data).toMatchObject({ status: 0, realName: null });
  });
});

describe('infra file upload', () => {
  const upload = (token: string, parts: MultipartPart[]) =>
    postMultipart(t.app, 'infra/file/upload', parts, { token, ip: freshIp() });

  it('stores a public image whose URL /uploads/... serves, and that becomes the avatar', async () => {
    const { token, userId } = await createUser(t);
    const result = await upload(token, [pngPart('file')]);
    expect(result.code).toBe(0);
    const { url } = result.data as { url: string };
    expect(url).toMatch(new RegExp(`^/uploads/avatars/${userId}/[0-9a-f-]{36}\\.png$`));
    const served = await t.app.inject({ method: 'GET', url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toContain('image/png');
    expect(served.rawPayload).toEqual(PNG_BYTES);

    const updated = await call(t.app, 'PUT', 'member/update-avatar-name', { token, body: { avatar: url } });
    expect(updated.code).toBe(0);
    expect(
      (await call<CurrentMember>(t.app, 'GET', 'member/get-current-member', { token })).data.avatar,
    ).toBe(url);

    const stranger = await createUser(t);
    const stolen = await call(t.app, 'PUT', 'member/update-avatar-name', {
      token: stranger.token,
      body: { avatar: url },
    });
    expect(stolen.status).toBe(400);
    expect(stolen.body.data).toMatchObject({ field: 'avatar' });
  });

  it('names the extension after the detected type, not the client filename', async () => {
    const { token } = await createUser(t);
    const result = await upload(token, [
      { name: 'file', filename: 'photo.png', contentType: 'image/png', data: JPEG_BYTES },
    ]);
    expect((result.data as { url: string }).url).toMatch(/\.jpg$/);
  });

  it('refuses a text file renamed .png with 415', async () => {
    const { token, userId } = await createUser(t);
    const result = await upload(token, [pngPart('file', TEXT_BYTES)]);
    expect(result.status).toBe(415);
    expect(result.code).toBe(ErrorCodes.UNSUPPORTED_MEDIA_TYPE.code);
    expect(existsSync(join(t.dataDirectory, 'uploads', 'public', 'avatars', String(userId)))).toBe(false);
  });

  it('refuses a missing file, an extra field and a file over 5 MB', async () => {
    const { token } = await createUser(t);
    const missing = await upload(token, [{ name: 'note', value: 'hi' }]);
    expect(missing.status).toBe(400);
    expect(missing.body.data).toMatchObject({ field: 'note' });
    const none = await upload(token, []);
    expect(none.code).toBe(ErrorCodes.FILE_REQUIRED.code);
    expect(none.body.data).toMatchObject({ field: 'file' });
    const huge = Buffer.concat([PNG_BYTES, Buffer.alloc(5 * 1024 * 1024 + 1)]);
    const tooLarge = await upload(token, [pngPart('file', huge)]);
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.code).toBe(ErrorCodes.PAYLOAD_TOO_LARGE.code);
  });

  it('refuses a visitor', async () => {
    const visitor = await createVisitor(t);
    const result = await upload(visitor.token, [pngPart('file')]);
    expect(result.status).toBe(403);
    expect(result.code).toBe(1_002_000_011);
  });
});
