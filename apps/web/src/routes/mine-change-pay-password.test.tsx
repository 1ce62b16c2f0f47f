import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notify } from '@/lib/notify';
import { setTokens } from '@/lib/token-store';
import { API, fail, http, ok, server } from '../../test/msw-server';
import { demoMember, referenceHandlers } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';

describe('pay password', () => {
  it('sends the code to the own contact (through a captcha when asked) and saves the 6 digits', async () => {
    setTokens({ accessToken: 'a', refreshToken: 'r' });
    vi.spyOn(notify, 'success').mockReturnValue(undefined);
    const codeQueries: string[] = [];
    let saved: unknown;
    server.use(
      ...referenceHandlers(),
      http.get(`${API}/member/get-current-member`, () => ok(demoMember)),
      http.get(`${API}/system/auth/send-captcha`, ({ request }) => {
        const query = new URL(request.url).searchParams;
        codeQueries.push(query.toString());
        return query.get('captchaCode')
          ? ok({ cooldownSeconds: 60, channel: 'email' })
          : fail(1_002_000_005, 'Please enter the image verification code', 400, 1);
      }),
      http.get(`${API}/system/auth/img-captcha`, () =>
        ok({
          captchaId: '7f1d2c3b-0000-4000-8000-000000000002',
          image: 'data:image/svg+xml;base64,PHN2Zy8+',
        }),
      ),
      http.put(`${API}/member/update-pay-pwd`, async ({ request }) => {
        saved = await request.json();
        return ok(true);
      }),
    );
    const { router } = renderApp('/mine/changePayPassword');
    const user = userEvent.setup();
    expect(await screen.findByText(/We send a verification code to demo@example.com/)).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Send code' }));
    const dialog = await screen.findByRole('dialog', { name: 'Security check' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Image code' }), 'k3y9');
    await user.click(within(dialog).getByRole('button', { name: 'Send code' }));
    expect(await screen.findByRole('button', { name: /Resend in (60|59) s/ })).toBeTruthy();
    expect(codeQueries).toEqual([
      'purpose=3',
      'purpose=3&captchaId=7f1d2c3b-0000-4000-8000-000000000002&captchaCode=k3y9',
    ]);

    await user.type(screen.getByRole('textbox', { name: 'Verification code' }), '654321');
    await user.type(screen.getByLabelText('Pay password'), '12345');
    await user.type(screen.getByLabelText('Confirm pay password'), '12345');
    await user.click(screen.getByRole('button', { name: 'Save pay password' }));
    expect(await screen.findByText('Pay password must be exactly 6 digits')).toBeTruthy();

    await user.type(screen.getByLabelText('Pay password'), '6');
    await user.type(screen.getByLabelText('Confirm pay password'), '6');
    await user.click(screen.getByRole('button', { name: 'Save pay password' }));
    await waitFor(() => expect(saved).toEqual({ code: '654321', payPassword: '123456' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/mine/settings'));
  });
});
