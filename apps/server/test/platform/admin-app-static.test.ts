import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../support/test-app';
import type { TestApp } from '../support/test-app';

/** The back office's bundle is served at /admin/ with its own SPA fallback; every other page gets the user app. */
describe('serving the two single-page apps', () => {
  let t: TestApp;
  beforeAll(async () => {
    const root = mkdtempSync(join(tmpdir(), 'exchange-dist-'));
    mkdirSync(join(root, 'web'));
    mkdirSync(join(root, 'admin', 'assets'), { recursive: true });
    writeFileSync(join(root, 'web', 'index.html'), '<html>user app</html>');
    writeFileSync(join(root, 'admin', 'index.html'), '<html>back office</html>');
    writeFileSync(join(root, 'admin', 'assets', 'app.js'), 'export {};');
    t = await createTestApp({
      config: { WEB_DIST_DIR: join(root, 'web'), ADMIN_DIST_DIR: join(root, 'admin') },
    });
  });
  afterAll(() => t.close());

  it.each(['/admin', '/admin/', '/admin/withdrawals', '/admin/staff?role=finance'])(
    'GET %s is the back office',
    async (url) => {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.body).toBe('<html>back office</html>');
      expect(response.headers['cache-control']).toBe('no-cache');
    },
  );

  it('serves the back office assets and the user app elsewhere', async () => {
    const asset = await t.app.inject({ method: 'GET', url: '/admin/assets/app.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.body).toBe('export {};');
    const page = await t.app.inject({ method: 'GET', url: '/mine/settings' });
    expect(page.body).toBe('<html>user app</html>');
    const administrator = await t.app.inject({ method: 'GET', url: '/administrator' });
    expect(administrator.body).toBe('<html>user app</html>');
  });

  it('still answers unknown API paths with NOT_FOUND, not a page', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(response.statusCode).toBe(404);
  });
});
