/**
 * Deterministic randomness for the simulator: the same key always yields the same sequence, on every machine
 * (integer arithmetic only, then IEEE doubles; V8's Math.log/exp/sqrt are deterministic). Not for secrets.
 */

/** xmur3: a 32-bit hash of a string, used to seed one generator per key. */
const hashString = (text: string): number => {
  let hash = 1779033703 ^ text.length;
  for (let index = 0; index < text.length; index += 1) {
    hash = Math.imul(hash ^ text.charCodeAt(index), 3432918353);
    hash = (hash << 13) | (hash >>> 19);
  }
  hash = Math.imul(hash ^ (hash >>> 16), 2246822507);
  hash = Math.imul(hash ^ (hash >>> 13), 3266489909);
  return (hash ^= hash >>> 16) >>> 0;
};

export interface Random {
  /** Uniform in (0, 1): never exactly 0, so logarithms of it are finite. */
  uniform(): number;
  /** Standard normal (Box–Muller). */
  normal(): number;
}

/** A mulberry32 generator seeded from `key`. */
export const createRandom = (key: string): Random => {
  let state = hashString(key);
  const next = () => {
    state = (state + 0x6d2b79f5) | 0;
    let value = Math.imul(state ^ (state >>> 15), 1 | state);
    value = (value + Math.imul(value ^ (value >>> 7), 61 | value)) ^ value;
    return ((value ^ (value >>> 14)) >>> 0) / 4294967296;
  };
  const uniform = () => (next() * 4294967295 + 1) / 4294967297;
  return {
    uniform,
    normal: () => Math.sqrt(-2 * Math.log(uniform())) * Math.cos(2 * Math.PI * uniform()),
  };
};
