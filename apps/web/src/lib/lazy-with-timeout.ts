/** Spec §2: a page chunk that has not loaded after 120 seconds is an error. */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

export class ChunkLoadTimeoutError extends Error {
  readonly timeoutMs: number;

  constructor(timeoutMs: number) {
    super(`A page chunk did not load within ${timeoutMs} ms`);
    this.name = 'ChunkLoadTimeoutError';
    this.timeoutMs = timeoutMs;
  }
}

/**
 * Wraps a lazy import so that it rejects with {@link ChunkLoadTimeoutError} when it has not settled in time. The
 * router caches the rejection, so the error screen retries with a page reload (which also picks up a new build).
 */
export function lazyWithTimeout<T>(
  load: () => Promise<T>,
  timeoutMs = CHUNK_LOAD_TIMEOUT_MS,
): () => Promise<T> {
  return () =>
    new Promise<T>((resolve, reject) => {
      const timer = setTimeout(() => reject(new ChunkLoadTimeoutError(timeoutMs)), timeoutMs);
      load().then(
        (value) => {
          clearTimeout(timer);
          resolve(value);
        },
        (error: unknown) => {
          clearTimeout(timer);
          reject(error instanceof Error ? error : new Error(String(error)));
        },
      );
    });
}
