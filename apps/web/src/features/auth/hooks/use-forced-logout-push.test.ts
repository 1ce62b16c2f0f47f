import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderHook, waitFor } from '@testing-library/react';
import { ApiError, NO_RESPONSE_CODE, ShowType } from '@/lib/api-client';
import * as session from '@/lib/session';
import type { ServerMessage } from '@exchange/contracts/ws/data-socket';
import { handleForcedLogoutPush, useForcedLogoutPush } from './use-forced-logout-push';
import * as keepOnlineApi from '../api/keep-online';

type Push = (data: Extract<ServerMessage, { type: 'FORCE_LOGOUT' }>['data']) => void;

const fake = vi.hoisted(() => ({
  handlers: new Set<(data: { reason: 'otherLogin' | 'accountDeleted' | 'staff' }) => void>(),
  holders: 0,
}));

vi.mock('@/lib/data-socket', () => ({
  getDataSocket: () => ({
    onMessage: (_type: 'FORCE_LOGOUT', handler: Push) => {
      fake.handlers.add(handler);
      return () => fake.handlers.delete(handler);
    },
    retain: () => {
      fake.holders += 1;
      return () => {
        fake.holders -= 1;
      };
    },
  }),
}));

const push = (reason: Parameters<Push>[0]['reason'] = 'otherLogin') => {
  for (const handler of fake.handlers) handler({ reason });
};

afterEach(() => {
  vi.restoreAllMocks();
});

describe('useForcedLogoutPush', () => {
  it('holds the socket while signed in and runs the forced logout on a push', async () => {
    const probe = vi
      .spyOn(keepOnlineApi, 'sendKeepOnline')
      .mockRejectedValue(new ApiError(NO_RESPONSE_CODE, '', ShowType.error));
    const forceLogout = vi.spyOn(session, 'forceLogout').mockImplementation(() => undefined);
    const { rerender } = renderHook(({ isSignedIn }) => useForcedLogoutPush(isSignedIn), {
      initialProps: { isSignedIn: true },
    });
    await waitFor(() => expect(fake.holders).toBe(1));
    push();
    await waitFor(() => expect(forceLogout).toHaveBeenCalledWith(''));
    expect(probe).toHaveBeenCalledTimes(1);
    rerender({ isSignedIn: false });
    expect(fake.holders).toBe(0);
    expect(fake.handlers.size).toBe(0);
  });

  it.each(['staff', 'accountDeleted'] as const)(
    'ends the session the same way when the reason is %s (the server answers 409 with its message)',
    async (reason) => {
      const probe = vi
        .spyOn(keepOnlineApi, 'sendKeepOnline')
        .mockRejectedValue(new ApiError(409, 'Your session has ended. Please log in again', ShowType.error));
      const forceLogout = vi.spyOn(session, 'forceLogout').mockImplementation(() => undefined);
      const { unmount } = renderHook(() => useForcedLogoutPush(true));
      await waitFor(() => expect(fake.holders).toBe(1));
      push(reason);
      await waitFor(() => expect(probe).toHaveBeenCalledTimes(1));
      await Promise.resolve();
      // The API client's 409 handling logs out with the server's message; the push adds no second logout.
      expect(forceLogout).not.toHaveBeenCalled();
      unmount();
    },
  );

  it('opens nothing for a visitor', async () => {
    renderHook(() => useForcedLogoutPush(false));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(fake.holders).toBe(0);
  });
});

describe('handleForcedLogoutPush', () => {
  it('leaves a 409 answer to the API client, which shows the server message', async () => {
    vi.spyOn(keepOnlineApi, 'sendKeepOnline').mockRejectedValue(
      new ApiError(409, 'Your account was logged in on another device', ShowType.error),
    );
    const forceLogout = vi.spyOn(session, 'forceLogout').mockImplementation(() => undefined);
    await handleForcedLogoutPush();
    expect(forceLogout).not.toHaveBeenCalled();
  });

  it('logs out anyway when the check unexpectedly succeeds', async () => {
    vi.spyOn(keepOnlineApi, 'sendKeepOnline').mockResolvedValue(true);
    const forceLogout = vi.spyOn(session, 'forceLogout').mockImplementation(() => undefined);
    await handleForcedLogoutPush();
    expect(forceLogout).toHaveBeenCalledWith('');
  });
});
