import type { Page } from 'playwright-core';
import { totpCodeAt } from '@exchange/server/platform/auth/totp';
import adminEn from '../../../admin/src/locales/en.json';
import type { Harness } from './harness';
import type { harnessApi } from './harness-api';

/** A string of the admin app's English locale, by dotted key, with {{values}} filled in. */
export const adminText = (key: string, values: Record<string, string | number> = {}) => {
  const template = key
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], adminEn) as string;
  return template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name]));
};

let sequence = 0;

/** A staff account made by the super admin; its one-time password, shown once, is what the officer first uses. */
export const createOfficer = async (outside: ReturnType<typeof harnessApi>, role: string) => {
  const username = `${role}.${Date.now()}.${++sequence}`;
  const created = await outside.api<{ oneTimePassword: string }>('/api/admin-api/staff/create', {
    method: 'POST',
    token: await outside.logInStaff(),
    body: JSON.stringify({ username, role }),
  });
  return { username, oneTimePassword: created.oneTimePassword };
};

/** Signs in to /admin with the password and, when asked, the current code of `totpSecret`. */
export async function signInStaff(
  harness: Harness,
  page: Page,
  username: string,
  password: string,
  totpSecret?: string,
) {
  await page.goto(`${harness.baseUrl}/admin/`);
  await page.getByRole('textbox', { name: adminText('auth.username') }).fill(username);
  await page.getByLabel(adminText('auth.password'), { exact: true }).fill(password);
  await page.getByRole('button', { name: adminText('auth.signIn') }).click();
  if (!totpSecret) return;
  const code = page.getByRole('textbox', { name: adminText('auth.totpCode') });
  await code.fill(totpCodeAt(totpSecret, Date.now()));
  await page.getByRole('button', { name: adminText('auth.signIn') }).click();
}

/**
 * First sign-in of a new account: the one-time password, `password` as the new one, then TOTP enrolment from the
 * screen. Returns the TOTP secret.
 */
export async function firstStaffSignIn(
  harness: Harness,
  page: Page,
  officer: { username: string; oneTimePassword: string },
  password: string,
) {
  await signInStaff(harness, page, officer.username, officer.oneTimePassword);
  await page.getByLabel(adminText('auth.oldPassword'), { exact: true }).fill(officer.oneTimePassword);
  await page.getByLabel(adminText('auth.newPassword'), { exact: true }).fill(password);
  await page.getByLabel(adminText('auth.confirmPassword'), { exact: true }).fill(password);
  await page.getByRole('button', { name: adminText('auth.changePassword') }).click();
  await page.getByRole('img', { name: adminText('auth.qrLabel') }).waitFor();
  const secret = (await page.getByTestId('totp-secret').textContent())?.trim() ?? '';
  await page.getByRole('textbox', { name: adminText('auth.totpCode') }).fill(totpCodeAt(secret, Date.now()));
  await page.getByRole('button', { name: adminText('auth.confirmTotp') }).click();
  await page.getByRole('navigation', { name: adminText('nav.label') }).waitFor();
  return secret;
}
