import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { notify } from './notify';
import { API, HttpResponse, fail, http, ok, server } from '../../test/msw-server';
import { ApiError, NO_RESPONSE_CODE, request } from './api-client';
import { setNavigator } from './navigation';
import { installSessionHandlers } from './session';
import { consumeUrlTokens, getAccessToken, getRefreshToken, setTokens } from './token-store';

const navigate = vi.fn();

beforeEach(() => {
  vi.spyOn(notify, 'error').mockReturnValue(undefined);
  vi.spyOn(notify, 'warning').mockReturnValue(undefined);
  vi.spyOn(notify, 'info').mockReturnValue(undefined);
  installSessionHandlers();
  setNavigator(navigate);
  window.history.replaceState(null, '', '/mine');
});

afterEach(() => {
  vi.restoreAllMocks();
  navigate.mockReset();
  vi.useRealTimers();
});

function tokenPair(suffix: string) {
  return { userId: 7, accessToken: `access-${suffix}`, refreshToken: `refresh-${suffix}`, expiresTime: 1 };
}

describe('request headers and envelope', () => {
  it('sends language, userType and the bearer token, and unwraps data', async () => {
    setTokens({ accessToken: 'access-1', refreshToken: 'refresh-1' });
    let seen: Headers | undefined;
    server.use(
      http.get(`${API}/member/get-current-member`, ({ request: incoming }) => {
        seen = incoming.headers;
        return ok({ id: 1 });
      }),
    );
    await expect(request({ method: 'GET', path: 'member/get-current-member' })).resolves.toEqual({ id: 1 });
    expect(seen?.get('authorization')).toBe('Bearer access-1');
    expect(seen?.get('usertype')).toBe('main');
    expect(seen?.get('language')).toBe('en');
  });

  it('sends GET parameters as a query string and POST bodies as JSON', async () => {
    let query = '';
    let body: unknown;
    server.use(
      http.get(`${API}/system/auth/send-captcha`, ({ request: incoming }) => {
        query = new URL(incoming.url).search;
        return ok({ cooldownSeconds: 60 });
      }),
      http.post(`${API}/system/auth/login`, async ({ request: incoming }) => {
        body = await incoming.json();
        return ok(tokenPair('x'));
      }),
    );
    await request({
      method: 'GET',
      path: 'system/auth/send-captcha',
      query: { purpose: 1, email: 'a@b.co', phone: undefined },
    });
    await request({
      method: 'POST',
      path: '/system/auth/login',
      body: { username: 'a@b.co', password: 'pw' },
    });
    expect(query).toBe('?purpose=1&email=a%40b.co');
    expect(body).toEqual({ username: 'a@b.co', password: 'pw' });
  });
});

describe('401: refresh once and replay', () => {
  it('refreshes exactly once for two concurrent 401s and replays both with the new token', async () => {
    setTokens({ accessToken: 'old', refreshToken: 'refresh-old' });
    let refreshCalls = 0;
    let refreshAuthorization: string | null = 'unset';
    server.use(
      http.post(`${API}/system/auth/refresh-token`, async ({ request: incoming }) => {
        refreshCalls += 1;
        refreshAuthorization = incoming.headers.get('authorization');
        expect(await incoming.json()).toEqual({ refreshToken: 'refresh-old' });
        return ok(tokenPair('new'));
      }),
      http.get(`${API}/wallet/:name`, ({ request: incoming, params }) =>
        incoming.headers.get('authorization') === 'Bearer access-new'
          ? ok({ wallet: params.name })
          : fail(401, 'expired', 401),
      ),
    );
    const [first, second] = await Promise.all([
      request({ method: 'GET', path: 'wallet/a' }),
      request({ method: 'GET', path: 'wallet/b' }),
    ]);
    expect(first).toEqual({ wallet: 'a' });
    expect(second).toEqual({ wallet: 'b' });
    expect(refreshCalls).toBe(1);
    expect(refreshAuthorization).toBeNull();
    expect(getAccessToken()).toBe('access-new');
    expect(getRefreshToken()).toBe('refresh-new');
  });

  it('logs out when the refresh token is refused', async () => {
    setTokens({ accessToken: 'old', refreshToken: 'refresh-old' });
    server.use(
      http.post(`${API}/system/auth/refresh-token`, () => fail(401, 'refresh expired', 401)),
      http.get(`${API}/member/get-current-member`, () => fail(401, 'expired', 401)),
      http.post(`${API}/system/auth/logout`, () => fail(401, 'expired', 401)),
    );
    await expect(
      request({ method: 'GET', path: 'member/get-current-member', noMsg: true }),
    ).rejects.toMatchObject({
      code: 401,
    });
    await vi.waitFor(() => expect(navigate).toHaveBeenCalledWith('/login', { replace: true }));
    expect(getAccessToken()).toBeNull();
  });

  it('does not refresh again within 5 s of the last refresh', async () => {
    setTokens({ accessToken: 'old', refreshToken: 'refresh-old' });
    let refreshCalls = 0;
    server.use(
      http.post(`${API}/system/auth/refresh-token`, () => {
        refreshCalls += 1;
        return ok(tokenPair(String(refreshCalls)));
      }),
      http.get(`${API}/always-401`, () => fail(401, 'expired', 401)),
    );
    await expect(request({ method: 'GET', path: 'always-401', noMsg: true })).rejects.toBeInstanceOf(
      ApiError,
    );
    await expect(request({ method: 'GET', path: 'always-401', noMsg: true })).rejects.toBeInstanceOf(
      ApiError,
    );
    expect(refreshCalls).toBe(1);
  });
});

describe('409: session replaced', () => {
  it('clears the tokens, shows the message and goes to /login', async () => {
    setTokens({ accessToken: 'a', refreshToken: 'r' });
    server.use(
      http.post(`${API}/system/auth/keep-online`, () => fail(409, 'Logged in on another device', 409)),
    );
    await expect(
      request({ method: 'POST', path: 'system/auth/keep-online', noMsg: true }),
    ).rejects.toMatchObject({
      code: 409,
    });
    expect(getAccessToken()).toBeNull();
    expect(getRefreshToken()).toBeNull();
    expect(navigate).toHaveBeenCalledWith('/login', { replace: true });
    expect(notify.error).toHaveBeenCalledWith('Logged in on another device');
  });

  it('keeps the user on /home (clearing the tokens) and handles 409 at most once per 3 s', async () => {
    window.history.replaceState(null, '', '/home');
    setTokens({ accessToken: 'a', refreshToken: 'r' });
    server.use(http.get(`${API}/member/get-current-member`, () => fail(409, 'Replaced', 409)));
    await Promise.allSettled([
      request({ method: 'GET', path: 'member/get-current-member' }),
      request({ method: 'GET', path: 'member/get-current-member' }),
    ]);
    expect(navigate).not.toHaveBeenCalled();
    expect(getAccessToken()).toBeNull();
    expect(notify.error).toHaveBeenCalledTimes(1);
  });
});

describe('error messages', () => {
  it('shows the server msg for a business error and keeps code and showType on the error', async () => {
    server.use(
      http.post(`${API}/system/auth/login`, () => fail(1_002_000_001, 'Incorrect account or password')),
    );
    const error = await request({ method: 'POST', path: 'system/auth/login', body: { a: 1 } }).catch(
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: 1_002_000_001, msg: 'Incorrect account or password', showType: 2 });
    expect(notify.error).toHaveBeenCalledWith('Incorrect account or password');
  });

  it('shows nothing when the request carries noMsg', async () => {
    server.use(
      http.post(`${API}/system/auth/login`, () => fail(1_002_000_001, 'Incorrect account or password')),
    );
    await expect(request({ method: 'POST', path: 'system/auth/login', noMsg: true })).rejects.toBeInstanceOf(
      ApiError,
    );
    expect(notify.error).not.toHaveBeenCalled();
    expect(notify.warning).not.toHaveBeenCalled();
  });

  it('uses warning for showType warn (captcha required)', async () => {
    server.use(
      http.post(`${API}/system/auth/login`, () => fail(1_002_000_005, 'Please enter the image code', 400, 1)),
    );
    await expect(request({ method: 'POST', path: 'system/auth/login' })).rejects.toMatchObject({
      showType: 1,
    });
    expect(notify.warning).toHaveBeenCalledWith('Please enter the image code');
  });

  it('reports a network failure as "None response! Please retry."', async () => {
    server.use(http.get(`${API}/system/app-info/get`, () => HttpResponse.error()));
    const error = await request({ method: 'GET', path: 'system/app-info/get' }).catch(
      (caught: unknown) => caught,
    );
    expect(error).toMatchObject({ code: NO_RESPONSE_CODE, msg: 'None response! Please retry.' });
    expect(notify.error).toHaveBeenCalledWith('None response! Please retry.');
  });

  it('treats a response without an envelope (proxy error page) as no response', async () => {
    server.use(
      http.get(`${API}/system/app-info/get`, () => new HttpResponse('Bad gateway', { status: 502 })),
    );
    await expect(request({ method: 'GET', path: 'system/app-info/get', noMsg: true })).rejects.toMatchObject({
      code: NO_RESPONSE_CODE,
    });
  });
});

describe('de-duplication of identical mutating calls', () => {
  it('shares one call for the same method, url and body within 300 ms, not for a different body', async () => {
    let calls = 0;
    server.use(
      http.post(`${API}/system/auth/update-pwd`, () => {
        calls += 1;
        return ok(true);
      }),
    );
    const body = { oldPassword: 'a', newPassword: 'b1234567' };
    const first = request({ method: 'POST', path: 'system/auth/update-pwd', body });
    const second = request({ method: 'POST', path: 'system/auth/update-pwd', body: { ...body } });
    const other = request({
      method: 'POST',
      path: 'system/auth/update-pwd',
      body: { ...body, newPassword: 'c' },
    });
    expect(second).toBe(first);
    await Promise.all([first, second, other]);
    expect(calls).toBe(2);
  });

  it('sends the same call again once 300 ms have passed', async () => {
    let calls = 0;
    server.use(
      http.post(`${API}/system/auth/keep-online`, () => {
        calls += 1;
        return ok(true);
      }),
    );
    await request({ method: 'POST', path: 'system/auth/keep-online' });
    await new Promise((resolve) => setTimeout(resolve, 320));
    await request({ method: 'POST', path: 'system/auth/keep-online' });
    expect(calls).toBe(2);
  });
});

describe('tokens in the page URL', () => {
  it('stores access_token and refresh_token from the query and removes them from the address bar', () => {
    window.history.replaceState(
      null,
      '',
      '/mine?tab=1&access_token=url-access&refresh_token=url-refresh#top',
    );
    expect(consumeUrlTokens()).toBe(true);
    expect(getAccessToken()).toBe('url-access');
    expect(getRefreshToken()).toBe('url-refresh');
    expect(window.localStorage.getItem('access_token')).toBe('url-access');
    expect(`${window.location.pathname}${window.location.search}${window.location.hash}`).toBe(
      '/mine?tab=1#top',
    );
  });

  it('leaves the URL alone when it carries no token', () => {
    window.history.replaceState(null, '', '/login?redirect=%2Fmine');
    expect(consumeUrlTokens()).toBe(false);
    expect(window.location.search).toBe('?redirect=%2Fmine');
  });
});
