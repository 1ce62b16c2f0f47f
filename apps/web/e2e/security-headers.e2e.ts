import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INERT_POLICY } from '@exchange/server/platform/http/security-headers';
import adminEn from '../../admin/src/locales/en.json';
import { startHarness, type Harness } from './support/harness';
import { harnessApi, PNG_BYTES } from './support/harness-api';
import { watchPolicyViolations } from './support/policy-violations';
import { cspDirectives } from '../../server/test/support/csp';
import { isCanvasDrawn } from './support/chart-canvas';

// Issue 15: the security headers on the wire, and the apps running under their Content-Security-Policy — both charts
// drawing, the back office signed out and in, the API docs — with not one violation (every built web screen: the
// screen tour, which watches for violations on each).
let harness: Harness;
let outside: ReturnType<typeof harnessApi>;
let tokens: { accessToken: string; refreshToken: string };

const STAFF_PASSWORD = 'E2e-staff-security-headers-2026';
const LIVE_TIMEOUT_MS = 20_000;

beforeAll(async () => {
  harness = await startHarness();
  outside = harnessApi(harness, STAFF_PASSWORD);
  const email = `headers.${Date.now()}@example.com`;
  await outside.api(`/api/app-api/system/auth/send-captcha?purpose=1&email=${encodeURIComponent(email)}`);
  tokens = await outside.api('/api/app-api/system/auth/email-register', {
    method: 'POST',
    body: JSON.stringify({ email, code: await harness.latestCode(email), password: 'Headers2026' }),
  });
});
afterAll(async () => harness?.close());

describe('security headers', () => {
  it('an API answer, an uploaded file and both apps carry nosniff, a policy that forbids framing, no X-Powered-By', async () => {
    const form = new FormData();
    form.append('file', new Blob([PNG_BYTES], { type: 'image/png' }), 'avatar.png');
    const { url: upload } = await outside.api<{ url: string }>('/api/app-api/infra/file/upload', {
      method: 'POST',
      token: tokens.accessToken,
      body: form,
    });
    const answers = {
      api: '/api/app-api/system/app-info/get',
      upload,
      web: '/market',
      admin: '/admin/',
      docs: '/api/docs',
    };
    for (const [name, path] of Object.entries(answers)) {
      const response = await fetch(`${harness.baseUrl}${path}`);
      expect(response.status, name).toBe(200);
      expect(response.headers.get('x-content-type-options'), name).toBe('nosniff');
      expect(response.headers.get('referrer-policy'), name).toBe('no-referrer');
      expect(response.headers.get('x-powered-by'), name).toBeNull();
      const policy = cspDirectives(response.headers.get('content-security-policy'));
      expect(policy.get('frame-ancestors'), name).toEqual(["'none'"]);
      if (name === 'api' || name === 'upload')
        expect(response.headers.get('content-security-policy'), name).toBe(INERT_POLICY);
      if (name === 'web' || name === 'admin') {
        expect(policy.get('script-src')?.[0], name).toBe("'self'");
        expect(policy.get('script-src'), name).not.toContain("'unsafe-inline'");
        expect(policy.get('script-src'), name).not.toContain("'unsafe-eval'");
      }
    }
  });

  it('an SVG in the uploads, opened directly, runs no script', async () => {
    // Uploads are checked by magic bytes; this is the file that would get past a broken check.
    const directory = join(harness.built.context.config.DATA_DIR, 'uploads', 'public', 'probe');
    mkdirSync(directory, { recursive: true });
    writeFileSync(
      join(directory, 'hostile.svg'),
      '<svg xmlns="http://www.w3.org/2000/svg"><script>fetch("/api/app-api/system/app-info/get?ran=svg")</script></svg>',
    );
    const { context, page } = await harness.newPage('desktop');
    const beacons: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('ran=svg')) beacons.push(request.url());
    });
    const response = await page.goto(`${harness.baseUrl}/uploads/probe/hostile.svg`);
    await page.waitForTimeout(500);
    expect(beacons).toEqual([]);
    expect(response?.headers()['content-security-policy']).toBe(INERT_POLICY);
    await context.close();
  });
});

describe('the apps under their content security policy', () => {
  // Every built web screen opens under the policy with no violation in screen-tour.e2e.ts (phone, desktop, Arabic),
  // which visits them all anyway; here: the charts, the socket, the back office and the API docs.
  it('the price charts draw and the data socket streams, with no violation', async () => {
    const { context, page } = await harness.newPage('desktop');
    const violations = await watchPolicyViolations(page);
    for (const path of ['/contract?symbol=BTCUSDT&type=2', '/chart?symbol=BTCUSDT&type=1']) {
      await page.goto(`${harness.baseUrl}${path}`);
      await page.locator('[data-series] canvas').first().waitFor();
      await expect.poll(() => isCanvasDrawn(page), { timeout: LIVE_TIMEOUT_MS }).toBe(true);
    }
    // The data socket is allowed (connect-src): the last price moves with the feed's pushes.
    const lastPrice = page.getByTestId('last-price');
    const first = await lastPrice.textContent();
    await expect.poll(() => lastPrice.textContent(), { timeout: LIVE_TIMEOUT_MS }).not.toBe(first);
    expect(violations).toEqual([]);

    // The watcher does see a violation when there is one: a script from another origin is refused.
    await page.evaluate(() => {
      const script = document.createElement('script');
      script.src = 'https://scripts.example/injected.js';
      document.head.append(script);
    });
    await expect.poll(() => violations.some((line) => line.includes('scripts.example'))).toBe(true);
    await context.close();
  });

  it('the back office opens signed out and in every section with no violation', async () => {
    const { context, page } = await harness.newPage('desktop');
    const violations = await watchPolicyViolations(page);
    await page.goto(`${harness.baseUrl}/admin/`);
    await page.getByRole('heading', { name: adminEn.auth.signInTitle }).waitFor();
    await page.waitForLoadState('networkidle');

    const token = await outside.logInStaff();
    await page.evaluate((value) => sessionStorage.setItem('admin.accessToken', value), token);
    await page.goto(`${harness.baseUrl}/admin/`);
    const sections = Object.entries(adminEn.nav).filter(([key]) => key !== 'label');
    for (const [, label] of sections) {
      await page.getByRole('link', { name: label, exact: true }).click();
      await page.getByRole('heading', { name: label, exact: true }).waitFor();
      await page.waitForLoadState('networkidle');
    }
    expect(violations).toEqual([]);
    await context.close();
  });

  it('the API docs render under their own policy with no violation', async () => {
    const { context, page } = await harness.newPage('desktop');
    const violations = await watchPolicyViolations(page);
    await page.goto(`${harness.baseUrl}/api/docs`);
    await page.locator('.swagger-ui .opblock').first().waitFor();
    await page.waitForLoadState('networkidle');
    expect(violations).toEqual([]);
    await context.close();
  });
});
