import { hash, verify } from '@node-rs/argon2';
import { createHmac, timingSafeEqual } from 'node:crypto';

/** argon2id with OWASP's minimum: 19 MiB memory, 2 iterations, 1 lane. */
const ARGON2_OPTIONS = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string) => hash(password, ARGON2_OPTIONS);

export const verifyPassword = async (passwordHash: string | null, password: string) => {
  // An account without a hash still costs one argon2 run, so timing does not reveal which accounts exist.
  if (!passwordHash) {
    await hash(password, ARGON2_OPTIONS);
    return false;
  }
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
};

/** Short secrets (6-digit codes, captcha answers) are stored as keyed HMACs and compared in constant time. */
export const keyedHash = (secret: string, ...parts: string[]) =>
  createHmac('sha256', secret).update(parts.join('\u0000')).digest('hex');

export const constantTimeEqual = (left: string, right: string) => {
  const a = Buffer.from(left);
  const b = Buffer.from(right);
  return a.length === b.length && timingSafeEqual(a, b);
};
