import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { staffErrors } from '@exchange/contracts/staff-errors';
import { getAccessToken, setAccessToken } from '@/lib/token-store';
import { staffSelf } from '../../../test/fixtures';
import { API, fail, http, ok, server } from '../../../test/msw-server';
import { renderApp } from '../../../test/render-app';

const session = (overrides: Record<string, unknown> = {}) => ({
  accessToken: 'staff-token',
  expiresAtMs: 1_900_000_000_000,
  mustChangePassword: false,
  mustEnrolTotp: false,
  role: 'finance',
  ...overrides,
});

describe('sign-in steps', () => {
  it('asks for the authentication code when the server requires it, then sends it with the password', async () => {
    const logins: unknown[] = [];
    server.use(
      http.post(`${API}/auth/login`, async ({ request }) => {
        const body = (await request.json()) as { totpCode?: string };
        logins.push(body);
        if (!body.totpCode)
          return fail(staffErrors.STAFF_TOTP_REQUIRED.code, 'Enter the code of your authenticator app', 401);
        return ok(session());
      }),
      http.get(`${API}/auth/me`, () => ok(staffSelf('finance'))),
      http.get(`${API}/recharge/page`, () => ok({ list: [], total: 0 })),
    );
    renderApp('/');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Username'), 'finance.one');
    await user.type(screen.getByLabelText('Password'), 'a-long-password-1');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    const code = await screen.findByLabelText('Authentication code');
    await waitFor(() => expect(document.activeElement).toBe(code));
    await user.type(code, '123456{Enter}');

    expect(await screen.findByRole('navigation', { name: 'Sections' })).toBeTruthy();
    expect(logins).toEqual([
      { username: 'finance.one', password: 'a-long-password-1' },
      { username: 'finance.one', password: 'a-long-password-1', totpCode: '123456' },
    ]);
    expect(getAccessToken()).toBe('staff-token');
  });

  it('validates the form by the contract before sending anything', async () => {
    renderApp('/');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Username is required')).toBeTruthy();
    expect(screen.getByText('Password is required')).toBeTruthy();
  });

  it('walks a new account through the forced password change, then TOTP enrolment, then into the app', async () => {
    let me = staffSelf('support', { mustChangePassword: true, mustEnrolTotp: true });
    let passwordBody: unknown = null;
    let confirmBody: unknown = null;
    server.use(
      http.post(`${API}/auth/login`, () => ok(session({ mustChangePassword: true, mustEnrolTotp: true }))),
      http.get(`${API}/auth/me`, () => ok(me)),
      http.put(`${API}/auth/update-password`, async ({ request }) => {
        passwordBody = await request.json();
        me = { ...me, mustChangePassword: false };
        return ok(true);
      }),
      http.post(`${API}/auth/totp/enrol`, () =>
        ok({
          secret: 'JBSWY3DPEHPK3PXP',
          otpauthUrl: 'otpauth://totp/Exchange:support.one?secret=JBSWY3DPEHPK3PXP',
        }),
      ),
      http.post(`${API}/auth/totp/confirm`, async ({ request }) => {
        confirmBody = await request.json();
        me = { ...me, mustEnrolTotp: false };
        return ok(true);
      }),
      http.get(`${API}/real-name/page`, () => ok({ list: [], total: 0 })),
    );
    renderApp('/');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Username'), 'support.one');
    await user.type(screen.getByLabelText('Password'), 'one-time-pass{Enter}');

    expect(await screen.findByRole('heading', { name: 'Choose your password' })).toBeTruthy();
    await user.type(screen.getByLabelText('Current password'), 'one-time-pass');
    await user.type(screen.getByLabelText('New password'), 'new-password-2024');
    await user.type(screen.getByLabelText('Repeat the new password'), 'new-password-2025');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('The two passwords differ')).toBeTruthy();
    expect(passwordBody).toBeNull();
    await user.clear(screen.getByLabelText('Repeat the new password'));
    await user.type(screen.getByLabelText('Repeat the new password'), 'new-password-2024{Enter}');

    expect(await screen.findByRole('heading', { name: 'Set up two-factor sign-in' })).toBeTruthy();
    expect(passwordBody).toEqual({ oldPassword: 'one-time-pass', newPassword: 'new-password-2024' });
    expect(await screen.findByRole('img', { name: 'QR code for the authenticator app' })).toBeTruthy();
    expect(screen.getByText('JBSWY3DPEHPK3PXP')).toBeTruthy();
    await user.type(screen.getByLabelText('Authentication code'), '654321{Enter}');

    expect(await screen.findByRole('navigation', { name: 'Sections' })).toBeTruthy();
    expect(confirmBody).toEqual({ code: '654321' });
  });

  it('returns to the login screen when the server ends the session', async () => {
    setAccessToken('stale-token');
    server.use(http.get(`${API}/auth/me`, () => fail(409, 'Your session was ended', 409)));
    renderApp('/deposits');
    expect(await screen.findByRole('heading', { name: 'Staff sign-in' })).toBeTruthy();
    expect(getAccessToken()).toBeNull();
  });
});
