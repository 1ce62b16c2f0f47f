/**
 * fast-check options for the model tests: `numRuns`, plus the seed when `FC_SEED` is set, so a failing run (fast-check
 * prints its seed and path) can be repeated: `FC_SEED=<seed> npx vitest run --project server <file>`.
 */
export const propertyOptions = (numRuns: number): { numRuns: number; seed?: number } => {
  const raw = process.env.FC_SEED;
  if (raw === undefined || raw.trim() === '') return { numRuns };
  const seed = Number(raw);
  if (!Number.isInteger(seed)) throw new Error(`FC_SEED must be an integer, not ${JSON.stringify(raw)}`);
  return { numRuns, seed };
};
