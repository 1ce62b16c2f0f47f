import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { authenticator } from 'otplib';

/**
 * Staff TOTP (RFC 6238: SHA-1, 6 digits, 30 s steps, one step of drift either way). Secrets are sealed with
 * AES-256-GCM under a key derived from the server secret, so a database dump alone does not yield them. A code is
 * accepted once: the caller stores the step it matched and refuses any step at or before it.
 */
const STEP_SECONDS = 30;

const keyOf = (serverSecret: string) => createHash('sha256').update(`staff-totp:${serverSecret}`).digest();

export const sealTotpSecret = (serverSecret: string, secret: string): string => {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyOf(serverSecret), iv);
  const sealed = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  return [iv, cipher.getAuthTag(), sealed].map((part) => part.toString('base64url')).join('.');
};

export const openTotpSecret = (serverSecret: string, sealed: string): string => {
  const [iv, tag, data] = sealed.split('.').map((part) => Buffer.from(part, 'base64url'));
  if (!iv || !tag || !data) throw new Error('malformed sealed TOTP secret');
  const decipher = createDecipheriv('aes-256-gcm', keyOf(serverSecret), iv);
  decipher.setAuthTag(tag);
  return Buffer.concat([decipher.update(data), decipher.final()]).toString('utf8');
};

export const newTotpSecret = () => authenticator.generateSecret(20);

export const totpUri = (issuer: string, account: string, secret: string) =>
  authenticator.keyuri(account, issuer, secret);

/** The time step a code matches at `nowMs` (±1 step), or null. */
export const matchTotpStep = (secret: string, code: string, nowMs: number): number | null => {
  const delta = authenticator.clone({ epoch: nowMs, window: 1 }).checkDelta(code, secret);
  return delta === null ? null : Math.floor(nowMs / 1000 / STEP_SECONDS) + delta;
};

/** The code for `nowMs` (tests, and the dev helper that prints one). */
export const totpCodeAt = (secret: string, nowMs: number) =>
  authenticator.clone({ epoch: nowMs }).generate(secret);
