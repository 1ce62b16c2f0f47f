import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { usePreferencesStore } from '@/data/preferences/preferences-store';
import { API, http, ok, server } from '../../test/msw-server';
import { setNavigator } from './navigation';
import { notify } from './notify';
import { onSessionEvent } from './session-events';
import { forceLogout, logout } from './session';
import { getAccessToken, setTokens } from './token-store';

const navigate = vi.fn();

beforeEach(() => {
  setNavigator(navigate);
  vi.spyOn(notify, 'error').mockReturnValue(undefined);
});

afterEach(() => {
  vi.restoreAllMocks();
  navigate.mockReset();
});

describe('logout', () => {
  it('ends the session on the server, clears the user data but keeps preferences, and goes to /login', async () => {
    let authorization: string | null = null;
    server.use(
      http.post(`${API}/system/auth/logout`, ({ request }) => {
        authorization = request.headers.get('authorization');
        return ok(true);
      }),
    );
    setTokens({ accessToken: 'a', refreshToken: 'r' });
    usePreferencesStore.getState().setLanguage('ar');
    window.sessionStorage.setItem('draft', 'x');
    const ended = vi.fn();
    const unsubscribe = onSessionEvent('sessionEnded', ended);
    await logout();
    unsubscribe();
    expect(authorization).toBe('Bearer a');
    expect(getAccessToken()).toBeNull();
    expect(window.localStorage.getItem('access_token')).toBeNull();
    expect(window.sessionStorage.getItem('draft')).toBeNull();
    expect(JSON.parse(window.localStorage.getItem('preferences') ?? '{}').state.language).toBe('ar');
    expect(ended).toHaveBeenCalledTimes(1);
    expect(navigate).toHaveBeenCalledWith('/login', { replace: true });
  });
});

describe('forced logout (409)', () => {
  it('shows the message, clears the session without calling the server, and stays on /pc_home', () => {
    window.history.replaceState(null, '', '/pc_home');
    setTokens({ accessToken: 'a', refreshToken: 'r' });
    forceLogout('Your account was logged in on another device');
    expect(notify.error).toHaveBeenCalledWith('Your account was logged in on another device');
    expect(getAccessToken()).toBeNull();
    expect(navigate).not.toHaveBeenCalled();
  });

  it('goes to /login from any other page', () => {
    window.history.replaceState(null, '', '/mine/settings');
    forceLogout('x');
    expect(navigate).toHaveBeenCalledWith('/login', { replace: true });
  });
});
