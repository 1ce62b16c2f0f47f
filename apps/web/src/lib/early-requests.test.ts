import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { earlyRequestPath, takeEarlyResponse } from './early-requests';

afterEach(() => {
  delete window.__early;
});

describe('reads started by index.html', () => {
  it('answers the first read from the early request, and later reads from the API', async () => {
    window.__early = { feedStatus: Promise.resolve({ code: 0, data: { isDemo: true } }) };
    const fallback = vi.fn(() => Promise.resolve({ isDemo: false }));
    expect(await takeEarlyResponse('feedStatus', fallback)).toEqual({ isDemo: true });
    expect(fallback).not.toHaveBeenCalled();
    expect(await takeEarlyResponse('feedStatus', fallback)).toEqual({ isDemo: false });
    expect(fallback).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['a failed request', () => Promise.resolve(null)],
    ['an error envelope', () => Promise.resolve({ code: 1_000_000_500, data: null })],
    ['a rejected request', () => Promise.reject(new Error('offline'))],
  ])('asks the API itself after %s', async (_case, pending) => {
    window.__early = { feedStatus: pending() };
    expect(await takeEarlyResponse('feedStatus', () => Promise.resolve('from the API'))).toBe('from the API');
  });

  it('asks the API when the page was not started by index.html', async () => {
    expect(await takeEarlyResponse('feedStatus', () => Promise.resolve('from the API'))).toBe('from the API');
  });

  it('index.html asks for the same path as the app would', () => {
    const html = readFileSync(join(import.meta.dirname, '..', '..', 'index.html'), 'utf8');
    expect(html).toContain(`feedStatus: fetch('${earlyRequestPath('feedStatus')}')`);
  });
});
