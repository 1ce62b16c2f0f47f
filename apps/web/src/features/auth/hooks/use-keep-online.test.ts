import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderHook } from '@testing-library/react';
import { KEEP_ONLINE_INTERVAL_MS, useKeepOnline } from './use-keep-online';
import * as keepOnlineApi from '../api/keep-online';

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('useKeepOnline', () => {
  it('pings at once, every 20 s and on window focus while signed in, and stops when signed out', () => {
    vi.useFakeTimers();
    const ping = vi.spyOn(keepOnlineApi, 'sendKeepOnline').mockResolvedValue(true);
    const { rerender } = renderHook(({ isSignedIn }) => useKeepOnline(isSignedIn), {
      initialProps: { isSignedIn: true },
    });
    expect(ping).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(KEEP_ONLINE_INTERVAL_MS);
    expect(ping).toHaveBeenCalledTimes(2);
    window.dispatchEvent(new Event('focus'));
    expect(ping).toHaveBeenCalledTimes(3);
    rerender({ isSignedIn: false });
    vi.advanceTimersByTime(KEEP_ONLINE_INTERVAL_MS * 3);
    window.dispatchEvent(new Event('focus'));
    expect(ping).toHaveBeenCalledTimes(3);
  });

  it('sends nothing for a visitor', () => {
    const ping = vi.spyOn(keepOnlineApi, 'sendKeepOnline').mockResolvedValue(true);
    renderHook(() => useKeepOnline(false));
    expect(ping).not.toHaveBeenCalled();
  });
});
