import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMMUTABLE_CACHE } from '../../src/platform/http/static-files';
import { createTestApp } from '../support/test-app';
import type { TestApp } from '../support/test-app';

const SHELL = `<!doctype html><html><head><title>shell</title></head><body>${'<div></div>'.repeat(200)}</body></html>`;
const ASSET = `export const rows = ${JSON.stringify(Array.from({ length: 300 }, (_, index) => index))};`;

/** A build as apps/web's precompress plugin leaves it: each text file beside its `.br` and `.gz`. */
const writeBuild = (root: string, files: Record<string, string>) => {
  for (const [name, content] of Object.entries(files)) {
    const path = join(root, name);
    mkdirSync(join(path, '..'), { recursive: true });
    writeFileSync(path, content);
    writeFileSync(`${path}.br`, brotliCompressSync(content));
    writeFileSync(`${path}.gz`, gzipSync(content));
  }
};

const decode = (encoding: string | undefined, body: Buffer) =>
  encoding === 'br'
    ? brotliDecompressSync(body).toString()
    : encoding === 'gzip'
      ? gunzipSync(body).toString()
      : body.toString();

/** Issue 13: compressed by Accept-Encoding, hashed assets cached for a year, the shell revalidated by ETag. */
describe('built files and API answers on the wire', () => {
  let t: TestApp;
  beforeAll(async () => {
    const root = mkdtempSync(join(tmpdir(), 'exchange-static-'));
    writeBuild(join(root, 'web'), { 'index.html': SHELL, 'assets/index-Ab12Cd34.js': ASSET });
    writeFileSync(join(root, 'web', 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    writeBuild(join(root, 'admin'), { 'index.html': '<html>back office</html>' });
    t = await createTestApp({
      config: { WEB_DIST_DIR: join(root, 'web'), ADMIN_DIST_DIR: join(root, 'admin') },
    });
  });
  afterAll(() => t.close());

  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers });

  it.each([
    ['br, gzip, deflate', 'br'],
    ['gzip, deflate', 'gzip'],
    ['gzip;q=1, br;q=0.5', 'gzip'],
    ['identity', undefined],
    ['', undefined],
  ])(
    'a hashed asset asked with Accept-Encoding "%s" comes as %s, cached for a year',
    async (accept, encoding) => {
      const response = await get('/assets/index-Ab12Cd34.js', accept ? { 'accept-encoding': accept } : {});
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBe(encoding);
      expect(response.headers['content-type']).toMatch(/javascript/);
      expect(response.headers['cache-control']).toBe(IMMUTABLE_CACHE);
      expect(response.headers.vary).toMatch(/accept-encoding/i);
      expect(decode(encoding, response.rawPayload)).toBe(ASSET);
    },
  );

  it.each(['/market', '/', '/contract?symbol=BTCUSDT'])(
    'the shell at %s is compressed, no-cache, and a 304 when its ETag still matches',
    async (url) => {
      const first = await get(url, { 'accept-encoding': 'br, gzip' });
      expect(first.statusCode).toBe(200);
      expect(first.headers['content-type']).toMatch(/text\/html/);
      expect(first.headers['content-encoding']).toBe('br');
      expect(first.headers['cache-control']).toBe('no-cache');
      expect(decode('br', first.rawPayload)).toBe(SHELL);
      const etag = first.headers.etag;
      expect(etag).toEqual(expect.any(String));
      const again = await get(url, { 'accept-encoding': 'br, gzip', 'if-none-match': String(etag) });
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe('');
      const plain = await get(url);
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.body).toBe(SHELL);
    },
  );

  it('root files other than hashed assets are revalidated, not cached for a year', async () => {
    const icon = await get('/favicon.svg', { 'accept-encoding': 'br' });
    expect(icon.statusCode).toBe(200);
    expect(icon.headers['cache-control']).toBe('no-cache');
    // Too small to be worth a compressed copy: sent as it is.
    expect(icon.headers['content-encoding']).toBeUndefined();
  });

  it('the back office shell is served the same way at /admin/*', async () => {
    const response = await get('/admin/withdrawals', { 'accept-encoding': 'gzip' });
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(decode('gzip', response.rawPayload)).toBe('<html>back office</html>');
  });

  it('compresses API JSON above 1 KiB by Accept-Encoding and leaves small answers alone', async () => {
    const large = await get('/api/app-api/system/area-code/list', { 'accept-encoding': 'br, gzip' });
    expect(large.statusCode).toBe(200);
    expect(large.headers['content-encoding']).toBe('br');
    const body = JSON.parse(decode('br', large.rawPayload)) as { code: number; data: unknown[] };
    expect(body.code).toBe(0);
    expect(JSON.stringify(body).length).toBeGreaterThan(1024);
    const gzipped = await get('/api/app-api/system/area-code/list', { 'accept-encoding': 'gzip' });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(decode('gzip', gzipped.rawPayload))).toEqual(body);
    const plain = await get('/api/app-api/system/area-code/list');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.json()).toEqual(body);

    const small = await get('/api/app-api/system/app-info/get', { 'accept-encoding': 'br, gzip' });
    expect(small.statusCode).toBe(200);
    expect(small.rawPayload.length).toBeLessThan(1024);
    expect(small.headers['content-encoding']).toBeUndefined();
  });

  it('an unknown API path is still NOT_FOUND, not the shell', async () => {
    const response = await get('/api/nothing-here', { 'accept-encoding': 'br' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/json/);
  });
});
