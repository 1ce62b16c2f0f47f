import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const SERVER_SOURCE = fileURLToPath(new URL('../../src/', import.meta.url));

const walk = (directory: string): string[] =>
  readdirSync(directory).flatMap((name) => {
    const path = join(directory, name);
    return statSync(path).isDirectory() ? walk(path) : path.endsWith('.ts') ? [path] : [];
  });

/** The server's source files (relative to src/) and `filesMatching(pattern)`: the ones whose text matches. */
export const serverSource = () => {
  const files = walk(SERVER_SOURCE).map((path) => ({
    path: relative(SERVER_SOURCE, path),
    text: readFileSync(path, 'utf8'),
  }));
  return {
    files,
    filesMatching: (pattern: RegExp) =>
      files.filter((file) => pattern.test(file.text)).map((file) => file.path),
  };
};
