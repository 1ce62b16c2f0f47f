import { afterEach, describe, expect, it, vi } from 'vitest';
import { CHUNK_LOAD_TIMEOUT_MS, ChunkLoadTimeoutError, lazyWithTimeout } from './lazy-with-timeout';

afterEach(() => {
  vi.useRealTimers();
});

describe('lazyWithTimeout', () => {
  it('resolves with the module when it loads in time', async () => {
    vi.useFakeTimers();
    const load = lazyWithTimeout(
      () =>
        new Promise<{ Component: string }>((resolve) => setTimeout(() => resolve({ Component: 'x' }), 1_000)),
    );
    const pending = load();
    await vi.advanceTimersByTimeAsync(1_000);
    await expect(pending).resolves.toEqual({ Component: 'x' });
    expect(vi.getTimerCount()).toBe(0);
  });

  it('rejects with ChunkLoadTimeoutError after 120 s, not before', async () => {
    vi.useFakeTimers();
    const load = lazyWithTimeout(() => new Promise<never>(() => undefined));
    const outcome = load().then(
      () => 'resolved',
      (error: unknown) => error,
    );
    await vi.advanceTimersByTimeAsync(CHUNK_LOAD_TIMEOUT_MS - 1);
    let settled = false;
    void outcome.then(() => {
      settled = true;
    });
    await Promise.resolve();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const error = await outcome;
    expect(error).toBeInstanceOf(ChunkLoadTimeoutError);
    expect((error as ChunkLoadTimeoutError).timeoutMs).toBe(120_000);
  });

  it('passes a load failure through and clears its timer', async () => {
    vi.useFakeTimers();
    const load = lazyWithTimeout(() =>
      Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
    );
    await expect(load()).rejects.toThrow('Failed to fetch dynamically imported module');
    expect(vi.getTimerCount()).toBe(0);
  });
});
