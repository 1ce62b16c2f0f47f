import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderHook } from '@testing-library/react';
import {
  IDEMPOTENCY_HEADER as CONTRACT_HEADER,
  IDEMPOTENCY_KEY_PATTERN,
} from '@exchange/contracts/http/operation';
import { IDEMPOTENCY_HEADER, fileFingerprint, newIdempotencyKey, useIdempotencyKey } from './idempotency';

describe('idempotency', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('sends the contract’s header', () => {
    expect(IDEMPOTENCY_HEADER).toBe(CONTRACT_HEADER);
  });

  it('makes idempotency keys the server accepts, a new one each time', () => {
    const keys = new Set(Array.from({ length: 50 }, newIdempotencyKey));
    expect(keys.size).toBe(50);
    for (const key of keys) expect(key).toMatch(IDEMPOTENCY_KEY_PATTERN);
  });

  it('makes a v4 UUID without randomUUID (plain-HTTP origins)', () => {
    const { getRandomValues } = crypto;
    vi.stubGlobal('crypto', { getRandomValues: getRandomValues.bind(crypto) });
    const key = newIdempotencyKey();
    expect(key).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(key).toMatch(IDEMPOTENCY_KEY_PATTERN);
  });

  it('keeps one key while the same request is sent, a new one when it changes or after a reset', () => {
    const { result } = renderHook(() => useIdempotencyKey());
    const first = result.current.keyFor({ amount: '1', coin: 'USDT' });
    expect(result.current.keyFor({ amount: '1', coin: 'USDT' })).toBe(first);
    const changed = result.current.keyFor({ amount: '2', coin: 'USDT' });
    expect(changed).not.toBe(first);
    result.current.reset();
    expect(result.current.keyFor({ amount: '2', coin: 'USDT' })).not.toBe(changed);
  });

  it('tells picked files apart', () => {
    const screenshot = new File(['a'], 'proof.png', { type: 'image/png', lastModified: 1 });
    expect(fileFingerprint(null)).toBe('');
    expect(fileFingerprint(screenshot)).toBe('proof.png:1:image/png:1');
    expect(fileFingerprint(new File(['ab'], 'proof.png', { type: 'image/png', lastModified: 1 }))).not.toBe(
      fileFingerprint(screenshot),
    );
  });
});
