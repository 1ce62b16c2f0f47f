import { existsSync } from 'node:fs';

/** The Chromium the browser tests drive: CHROME_PATH, else Debian's. Never a downloaded browser. */
export const findChromium = () =>
  [process.env.CHROME_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].find(
    (path) => path && existsSync(path),
  ) ?? null;
