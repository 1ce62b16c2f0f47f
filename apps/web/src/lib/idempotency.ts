import { useCallback, useRef } from 'react';
import type { IDEMPOTENCY_HEADER as ContractHeader } from '@exchange/contracts/http/operation';

/** The header every money-moving call carries (typed by the contract; a type import keeps zod out). */
export const IDEMPOTENCY_HEADER: typeof ContractHeader = 'idempotency-key';

/**
 * A fresh random key that fits the contract's IDEMPOTENCY_KEY_PATTERN: crypto.randomUUID where the page is a secure
 * context, else a v4 UUID from getRandomValues (which plain-HTTP origins have too).
 */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** A stable text of a picked file for a request's identity: a different pick is a different request. */
export function fileFingerprint(file: File | null): string {
  return file ? `${file.name}:${file.size}:${file.type}:${file.lastModified}` : '';
}

/**
 * One idempotency key per request: `keyFor(request)` returns the same key while the same request is sent again (a
 * retry after a failure or a lost answer, a double tap), so the server applies it at most once, and a new key once
 * anything in it changed — the server answers a reused key with a different body with 422. `reset()` after
 * success starts the next request afresh. `request` is what identifies it, as JSON (leave out a pay password).
 */
export function useIdempotencyKey() {
  const last = useRef<{ fingerprint: string; key: string } | null>(null);
  const keyFor = useCallback((request: unknown): string => {
    const fingerprint = JSON.stringify(request);
    if (last.current?.fingerprint !== fingerprint) last.current = { fingerprint, key: newIdempotencyKey() };
    return last.current.key;
  }, []);
  const reset = useCallback(() => {
    last.current = null;
  }, []);
  return { keyFor, reset };
}
