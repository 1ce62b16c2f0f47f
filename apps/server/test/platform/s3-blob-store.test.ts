import { mkdtempSync } from 'node:fs';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BlobExistsError,
  BlobTooLargeError,
  LocalBlobStore,
  type BlobStore,
} from '../../src/platform/blob-store';
import { ConfigError, loadConfig } from '../../src/platform/config';
import { createBlobStore } from '../../src/platform/create-blob-store';
import { registerErrorHandler } from '../../src/platform/http/error-handler';
import { INERT_POLICY, registerSecurityHeaders } from '../../src/platform/http/security-headers';
import { registerStaticFiles } from '../../src/platform/http/static-files';
import { UPLOAD_CACHE } from '../../src/platform/http/stored-uploads';
import { loadCatalogue } from '../../src/platform/i18n';
import { S3BlobStore } from '../../src/platform/s3-blob-store';
import { startS3Server, type TestS3Server } from '../support/s3-server';
import { PNG_BYTES } from '../member/multipart';

const HOSTILE_SVG = '<svg xmlns="http://www.w3.org/2000/svg"><script>window.__xss = 1</script></svg>';

let s3: TestS3Server;
let store: S3BlobStore;
beforeAll(async () => {
  s3 = await startS3Server();
  store = s3.createStore();
});
afterAll(async () => s3.close());

let sequence = 0;
const freshKey = (folder: string, extension = 'png') =>
  `${folder}/test/${process.pid}-${++sequence}.${extension}`;

describe('configuration', () => {
  it('keeps the local disk store by default', () => {
    const config = loadConfig({ DATA_DIR: '/tmp/exchange-data' });
    expect(config.BLOB_STORE).toBe('local');
    const blobs = createBlobStore(config);
    expect(blobs).toBeInstanceOf(LocalBlobStore);
    expect((blobs as LocalBlobStore).root).toBe('/tmp/exchange-data/uploads');
  });

  it('refuses BLOB_STORE=s3 without a bucket and credentials, naming each missing variable', () => {
    expect(() => loadConfig({ BLOB_STORE: 's3' })).toThrow(ConfigError);
    expect(() => loadConfig({ BLOB_STORE: 's3' })).toThrow(
      'Invalid configuration:\n  S3_BUCKET: required when BLOB_STORE=s3\n  S3_ACCESS_KEY_ID: required when BLOB_STORE=s3\n  S3_SECRET_ACCESS_KEY: required when BLOB_STORE=s3',
    );
    expect(() => loadConfig({ BLOB_STORE: 's3', S3_BUCKET: 'uploads', S3_ACCESS_KEY_ID: 'id' })).toThrow(
      /^Invalid configuration:\n {2}S3_SECRET_ACCESS_KEY: required when BLOB_STORE=s3$/,
    );
  });

  it.each([
    [{ BLOB_STORE: 'gcs' }, 'BLOB_STORE'],
    [{ S3_ENDPOINT: 'not a url' }, 'S3_ENDPOINT'],
    [{ S3_BUCKET: 'Upper_Case' }, 'S3_BUCKET'],
    [{ S3_REGION: 'eu west' }, 'S3_REGION'],
    [{ S3_FORCE_PATH_STYLE: 'yes' }, 'S3_FORCE_PATH_STYLE'],
  ])('names a bad S3 setting (%o)', (environment, name) => {
    expect(() => loadConfig(environment)).toThrow(new RegExp(`^Invalid configuration:\\n  ${name}:`));
  });

  it('builds the S3 store from the settings, and it talks to the server', async () => {
    const config = loadConfig({
      BLOB_STORE: 's3',
      S3_ENDPOINT: s3.endpoint,
      S3_BUCKET: s3.bucket,
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_FORCE_PATH_STYLE: 'true',
    });
    const blobs = createBlobStore(config);
    expect(blobs).toBeInstanceOf(S3BlobStore);
    const key = freshKey('private');
    await blobs.put(key, PNG_BYTES, 'image/png');
    expect(await store.get(key)).toEqual(PNG_BYTES);
    (blobs as S3BlobStore).close();
  });
});

describe('S3BlobStore', () => {
  it('stores and reads back bytes with their content type', async () => {
    const key = freshKey('public/avatars');
    await store.put(key, PNG_BYTES, 'image/png');
    expect(await store.get(key)).toEqual(PNG_BYTES);
    const opened = await store.open(key, {});
    expect(opened).toMatchObject({ status: 'found', contentType: 'image/png', sizeBytes: PNG_BYTES.length });
    if (opened.status === 'found') opened.body?.destroy();
  });

  it('answers null for a missing key, and deletes (a missing key too)', async () => {
    const key = freshKey('private');
    expect(await store.get(key)).toBeNull();
    await store.put(key, PNG_BYTES, 'image/png');
    await store.delete(key);
    expect(await store.get(key)).toBeNull();
    await expect(store.delete(key)).resolves.toBeUndefined();
  });

  it('never overwrites: a second put of a key is BlobExistsError and the first bytes stay', async () => {
    const key = freshKey('public/avatars');
    await store.put(key, PNG_BYTES, 'image/png');
    await expect(store.put(key, Buffer.from('replacement'), 'image/png')).rejects.toBeInstanceOf(
      BlobExistsError,
    );
    expect(await store.get(key)).toEqual(PNG_BYTES);
  });

  it('refuses to read more than maxBytes, before reading the body', async () => {
    const key = freshKey('private');
    await store.put(key, Buffer.alloc(2048, 1), 'image/png');
    await expect(store.get(key, { maxBytes: 2047 })).rejects.toBeInstanceOf(BlobTooLargeError);
    expect(await store.get(key, { maxBytes: 2048 })).toHaveLength(2048);
  });

  it('refuses keys with dot segments or empty segments before anything reaches the store', async () => {
    for (const key of [
      'public/../private/x.png',
      'public/./x.png',
      'public//x.png',
      '/public/x.png',
      'public/',
    ])
      await expect(store.put(key, PNG_BYTES, 'image/png'), key).rejects.toThrow(/unsafe blob key/);
    await expect(store.get('public/../x')).rejects.toThrow(/unsafe blob key/);
  });

  it('gives private keys no URL; public ones the app URL, never a bucket URL', () => {
    expect(store.publicUrl('public/avatars/1/a.png')).toBe('/uploads/avatars/1/a.png');
    expect(() => store.publicUrl('private/real-name/1/a.png')).toThrow(/Not a public blob key/);
  });

  it('presigns one PUT with type and size fixed and signed, that the store accepts as told', async () => {
    const key = freshKey('private/incoming');
    const upload = await store.createDirectUpload(key, {
      contentType: 'image/png',
      sizeBytes: PNG_BYTES.length,
      expiresInSeconds: 300,
      signingDate: new Date(),
    });
    expect(upload.method).toBe('PUT');
    expect(upload.headers).toEqual({ 'Content-Type': 'image/png' });
    const url = new URL(upload.url);
    expect(url.origin).toBe(s3.endpoint);
    expect(url.pathname).toBe(`/${s3.bucket}/${key}`);
    // AWS S3 refuses a request whose signed headers differ (403 SignatureDoesNotMatch): type and size are fixed.
    expect(url.searchParams.get('X-Amz-SignedHeaders')?.split(';')).toEqual([
      'content-length',
      'content-type',
      'host',
    ]);
    expect(url.searchParams.get('X-Amz-Expires')).toBe('300');
    expect(url.searchParams.has('x-amz-checksum-crc32')).toBe(false);
    const response = await fetch(upload.url, { method: 'PUT', headers: upload.headers, body: PNG_BYTES });
    expect(response.status).toBe(200);
    expect(await store.get(key)).toEqual(PNG_BYTES);
  });

  it('presigns a URL that expires', async () => {
    const upload = await store.createDirectUpload(freshKey('private/incoming'), {
      contentType: 'image/png',
      sizeBytes: PNG_BYTES.length,
      expiresInSeconds: 300,
      signingDate: new Date(Date.now() - 301_000),
    });
    const response = await fetch(upload.url, { method: 'PUT', headers: upload.headers, body: PNG_BYTES });
    expect(response.status).toBe(403);
    expect(await response.text()).toContain('Request has expired');
  });
});

describe('S3BlobStore on a store that honours If-None-Match', () => {
  it('sends every put conditional, and maps the 412 to BlobExistsError', async () => {
    const seen: { method: string | undefined; headers: IncomingHttpHeaders }[] = [];
    const fake = createServer((request, response) => {
      seen.push({ method: request.method, headers: request.headers });
      request.resume();
      request.on('end', () => {
        if (request.method === 'HEAD') return response.writeHead(404).end();
        response.writeHead(412, { 'content-type': 'application/xml' });
        response.end(
          '<?xml version="1.0" encoding="UTF-8"?><Error><Code>PreconditionFailed</Code><Message>At least one of the pre-conditions you specified did not hold</Message></Error>',
        );
      });
    });
    await new Promise<void>((resolve) => fake.listen(0, '127.0.0.1', resolve));
    const { port } = fake.address() as AddressInfo;
    const conditional = new S3BlobStore({ ...s3.storeOptions, endpoint: `http://127.0.0.1:${port}` });
    try {
      await expect(conditional.put('public/a/b.png', PNG_BYTES, 'image/png')).rejects.toBeInstanceOf(
        BlobExistsError,
      );
      const put = seen.find((request) => request.method === 'PUT');
      expect(put?.headers['if-none-match']).toBe('*');
      expect(put?.headers['content-type']).toBe('image/png');
    } finally {
      conditional.close();
      await new Promise((resolve) => fake.close(resolve));
    }
  });
});

describe('LocalBlobStore', () => {
  it('never overwrites either, and bounds reads the same way', async () => {
    const local: BlobStore = new LocalBlobStore(mkdtempSync(join(tmpdir(), 'exchange-blobs-')));
    await local.put('public/a/b.png', PNG_BYTES, 'image/png');
    await expect(local.put('public/a/b.png', Buffer.from('x'), 'image/png')).rejects.toBeInstanceOf(
      BlobExistsError,
    );
    expect(await local.get('public/a/b.png')).toEqual(PNG_BYTES);
    await expect(local.get('public/a/b.png', { maxBytes: 10 })).rejects.toBeInstanceOf(BlobTooLargeError);
    await local.delete('public/a/b.png');
    expect(await local.get('public/a/b.png')).toBeNull();
    await expect(local.delete('public/a/b.png')).resolves.toBeUndefined();
  });
});

/** The HTTP layers /uploads/* answers with in the app: security headers, the error envelope, the static files. */
const buildUploadsApp = async (blobs: BlobStore, uploadsRoot: string): Promise<FastifyInstance> => {
  const app = Fastify();
  registerErrorHandler(app, loadCatalogue());
  registerSecurityHeaders(app, {});
  await registerStaticFiles(app, { uploadsRoot, blobs });
  await app.ready();
  return app;
};

describe('/uploads/* from the S3 store', () => {
  let app: FastifyInstance;
  let diskApp: FastifyInstance;
  let diskStore: LocalBlobStore;
  const avatarKey = `public/avatars/7/${process.pid}-a.png`;
  const avatarUrl = avatarKey.replace(/^public\//, '/uploads/');
  const privateKey = `private/real-name/7/${process.pid}-front.png`;

  beforeAll(async () => {
    const diskRoot = mkdtempSync(join(tmpdir(), 'exchange-uploads-'));
    diskStore = new LocalBlobStore(diskRoot);
    app = await buildUploadsApp(store, join(diskRoot, 'unused'));
    diskApp = await buildUploadsApp(diskStore, join(diskRoot, 'public'));
    for (const blobs of [store, diskStore] as BlobStore[]) {
      await blobs.put(avatarKey, PNG_BYTES, 'image/png');
      await blobs.put('public/avatars/hostile.svg', Buffer.from(HOSTILE_SVG), 'image/svg+xml');
      await blobs.put(privateKey, PNG_BYTES, 'image/png');
    }
  });
  afterAll(async () => {
    await app.close();
    await diskApp.close();
  });

  it('serves a public object through the app with the headers the disk path sends', async () => {
    const response = await app.inject({ method: 'GET', url: avatarUrl });
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload).toEqual(PNG_BYTES);
    const fromDisk = await diskApp.inject({ method: 'GET', url: avatarUrl });
    expect(fromDisk.statusCode).toBe(200);
    for (const name of [
      'content-type',
      'content-length',
      'cache-control',
      'content-security-policy',
      'x-content-type-options',
      'x-frame-options',
      'referrer-policy',
    ])
      expect(response.headers[name], name).toBe(fromDisk.headers[name]);
    expect(response.headers['cache-control']).toBe(UPLOAD_CACHE);
    expect(response.headers['content-security-policy']).toBe(INERT_POLICY);
    expect(response.headers.etag).toMatch(/^"[0-9a-f]{32}"$/);
    expect(response.headers['last-modified']).toMatch(/GMT$/);
  });

  it('answers 304 to a matching If-None-Match or If-Modified-Since, and HEAD without a body', async () => {
    const first = await app.inject({ method: 'GET', url: avatarUrl });
    const byTag = await app.inject({
      method: 'GET',
      url: avatarUrl,
      headers: { 'if-none-match': String(first.headers.etag) },
    });
    expect(byTag.statusCode).toBe(304);
    expect(byTag.body).toBe('');
    expect(byTag.headers['cache-control']).toBe(UPLOAD_CACHE);
    const byDate = await app.inject({
      method: 'GET',
      url: avatarUrl,
      headers: { 'if-modified-since': new Date(Date.now() + 60_000).toUTCString() },
    });
    expect(byDate.statusCode).toBe(304);
    const stale = await app.inject({
      method: 'GET',
      url: avatarUrl,
      headers: { 'if-none-match': '"other"' },
    });
    expect(stale.statusCode).toBe(200);
    const head = await app.inject({ method: 'HEAD', url: avatarUrl });
    expect(head.statusCode).toBe(200);
    expect(head.body).toBe('');
    expect(head.headers['content-type']).toBe('image/png');
    expect(head.headers['content-length']).toBe(String(PNG_BYTES.length));
  });

  it('serves an uploaded SVG as an image, sandboxed, never sniffed into a page', async () => {
    const response = await app.inject({ method: 'GET', url: '/uploads/avatars/hostile.svg' });
    expect(response.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toBe(INERT_POLICY);
    expect(response.body).toBe(HOSTILE_SVG);
  });

  it('never serves a private object, by any path; a missing one is the NOT_FOUND envelope', async () => {
    for (const url of [
      `/uploads/../${privateKey}`,
      `/uploads/%2e%2e/${privateKey}`,
      `/uploads/avatars/%2e%2e/%2e%2e/${privateKey}`,
      `/uploads/avatars/..%2f..%2f${privateKey}`,
      `/uploads/${privateKey}`,
      '/uploads/avatars/missing.png',
      '/uploads/',
      '/uploads/avatars//x.png',
    ]) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.rawPayload.equals(PNG_BYTES), url).toBe(false);
      expect(String(response.headers['content-type'] ?? ''), url).not.toContain('image/');
      expect(response.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, url).toBeLessThan(500);
    }
    const missing = await app.inject({ method: 'GET', url: '/uploads/avatars/missing.png' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ code: 404 });
    expect(missing.headers['content-security-policy']).toBe(INERT_POLICY);
    // The private object is there, for the authorised routes that read it.
    expect(await store.get(privateKey)).toEqual(PNG_BYTES);
  });
});
