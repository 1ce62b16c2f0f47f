import { createHash, randomInt } from 'node:crypto';

/** A digest of what a request asked for, so a key reused with another body is told apart (422). */
export const requestDigest = (body: Record<string, unknown>) =>
  createHash('sha256')
    .update(JSON.stringify(Object.entries(body).sort(([left], [right]) => left.localeCompare(right))))
    .digest('hex');

/**
 * An order number: a letter for the kind (R recharge, W withdrawal, S swap, C contract order), the UTC time to the
 * second and ten random digits (`W202611231430001234567890`). Ten digits keep a clash between orders of the same
 * second negligible; the unique index would still refuse one rather than let two orders share a number.
 */
export const orderNumber = (prefix: 'R' | 'W' | 'S' | 'C', nowMs: number) => {
  const stamp = new Date(nowMs).toISOString().replace(/\D/g, '').slice(0, 14);
  return `${prefix}${stamp}${String(randomInt(0, 10_000_000_000)).padStart(10, '0')}`;
};
