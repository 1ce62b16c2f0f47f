import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notify } from '@/lib/notify';
import { getAccessToken } from '@/lib/token-store';
import { API, http, ok, server } from '../../test/msw-server';
import { demoMember, referenceHandlers, tokenPair } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';

describe('register screen', () => {
  it('sends a code to the e-mail, counts down, and registers with it', async () => {
    vi.spyOn(notify, 'success').mockReturnValue(undefined);
    let codeQuery = '';
    let registerBody: unknown;
    server.use(
      ...referenceHandlers(),
      http.get(`${API}/system/auth/send-captcha`, ({ request }) => {
        codeQuery = new URL(request.url).search;
        return ok({ cooldownSeconds: 60, channel: 'email' });
      }),
      http.post(`${API}/system/auth/email-register`, async ({ request }) => {
        registerBody = await request.json();
        return ok(tokenPair);
      }),
      http.get(`${API}/member/get-current-member`, () => ok(demoMember)),
    );
    const { router } = renderApp('/register?inviteCode=FRIEND1');
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: 'E-mail' }), 'new@example.com');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByRole('button', { name: /Resend in (60|59) s/ })).toBeTruthy();
    expect(codeQuery).toBe('?purpose=1&email=new%40example.com');

    await user.type(screen.getByRole('textbox', { name: 'Verification code' }), '123456');
    await user.type(screen.getByLabelText('Password'), 'abc12345');
    await user.type(screen.getByLabelText('Confirm password'), 'abc12345');
    expect(
      (screen.getByRole('textbox', { name: 'Invitation code (optional)' }) as HTMLInputElement).value,
    ).toBe('FRIEND1');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
    expect(registerBody).toEqual({
      email: 'new@example.com',
      code: '123456',
      password: 'abc12345',
      inviteCode: 'FRIEND1',
    });
    expect(getAccessToken()).toBe('access-1');
  });

  it('validates the password rules and the confirmation, naming the fields', async () => {
    server.use(...referenceHandlers());
    renderApp('/register');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Password'), 'short');
    await user.type(screen.getByLabelText('Confirm password'), 'other');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(
      await screen.findByText('Password must be 8 to 64 characters with at least one letter and one digit'),
    ).toBeTruthy();
    expect(screen.getByText('Confirm password does not match')).toBeTruthy();
  });

  it('puts a server error under the field it names and follows a cooldown answer', async () => {
    vi.spyOn(notify, 'warning').mockReturnValue(undefined);
    server.use(
      ...referenceHandlers(),
      http.get(`${API}/system/auth/send-captcha`, ({ request }) =>
        new URL(request.url).searchParams.get('email') === 'taken@example.com'
          ? envelope(409, 1_002_000_002, 'This account is already registered', { field: 'email' }, 2)
          : envelope(429, 1_002_000_007, 'Please wait 42 seconds before requesting another code', {
              retryAfterSeconds: 42,
            }),
      ),
    );
    renderApp('/register');
    const user = userEvent.setup();
    const email = await screen.findByRole('textbox', { name: 'E-mail' });
    await user.type(email, 'taken@example.com');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByText('This account is already registered')).toBeTruthy();
    expect(email.getAttribute('aria-invalid')).toBe('true');

    await user.clear(email);
    await user.type(email, 'waiting@example.com');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByRole('button', { name: /Resend in (42|41) s/ })).toBeTruthy();
    expect(notify.warning).toHaveBeenCalledWith('Please wait 42 seconds before requesting another code');
  });
});

function envelope(status: number, code: number, msg: string, data: Record<string, unknown>, showType = 1) {
  return Response.json({ code, msg, data, showType }, { status });
}
