import type { Page } from 'playwright-core';
import type { Harness } from './harness';
import { text } from './locale';

const en = (key: string) => text('en', key);

/**
 * Registers `email` through the register screen as a user would (the code read from the outbox), and returns the
 * access token the app stored.
 */
export const registerByEmail = async (
  harness: Harness,
  page: Page,
  email: string,
  password: string,
  /** Where the user starts: an invite link (…/register?inviteCode=…) instead of the plain register screen. */
  startUrl = `${harness.baseUrl}/register`,
) => {
  await page.goto(startUrl);
  await page.getByRole('textbox', { name: en('fields.email') }).fill(email);
  await page.getByRole('button', { name: en('auth.sendCode') }).click();
  await page.getByText(en('auth.codeSent')).waitFor();
  await page.getByRole('textbox', { name: en('fields.code') }).fill(await harness.latestCode(email));
  await page.getByLabel(en('fields.password'), { exact: true }).fill(password);
  await page.getByLabel(en('fields.confirmPassword'), { exact: true }).fill(password);
  await page.getByRole('button', { name: en('auth.register.submit') }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/register'));
  const token = await page.evaluate(() => localStorage.getItem('access_token'));
  if (!token) throw new Error('no access token after registering');
  return token;
};
