import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { startHarness, type Harness } from './support/harness';
import { text } from './support/locale';
import { registerByEmail as register } from './support/register';

let harness: Harness;
beforeAll(async () => {
  harness = await startHarness();
});
afterAll(async () => harness?.close());

const en = (key: string, values?: Record<string, string>) => text('en', key, values);
const ar = (key: string, values?: Record<string, string>) => text('ar', key, values);
let sequence = 0;
const newEmail = (viewport: string) => `e2e.${viewport}.${Date.now()}.${++sequence}@example.com`;

const registerByEmail = (page: Page, email: string, password: string) =>
  register(harness, page, email, password);

const logIn = async (page: Page, email: string, password: string, language = 'en') => {
  await page.goto(`${harness.baseUrl}/login`);
  await page.getByRole('textbox', { name: text(language, 'fields.email') }).fill(email);
  await page.getByLabel(text(language, 'fields.password'), { exact: true }).fill(password);
  await page.getByRole('button', { name: text(language, 'auth.login.submit'), exact: true }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
};

describe.each(['phone', 'desktop'] as const)('account journey on a %s', (viewport) => {
  it('registers by e-mail, logs in, changes theme and colours, switches to Arabic (RTL) and logs out', async () => {
    const { context, page } = await harness.newPage(viewport);
    const email = newEmail(viewport);
    const password = 'Journey2026';

    await registerByEmail(page, email, password);
    await harness.screenshot(page, `${viewport}-01-registered`);

    await page.goto(`${harness.baseUrl}/mine`);
    await page.getByText(email).first().waitFor();
    await page.getByRole('button', { name: en('mine.menu.logout') }).click();
    await page
      .getByRole('alertdialog')
      .getByRole('button', { name: en('mine.logoutConfirm') })
      .click();
    await page.waitForURL('**/login');

    await logIn(page, email, password);
    await page.goto(`${harness.baseUrl}/mine/theme`);
    await page.getByRole('radio', { name: en('theme.dark') }).click();
    await expect
      .poll(() => page.evaluate(() => document.documentElement.classList.contains('dark')))
      .toBe(true);

    await page.goto(`${harness.baseUrl}/mine/upDownColorConfig`);
    await page.getByRole('radio', { name: en('colors.upRed') }).click();
    await expect
      .poll(() =>
        page.evaluate(() => JSON.parse(localStorage.getItem('preferences') ?? '{}').state?.upDownColor),
      )
      .toBe('upRed');
    await harness.screenshot(page, `${viewport}-02-dark-up-red`);

    await page.goto(`${harness.baseUrl}/mine/userLanguage`);
    await page.getByRole('radio', { name: /العربية/ }).click();
    await expect
      .poll(() => page.evaluate(() => [document.documentElement.dir, document.documentElement.lang]))
      .toEqual(['rtl', 'ar']);
    await page.getByRole('heading', { name: ar('language.title') }).waitFor();

    await page.goto(`${harness.baseUrl}/mine`);
    await page.getByRole('button', { name: ar('mine.menu.logout') }).waitFor();
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    await harness.screenshot(page, `${viewport}-03-mine-arabic-rtl`);
    await page.getByRole('button', { name: ar('mine.menu.logout') }).click();
    await page
      .getByRole('alertdialog')
      .getByRole('button', { name: ar('mine.logoutConfirm') })
      .click();
    await page.waitForURL('**/login');
    // Logging out keeps the language and the other display preferences.
    await page.getByRole('button', { name: ar('auth.login.submit'), exact: true }).waitFor();
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    await harness.screenshot(page, `${viewport}-04-logged-out-arabic`);
    await context.close();
  });
});

describe('one device at a time', () => {
  it('a second login elsewhere forces the first device out with the spec message', async () => {
    const first = await harness.newPage('phone');
    const second = await harness.newPage('desktop');
    const email = newEmail('two-devices');
    const password = 'TwoDevices2026';
    await registerByEmail(first.page, email, password);
    await first.page.goto(`${harness.baseUrl}/mine`);
    await first.page.getByText(email).first().waitFor();

    // The first device does nothing: the data socket's FORCE_LOGOUT push logs it out with the server's message.
    const forcedOut = first.page
      .getByText('Your account was logged in on another device; this device has been logged out')
      .waitFor();
    await logIn(second.page, email, password);
    await second.page.getByText(en('auth.login.switchedDevice')).waitFor();
    await harness.screenshot(second.page, 'two-devices-02-new-device');
    await forcedOut;
    await first.page.waitForURL('**/login');
    await harness.screenshot(first.page, 'two-devices-01-forced-out');
    expect(await first.page.evaluate(() => localStorage.getItem('access_token'))).toBeNull();
    await first.context.close();
    await second.context.close();
  });
});
