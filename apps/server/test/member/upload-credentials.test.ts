import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ErrorCodes,
  UPLOAD_IMAGE_TYPES,
  UPLOAD_MAX_BYTES,
  type UploadCredentials,
} from '@exchange/contracts';
import { checkImage } from '../../src/platform/http/image-files';
import { call, freshIp } from '../support/api';
import { startS3Server, type TestS3Server } from '../support/s3-server';
import { createTestApp, type TestApp } from '../support/test-app';
import { createUser, createVisitor } from './member-fixtures';
import { JPEG_BYTES, PNG_BYTES, TEXT_BYTES, pngPart, postMultipart } from './multipart';

const WEBP_BYTES = Buffer.concat([
  Buffer.from('RIFF'),
  Buffer.from([0x1a, 0, 0, 0]),
  Buffer.from('WEBPVP8 '),
  Buffer.alloc(18, 0),
]);
const GIF_BYTES = Buffer.concat([Buffer.from('GIF89a'), Buffer.alloc(16, 0)]);

const validBody = (overrides: Record<string, unknown> = {}) => ({
  fileName: 'avatar.png',
  contentType: 'image/png',
  sizeBytes: PNG_BYTES.length,
  ...overrides,
});

const askCredentials = (t: TestApp, token: string, body: unknown) =>
  call<UploadCredentials>(t.app, 'POST', 'infra/file/upload-credentials', { token, body, ip: freshIp() });

const confirm = (t: TestApp, token: string, uploadId: unknown) =>
  call<{ url: string }>(t.app, 'POST', 'infra/file/upload-confirm', {
    token,
    body: { uploadId },
    ip: freshIp(),
  });

const directOf = (credentials: UploadCredentials) => {
  if (credentials.mode !== 'direct') throw new Error(`expected a direct upload, got ${credentials.mode}`);
  return credentials;
};

it('the credentials call allows exactly the types the upload accepts by magic bytes', async () => {
  const samples: Record<string, Buffer> = {
    'image/jpeg': JPEG_BYTES,
    'image/png': PNG_BYTES,
    'image/webp': WEBP_BYTES,
  };
  expect(Object.keys(samples).sort()).toEqual([...UPLOAD_IMAGE_TYPES].sort());
  for (const type of UPLOAD_IMAGE_TYPES)
    expect((await checkImage('file', samples[type] as Buffer)).mime).toBe(type);
  await expect(checkImage('file', GIF_BYTES)).rejects.toMatchObject({ errorName: 'UNSUPPORTED_MEDIA_TYPE' });
});

describe('upload credentials on the local disk store', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it("answers with the app's own multipart upload, which works as told", async () => {
    const { token, userId } = await createUser(t);
    const result = await askCredentials(t, token, validBody());
    expect(result.status).toBe(200);
    expect(result.data).toEqual({
      mode: 'form',
      method: 'POST',
      url: '/api/app-api/infra/file/upload',
      field: 'file',
    });
    const form = result.data as Extract<UploadCredentials, { mode: 'form' }>;
    const posted = await postMultipart(t.app, form.url.replace('/api/app-api/', ''), [pngPart(form.field)], {
      token,
      ip: freshIp(),
    });
    expect(posted.code).toBe(0);
    expect((posted.data as { url: string }).url).toMatch(new RegExp(`^/uploads/avatars/${userId}/`));
  });

  it.each([
    [{ contentType: 'image/gif' }, 'contentType'],
    [{ contentType: 'text/html' }, 'contentType'],
    [{ contentType: 'image/svg+xml' }, 'contentType'],
    [{ contentType: undefined }, 'contentType'],
    [{ sizeBytes: 0 }, 'sizeBytes'],
    [{ sizeBytes: -1 }, 'sizeBytes'],
    [{ sizeBytes: 1.5 }, 'sizeBytes'],
    [{ sizeBytes: '68' }, 'sizeBytes'],
    [{ sizeBytes: UPLOAD_MAX_BYTES + 1 }, 'sizeBytes'],
    [{ sizeBytes: 1e30 }, 'sizeBytes'],
    [{ fileName: 'a\u0000.png' }, 'fileName'],
    [{ fileName: 'a\u0007.png' }, 'fileName'],
    [{ fileName: 'gpj.\u202Eexe.png' }, 'fileName'],
    [{ fileName: 'two\nlines.png' }, 'fileName'],
    [{ fileName: '' }, 'fileName'],
    [{ fileName: 'x'.repeat(256) }, 'fileName'],
    [{ key: 'public/avatars/1/mine.png' }, 'key'],
  ])('refuses %o with a 400 naming %s', async (overrides, field) => {
    const { token } = await createUser(t);
    const result = await askCredentials(t, token, validBody(overrides));
    expect(result.status).toBe(400);
    expect(result.code).toBe(ErrorCodes.BAD_REQUEST.code);
    expect(result.body.data).toMatchObject({ field });
    expect(result.msg).toContain(field);
  });

  it('accepts the largest allowed size', async () => {
    const { token } = await createUser(t);
    expect((await askCredentials(t, token, validBody({ sizeBytes: UPLOAD_MAX_BYTES }))).status).toBe(200);
  });

  it('refuses visitors and callers without a token', async () => {
    const visitor = await createVisitor(t);
    const refused = await askCredentials(t, visitor.token, validBody());
    expect(refused.status).toBe(403);
    expect(refused.code).toBe(ErrorCodes.VISITOR_NOT_ALLOWED.code);
    const anonymous = await call(t.app, 'POST', 'infra/file/upload-credentials', { body: validBody() });
    expect(anonymous.status).toBe(401);
  });

  it('confirms nothing that was not uploaded (400 naming uploadId)', async () => {
    const { token } = await createUser(t);
    const unknown = await confirm(t, token, '0b7c6c1e-8a4e-4f5b-9c1d-2e3f4a5b6c7d');
    expect(unknown.status).toBe(400);
    expect(unknown.body.data).toMatchObject({ field: 'uploadId' });
    for (const uploadId of ['../../public/avatars/1/x', 'not-a-uuid', 42]) {
      const bad = await confirm(t, token, uploadId);
      expect(bad.status, String(uploadId)).toBe(400);
      expect(bad.body.data, String(uploadId)).toMatchObject({ field: 'uploadId' });
    }
  });
});

describe('upload credentials on S3', () => {
  let s3: TestS3Server;
  let t: TestApp;
  beforeAll(async () => {
    s3 = await startS3Server();
    t = await createTestApp({ overrides: { blobs: s3.createStore() } });
  });
  afterAll(async () => {
    await t.close();
    await s3.close();
  });

  /** Asks for credentials and PUTs `data` as a client would (the headers as given); returns the direct upload. */
  const uploadDirectly = async (
    token: string,
    data: Buffer,
    body = validBody({ sizeBytes: data.length }),
  ) => {
    const result = await askCredentials(t, token, body);
    expect(result.status).toBe(200);
    const direct = directOf(result.data);
    const response = await fetch(direct.url, { method: 'PUT', headers: direct.headers, body: data });
    expect(response.status).toBe(200);
    return direct;
  };

  it('hands out a short-lived presigned PUT to a private key the server chose', async () => {
    const { token, userId } = await createUser(t);
    const result = await askCredentials(t, token, validBody({ fileName: 'holiday photo.png' }));
    const direct = directOf(result.data);
    expect(direct.method).toBe('PUT');
    expect(direct.headers).toEqual({ 'Content-Type': 'image/png' });
    expect(direct.expiresAt).toBe(t.clock.nowMs() + 300_000);
    const url = new URL(direct.url);
    expect(url.origin).toBe(s3.endpoint);
    expect(url.pathname).toBe(`/${s3.bucket}/private/incoming/avatars/${userId}/${direct.uploadId}`);
    expect(direct.url).not.toContain('holiday');
    expect(url.searchParams.get('X-Amz-SignedHeaders')).toBe('content-length;content-type;host');
    const again = directOf((await askCredentials(t, token, validBody())).data);
    expect(again.uploadId).not.toBe(direct.uploadId);
  });

  it('publishes a direct upload only after the confirm checked it; the URL serves it and becomes the avatar', async () => {
    const { token, userId } = await createUser(t);
    const direct = await uploadDirectly(token, PNG_BYTES);
    const incomingKey = `private/incoming/avatars/${userId}/${direct.uploadId}`;
    expect(await t.context.blobs.get(incomingKey)).toEqual(PNG_BYTES);

    // Before the confirm nothing public exists and the profile cannot point at it.
    const early = `/uploads/avatars/${userId}/${direct.uploadId}.png`;
    expect((await t.app.inject({ method: 'GET', url: early })).statusCode).toBe(404);
    const refused = await call(t.app, 'PUT', 'member/update-avatar-name', { token, body: { avatar: early } });
    expect(refused.status).toBe(400);
    expect(refused.body.data).toMatchObject({ field: 'avatar' });

    const confirmed = await confirm(t, token, direct.uploadId);
    expect(confirmed.status).toBe(200);
    expect(confirmed.data.url).toBe(early);
    expect(await t.context.blobs.get(`public/avatars/${userId}/${direct.uploadId}.png`)).toEqual(PNG_BYTES);
    expect(await t.context.blobs.get(incomingKey)).toBeNull();

    const updated = await call(t.app, 'PUT', 'member/update-avatar-name', {
      token,
      body: { avatar: confirmed.data.url },
    });
    expect(updated.code).toBe(0);

    // A repeat finds the upload consumed.
    const repeat = await confirm(t, token, direct.uploadId);
    expect(repeat.status).toBe(400);
    expect(repeat.body.data).toMatchObject({ field: 'uploadId' });
  });

  // Needs buildApp to hand the store to registerStaticFiles (`blobs: context.blobs`) and create-context to take it
  // from createBlobStore: the /uploads route reads the bucket only when it is given the S3 store.
  it('serves the confirmed image at its URL through the app, from the bucket', async () => {
    const { token } = await createUser(t);
    const direct = await uploadDirectly(
      token,
      JPEG_BYTES,
      validBody({ contentType: 'image/jpeg', sizeBytes: JPEG_BYTES.length }),
    );
    const { url } = (await confirm(t, token, direct.uploadId)).data;
    expect(url).toMatch(/\.jpg$/);
    const served = await t.app.inject({ method: 'GET', url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.rawPayload).toEqual(JPEG_BYTES);
  });

  it('names the file after the type its bytes prove, not the type announced', async () => {
    const { token } = await createUser(t);
    // Announced PNG, sent JPEG bytes with the PNG header: a store that checks the signature accepts it (same
    // headers); the confirm goes by the bytes.
    const direct = await uploadDirectly(token, JPEG_BYTES);
    expect((await confirm(t, token, direct.uploadId)).data.url).toMatch(/\.jpg$/);
  });

  it('refuses a non-image that reached the bucket (415 naming uploadId), publishing nothing', async () => {
    const { token, userId } = await createUser(t);
    // s3rver does not check signatures, so it takes what AWS S3 would refuse; the confirm is the backstop.
    const direct = await uploadDirectly(token, TEXT_BYTES);
    const refused = await confirm(t, token, direct.uploadId);
    expect(refused.status).toBe(415);
    expect(refused.code).toBe(ErrorCodes.UNSUPPORTED_MEDIA_TYPE.code);
    expect(refused.body.data).toMatchObject({ field: 'uploadId' });
    expect(await t.context.blobs.get(`private/incoming/avatars/${userId}/${direct.uploadId}`)).toBeNull();
    for (const extension of ['png', 'jpg', 'webp'])
      expect(
        await t.context.blobs.get(`public/avatars/${userId}/${direct.uploadId}.${extension}`),
      ).toBeNull();
  });

  it('refuses an object over the limit that reached the bucket (413 naming uploadId)', async () => {
    const { token } = await createUser(t);
    const huge = Buffer.concat([PNG_BYTES, Buffer.alloc(UPLOAD_MAX_BYTES + 1 - PNG_BYTES.length)]);
    const direct = directOf((await askCredentials(t, token, validBody())).data);
    const response = await fetch(direct.url, { method: 'PUT', headers: direct.headers, body: huge });
    expect(response.status).toBe(200);
    const refused = await confirm(t, token, direct.uploadId);
    expect(refused.status).toBe(413);
    expect(refused.code).toBe(ErrorCodes.PAYLOAD_TOO_LARGE.code);
    expect(refused.body.data).toMatchObject({ field: 'uploadId' });
  });

  it("cannot confirm another user's upload", async () => {
    const owner = await createUser(t);
    const stranger = await createUser(t);
    const direct = await uploadDirectly(owner.token, PNG_BYTES);
    const stolen = await confirm(t, stranger.token, direct.uploadId);
    expect(stolen.status).toBe(400);
    expect(stolen.body.data).toMatchObject({ field: 'uploadId' });
    expect((await confirm(t, owner.token, direct.uploadId)).status).toBe(200);
  });

  it('keeps real-name documents private in the bucket: readable by the app, never served', async () => {
    const { token, userId } = await createUser(t);
    const fields = {
      realName: 'Ada Lovelace',
      nationality: 'GB',
      documentType: 'passport',
      documentNumber: 'P1234567',
    };
    const submitted = await postMultipart(
      t.app,
      'member/real-name/submit',
      [
        ...Object.entries(fields).map(([name, value]) => ({ name, value })),
        pngPart('front'),
        pngPart('back'),
      ],
      { token, ip: freshIp() },
    );
    expect(submitted.code).toBe(0);
    const objects = await fetch(
      `${s3.endpoint}/${s3.bucket}?list-type=2&prefix=private/real-name/${userId}/`,
    );
    const keys = [...(await objects.text()).matchAll(/<Key>([^<]+)<\/Key>/g)].map(
      (match) => match[1] as string,
    );
    expect(keys).toHaveLength(2);
    for (const key of keys) {
      expect(await t.context.blobs.get(key)).toEqual(PNG_BYTES);
      for (const url of [`/uploads/${key}`, `/uploads/../${key}`, `/uploads/%2e%2e/${key}`]) {
        const leaked = await t.app.inject({ method: 'GET', url });
        expect(leaked.rawPayload.equals(PNG_BYTES), url).toBe(false);
      }
    }
  });
});
