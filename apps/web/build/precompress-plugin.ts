import { readFile, stat, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';
import { filesUnder } from './files-under';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text a browser downloads; images and fonts are compressed already. */
const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|webmanifest|txt|xml)$/;
/** Below this, the encoded file saves less than its headers cost. */
const MIN_BYTES = 1024;

/**
 * Writes `name.br` (brotli, quality 11) and `name.gz` (gzip, level 9) beside every text file of the build, once,
 * so the server picks one by `Accept-Encoding` without compressing per request (apps/server
 * platform/http/static-files.ts). Shared by the user app and the back office.
 */
export const precompress = (): Plugin => {
  let outDir = 'dist';
  return {
    name: 'exchange:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const files = filesUnder(outDir)
        .filter((file) => COMPRESSIBLE.test(file) && !file.startsWith('.vite/'))
        .map((file) => join(outDir, file));
      await Promise.all(
        files.map(async (path) => {
          if ((await stat(path)).size < MIN_BYTES) return;
          const content = await readFile(path);
          const [br, gz] = await Promise.all([
            brotli(content, {
              params: {
                [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
                [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
                [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
              },
            }),
            gzipAsync(content, { level: 9 }),
          ]);
          await Promise.all([writeFile(`${path}.br`, br), writeFile(`${path}.gz`, gz)]);
        }),
      );
    },
  };
};
