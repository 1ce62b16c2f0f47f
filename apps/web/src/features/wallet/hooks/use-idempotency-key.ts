import { useCallback, useRef } from 'react';
import { newIdempotencyKey } from '../api/idempotency';

/**
 * One idempotency key per submission: submitting the same values again (a retry after a failure or no answer)
 * reuses the key, so the server applies the operation at most once; other values, or a completed submission
 * (`settle`), start a new one.
 */
export function useIdempotencyKey() {
  const attempt = useRef<{ fingerprint: string; key: string } | null>(null);
  const keyFor = useCallback((values: unknown): string => {
    const fingerprint = JSON.stringify(values);
    if (attempt.current?.fingerprint !== fingerprint) {
      attempt.current = { fingerprint, key: newIdempotencyKey() };
    }
    return attempt.current.key;
  }, []);
  const settle = useCallback(() => {
    attempt.current = null;
  }, []);
  return { keyFor, settle };
}
