import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { paths, routeDefinitions } from '@/config/paths';
import type { RouteKey } from '@/config/paths';
import { notify } from '@/lib/notify';
import { getAccessToken, setTokens } from '@/lib/token-store';
import { API, fail, http, ok, server } from '../../test/msw-server';
import { demoMember, referenceHandlers, tokenPair } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';
import { screenModules } from './router';

describe('route table and router', () => {
  it('serves exactly the built routes of config/paths.ts', () => {
    const served = Object.keys(screenModules).sort();
    const built = (Object.keys(paths) as RouteKey[]).filter((key) => paths[key].isBuilt).sort();
    expect(served).toEqual(built);
    expect(routeDefinitions.filter((route) => route.isBuilt).length).toBe(built.length);
  });

  it('shows the not-found page for a path no screen serves', async () => {
    server.use(...referenceHandlers());
    renderApp('/no_such_page');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
    expect(screen.getByText('There is no page at /no_such_page.')).toBeTruthy();
  });

  it('sends / to the market, which a visitor may open', async () => {
    server.use(...referenceHandlers());
    const { router } = renderApp('/');
    expect(await screen.findByRole('heading', { name: 'Market' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/market');
  });

  it('sends a user holding both tokens from a fresh /login to the home route', async () => {
    setTokens({ accessToken: 'a', refreshToken: 'r' });
    server.use(
      ...referenceHandlers(),
      http.get(`${API}/member/get-current-member`, () => ok(demoMember)),
    );
    const { router } = renderApp('/login');
    expect(await screen.findByRole('heading', { name: 'Test Exchange' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/home');
  });

  it('logs out fully when /login is opened from another route', async () => {
    setTokens({ accessToken: 'a', refreshToken: 'r' });
    const logoutCall = vi.fn();
    server.use(
      ...referenceHandlers(),
      http.get(`${API}/member/get-current-member`, () => ok(demoMember)),
      http.post(`${API}/system/auth/logout`, () => {
        logoutCall();
        return ok(true);
      }),
    );
    const { router } = renderApp('/mine');
    await screen.findByText('Demo Trader');
    await router.navigate('/login');
    expect(await screen.findByRole('heading', { name: 'Log in' })).toBeTruthy();
    expect(logoutCall).toHaveBeenCalledTimes(1);
    expect(getAccessToken()).toBeNull();
  });
});

describe('login screen', () => {
  it('names the field in every validation message', async () => {
    server.use(...referenceHandlers());
    renderApp('/login');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('E-mail is required')).toBeTruthy();
    expect(screen.getByText('Password is required')).toBeTruthy();
    await user.type(screen.getByRole('textbox', { name: 'E-mail' }), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('E-mail must be a valid e-mail address')).toBeTruthy();
  });

  it('checks for another session, logs in, stores the tokens and says the login switched device', async () => {
    const info = vi.spyOn(notify, 'info').mockReturnValue(undefined);
    const bodies: unknown[] = [];
    server.use(
      ...referenceHandlers(),
      http.post(`${API}/system/auth/valid-repeat-login`, async ({ request }) => {
        bodies.push(await request.json());
        return ok({ hasOtherSession: true });
      }),
      http.post(`${API}/system/auth/login`, async ({ request }) => {
        bodies.push(await request.json());
        return ok(tokenPair);
      }),
      http.get(`${API}/member/get-current-member`, () => ok(demoMember)),
    );
    const { router } = renderApp('/login');
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: 'E-mail' }), 'demo@example.com');
    await user.type(screen.getByLabelText('Password'), 'Demo2026');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
    expect(bodies).toEqual([
      { username: 'demo@example.com', password: 'Demo2026' },
      { username: 'demo@example.com', password: 'Demo2026' },
    ]);
    expect(getAccessToken()).toBe('access-1');
    expect(info).toHaveBeenCalledWith('Login switched to this device, other devices logged out');
  });

  it('shows the image captcha when the server asks for it and sends the answer', async () => {
    let captchaSent: unknown = null;
    server.use(
      ...referenceHandlers(),
      http.post(`${API}/system/auth/valid-repeat-login`, async ({ request }) => {
        const body = (await request.json()) as { captchaId?: string; captchaCode?: string };
        if (!body.captchaId) return fail(1_002_000_005, 'Please enter the image verification code', 400, 1);
        captchaSent = body;
        return fail(1_002_000_001, 'Incorrect account or password');
      }),
      http.get(`${API}/system/auth/img-captcha`, () =>
        ok({
          captchaId: '7f1d2c3b-0000-4000-8000-000000000001',
          image: 'data:image/svg+xml;base64,PHN2Zy8+',
        }),
      ),
    );
    renderApp('/login');
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: 'E-mail' }), 'demo@example.com');
    await user.type(screen.getByLabelText('Password'), 'wrong-pass1');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByRole('img', { name: 'Image verification code' })).toBeTruthy();
    expect(screen.getByText('Please enter the image verification code')).toBeTruthy();
    await user.type(screen.getByRole('textbox', { name: 'Image code' }), 'ab12');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() =>
      expect(captchaSent).toMatchObject({
        captchaId: '7f1d2c3b-0000-4000-8000-000000000001',
        captchaCode: 'ab12',
      }),
    );
    expect(await screen.findByText('Incorrect account or password')).toBeTruthy();
  });
});
