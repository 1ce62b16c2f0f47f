import { randomBytes, randomInt, randomUUID } from 'node:crypto';

/** Injected id and secret generation, so tests can pin them. */
export interface Ids {
  uuid(): string;
  /** A numeric code of `digits` digits, uniformly random (crypto). */
  numericCode(digits: number): string;
  /** URL-safe random token with `bytes` bytes of entropy. */
  token(bytes: number): string;
}

export const cryptoIds: Ids = {
  uuid: () => randomUUID(),
  numericCode: (digits) => String(randomInt(0, 10 ** digits)).padStart(digits, '0'),
  token: (bytes) => randomBytes(bytes).toString('base64url'),
};
