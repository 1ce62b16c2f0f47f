/** The header every money-moving call carries (the contract's IDEMPOTENCY_HEADER; names are case-insensitive). */
export const IDEMPOTENCY_HEADER_NAME = 'Idempotency-Key';

/**
 * A fresh key: 32 hex digits from the platform's random source. `crypto.getRandomValues` (unlike `randomUUID`)
 * works on plain-HTTP origins too, and the result fits the contract's IDEMPOTENCY_KEY_PATTERN.
 */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
