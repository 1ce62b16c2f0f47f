import { createHash, randomInt } from 'node:crypto';

/**
 * The canonical form of a request: objects become their entries sorted by key, at every depth, so two bodies that
 * differ only in key order are the same request. Undefined members are left out, as JSON leaves them out.
 */
const canonicalForm = (value: unknown): unknown => {
  if (Array.isArray(value)) return value.map(canonicalForm);
  if (value === null || typeof value !== 'object') return value;
  return Object.entries(value)
    .filter(([, inner]) => inner !== undefined)
    .sort(([left], [right]) => (left < right ? -1 : left > right ? 1 : 0))
    .map(([key, inner]) => [key, canonicalForm(inner)]);
};

/**
 * The one request hash (money requests, ledger transfers): a digest of the canonical form, so a key reused with
 * another body is told apart (422) and the same body in another key order is not.
 */
export const requestDigest = (body: Record<string, unknown>) =>
  createHash('sha256')
    .update(JSON.stringify(canonicalForm(body)))
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
