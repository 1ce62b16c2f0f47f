// Decides whether a build output is older than any of its inputs, so `npm start` rebuilds only when needed.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const SKIP = new Set(['node_modules', 'dist', 'test', 'e2e', '.vite']);

const newestMtime = (path) => {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(path)) {
    if (SKIP.has(entry)) continue;
    newest = Math.max(newest, newestMtime(join(path, entry)));
  }
  return newest;
};

export const isOutdated = (output, inputs) =>
  !existsSync(output) || inputs.some((input) => newestMtime(input) > statSync(output).mtimeMs);
