import { useCallback, useRef } from 'react';
import { newIdempotencyKey } from '../utils/idempotency';

/**
 * One idempotency key per submission: `keyFor(fingerprint)` returns the same key while the form sends the same
 * request (a retry after a lost answer or an error), and a new one once anything in the request changed — the
 * server answers a reused key with a different body with 422. `reset()` after success starts the next one afresh.
 */
export function useIdempotencyKey() {
  const last = useRef<{ fingerprint: string; key: string } | null>(null);
  const keyFor = useCallback((fingerprint: string) => {
    if (last.current?.fingerprint === fingerprint) return last.current.key;
    const key = newIdempotencyKey();
    last.current = { fingerprint, key };
    return key;
  }, []);
  const reset = useCallback(() => {
    last.current = null;
  }, []);
  return { keyFor, reset };
}

/** A stable text of a file for a fingerprint: a different pick is a different request. */
export function fileFingerprint(file: File | null): string {
  return file ? `${file.name}:${file.size}:${file.type}:${file.lastModified}` : '';
}
