import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routeDefinitions } from '../src/config/paths';
import { startHarness, type Harness } from './support/harness';
import { text } from './support/locale';
import { watchPolicyViolations } from './support/policy-violations';

// Every screen this issue builds opens at a phone and a desktop viewport and in Arabic (right-to-left), signed in
// where it needs a session, names itself with one h1, and shows neither the error screen nor "not found" — and runs
// under the app's Content-Security-Policy with not one violation (issue 15; the rest of that check is in
// security-headers.e2e.ts).
let harness: Harness;
let tokens: { accessToken: string; refreshToken: string };

const api = async <T>(method: 'GET' | 'POST', path: string, body?: object): Promise<T> => {
  const response = await fetch(`${harness.baseUrl}/api/app-api/${path}`, {
    method,
    headers: { 'content-type': 'application/json', userType: 'main' },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  const envelope = (await response.json()) as { code: number; data: T };
  if (envelope.code !== 0) throw new Error(`${path}: ${JSON.stringify(envelope)}`);
  return envelope.data;
};

beforeAll(async () => {
  harness = await startHarness();
  const email = `tour.${Date.now()}@example.com`;
  await api('GET', `system/auth/send-captcha?purpose=1&email=${encodeURIComponent(email)}`);
  tokens = await api('POST', 'system/auth/email-register', {
    email,
    code: await harness.latestCode(email),
    password: 'Tour20260',
  });
});
afterAll(async () => harness?.close());

const screens = routeDefinitions.filter((route) => route.isBuilt && route.path !== '/');
/** Screens per test: each part has the whole test timeout, however slow the machine, and a failure names its part. */
const PART_SIZE = 12;
const parts = Array.from({ length: Math.ceil(screens.length / PART_SIZE) }, (_, index) =>
  screens.slice(index * PART_SIZE, (index + 1) * PART_SIZE),
);
const variants = [
  { name: 'phone', viewport: 'phone', language: 'en' },
  { name: 'desktop', viewport: 'desktop', language: 'en' },
  { name: 'phone-ar', viewport: 'phone', language: 'ar' },
] as const;

describe.each(variants)('every built screen: $name', ({ name, viewport, language }) => {
  it.each(parts.map((part) => ({ part, from: part[0]?.path, to: part.at(-1)?.path })))(
    'opens $from … $to without an error or a policy violation',
    async ({ part }) => {
      const { context, page } = await harness.newPage(viewport);
      // Page errors are among the violations it collects.
      const failures = await watchPolicyViolations(page);
      const query = `access_token=${tokens.accessToken}&refresh_token=${tokens.refreshToken}`;
      if (language !== 'en') {
        // Chosen the way a user does; the preference persists across the page loads below.
        await page.goto(`${harness.baseUrl}/mine/userLanguage?${query}`);
        await page.getByRole('radio', { name: /العربية/ }).click();
        await page.waitForFunction(() => document.documentElement.lang === 'ar');
      }
      for (const screen of part) {
        await page.goto(`${harness.baseUrl}${screen.path}?${query}`);
        await page.locator('h1').first().waitFor({ state: 'attached' });
        await page.waitForLoadState('networkidle');
        const body = await page.locator('body').innerText();
        for (const key of ['errors.appTitle', 'errors.routeTitle', 'errors.notFoundTitle']) {
          if (body.includes(text(language, key))) failures.push(`${screen.path}: ${key}`);
        }
        const direction = await page.evaluate(() => document.documentElement.dir);
        if (direction !== (language === 'ar' ? 'rtl' : 'ltr'))
          failures.push(`${screen.path}: dir=${direction}`);
        await harness.screenshot(page, `tour-${name}${screen.path.replaceAll('/', '_')}`);
      }
      expect(failures).toEqual([]);
      await context.close();
    },
  );
});
