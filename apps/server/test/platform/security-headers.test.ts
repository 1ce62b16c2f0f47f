import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify, { type FastifyReply } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DOCS_POLICY,
  INERT_POLICY,
  SECURITY_HEADERS,
  inlineScriptHashes,
  setDataHeaders,
} from '../../src/platform/http/security-headers';
import { createTestApp } from '../support/test-app';
import type { TestApp } from '../support/test-app';
import { cspDirectives } from '../support/csp';

const THEME_SCRIPT = "document.documentElement.dataset.theme = 'dark';";
const WEB_SHELL = `<!doctype html><html><head><script>${THEME_SCRIPT}</script><script type="module" src="/assets/index.js"></script></head><body></body></html>`;
/** An uploaded file that would run script if it were rendered as a page of this origin. */
const HOSTILE_SVG = '<svg xmlns="http://www.w3.org/2000/svg"><script>window.__xss = 1</script></svg>';

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

/** Issue 15: every answer — API, upload, app page, docs, a refusal, a 404 — carries the security headers. */
describe('security headers', () => {
  let t: TestApp;
  beforeAll(async () => {
    const root = mkdtempSync(join(tmpdir(), 'exchange-headers-'));
    mkdirSync(join(root, 'web', 'assets'), { recursive: true });
    mkdirSync(join(root, 'admin'));
    writeFileSync(join(root, 'web', 'index.html'), WEB_SHELL);
    writeFileSync(join(root, 'web', 'assets', 'index.js'), 'export {};');
    writeFileSync(join(root, 'admin', 'index.html'), '<html>back office</html>');
    t = await createTestApp({
      config: { WEB_DIST_DIR: join(root, 'web'), ADMIN_DIST_DIR: join(root, 'admin') },
    });
    const uploads = join(t.dataDirectory, 'uploads', 'public', 'avatars');
    mkdirSync(uploads, { recursive: true });
    writeFileSync(join(uploads, 'hostile.svg'), HOSTILE_SVG);
  });
  afterAll(() => t.close());

  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers });

  it.each([
    ['an app API answer', '/api/app-api/system/app-info/get', 200],
    ['an app API refusal (no token)', '/api/app-api/member/get-current-member', 401],
    ['an admin API refusal', '/api/admin-api/system/app-info', 401],
    ['an unknown API path', '/api/app-api/no-such-thing', 404],
    ['a malformed URL', '/api/app-api/%E0%A4%A', 400],
    ['an uploaded file', '/uploads/avatars/hostile.svg', 200],
    ['a missing upload', '/uploads/avatars/missing.png', 404],
    ['the web app shell', '/market', 200],
    ['a web app asset', '/assets/index.js', 200],
    ['the back office shell', '/admin/users', 200],
    ['the API docs', '/api/docs', 200],
    ['the API document', '/api/docs/json', 200],
    ['the health check', '/healthz', 200],
  ])(
    '%s (%s) has nosniff, a CSP that no page may frame, a referrer policy and no X-Powered-By',
    async (_, url, status) => {
      const response = await get(url);
      expect(response.statusCode).toBe(status);
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['referrer-policy']).toBe('no-referrer');
      expect(response.headers['x-powered-by']).toBeUndefined();
      for (const [name, value] of Object.entries(SECURITY_HEADERS))
        expect(response.headers[name], name).toBe(value);
      const policy = cspDirectives(response.headers['content-security-policy'] as string | undefined);
      expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
      expect(policy.get('default-src')).toBeDefined();
    },
  );

  it.each([
    '/api/app-api/system/app-info/get',
    '/api/admin-api/system/app-info',
    '/uploads/avatars/hostile.svg',
  ])('%s is data: nothing loads, nothing runs, no origin', async (url) => {
    const response = await get(url);
    expect(response.headers['content-security-policy']).toBe(INERT_POLICY);
    expect(cspDirectives(INERT_POLICY).get('default-src')).toEqual(["'none'"]);
    expect(cspDirectives(INERT_POLICY).has('sandbox')).toBe(true);
  });

  it('serves an uploaded SVG as an image, sandboxed, never sniffed into a page', async () => {
    const response = await get('/uploads/avatars/hostile.svg');
    expect(response.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(response.body).toBe(HOSTILE_SVG);
    expect(response.headers['content-security-policy']).toBe(INERT_POLICY);
  });

  it("the app pages allow the build's own scripts and the shell's inline script by hash, nothing inline else", async () => {
    const response = await get('/market', { host: 'exchange.example:8443' });
    const policy = cspDirectives(response.headers['content-security-policy'] as string);
    expect(policy.get('script-src')).toEqual(["'self'", sha256(THEME_SCRIPT)]);
    expect(policy.get('script-src')).not.toContain("'unsafe-inline'");
    expect(policy.get('script-src')).not.toContain("'unsafe-eval'");
    expect(policy.get('script-src-attr')).toEqual(["'none'"]);
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('connect-src')).toEqual([
      "'self'",
      'ws://exchange.example:8443',
      'wss://exchange.example:8443',
    ]);
    const admin = await get('/admin/', { host: 'exchange.example:8443' });
    expect(admin.headers['content-security-policy']).toBe(response.headers['content-security-policy']);
  });

  it('a Host header that is not a plain host never reaches the policy', async () => {
    const response = await get('/market', { host: "evil; script-src 'unsafe-inline'" });
    const policy = cspDirectives(response.headers['content-security-policy'] as string);
    expect(policy.get('connect-src')).toEqual(["'self'"]);
    expect(policy.get('script-src')).toEqual(["'self'", sha256(THEME_SCRIPT)]);
  });

  it('the API docs get their own policy, on their routes only', async () => {
    const docs = await get('/api/docs/static/index.css');
    expect(docs.headers['content-security-policy']).toBe(DOCS_POLICY);
    expect(cspDirectives(DOCS_POLICY).get('script-src')).toEqual(["'self'"]);
    const lookalike = await get('/api/docsx');
    expect(lookalike.headers['content-security-policy']).toBe(INERT_POLICY);
  });

  it('hashes inline scripts exactly as written and skips scripts loaded from a file', () => {
    expect(inlineScriptHashes(WEB_SHELL)).toEqual([sha256(THEME_SCRIPT)]);
    expect(
      inlineScriptHashes('<script\n  type="module"\n  src="/a.js"></script><SCRIPT>\n x \n</SCRIPT>'),
    ).toEqual([sha256('\n x \n')]);
  });
});

/**
 * The router's own refusals (a malformed URL) are answered through `frameworkErrors`, where Fastify runs no hook: the
 * answer gets its headers from setDataHeaders, called there.
 */
describe('a refusal answered before any hook', () => {
  /** What the app's frameworkErrors does after setDataHeaders: the error envelope. */
  const refuse = (reply: FastifyReply) => reply.status(400).send({ code: 400 });

  it('carries the headers of data when frameworkErrors sets them', async () => {
    const app = Fastify({
      frameworkErrors: (_error, _request, reply) => {
        setDataHeaders(reply);
        void refuse(reply);
      },
    });
    app.get('/api/app-api/:name', async () => ({}));
    const response = await app.inject({ method: 'GET', url: '/api/app-api/%E0%A4%A' });
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-security-policy']).toBe(INERT_POLICY);
    for (const [name, value] of Object.entries(SECURITY_HEADERS))
      expect(response.headers[name], name).toBe(value);
    await app.close();
  });
});
