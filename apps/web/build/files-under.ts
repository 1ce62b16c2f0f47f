import { readdirSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

/**
 * Every file below `directory` (dot files left out), as `/`-separated paths relative to it; none when it does not
 * exist. Shared by the build plugins that walk the output (precompression) or the public folder (the precache).
 */
export const filesUnder = (directory: string): string[] => {
  try {
    return readdirSync(directory, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile() && !entry.name.startsWith('.'))
      .map((entry) => relative(directory, join(entry.parentPath, entry.name)).split(sep).join('/'));
  } catch {
    return [];
  }
};
