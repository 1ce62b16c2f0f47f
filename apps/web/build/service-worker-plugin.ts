import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { Plugin, Rolldown } from 'vite';
import { filesUnder } from './files-under';

type Bundle = Rolldown.OutputBundle;
type Chunk = Rolldown.OutputChunk;

/** The worker's source (plain JavaScript, not bundled); this plugin puts the build's data in front of it. */
const WORKER_SOURCE = new URL('./service-worker.js', import.meta.url);
/** Served by the API server (apps/server modules/system/web-manifest-route.ts), so a static preview may lack it. */
const OPTIONAL = ['/manifest.webmanifest'];
/** Build files that are never requested by the page: source maps, precompressed copies, Vite's manifest. */
const NOT_SERVED = /(?:\.map|\.br|\.gz)$|^\.vite\//;

/** The entry chunk, every chunk it imports statically (what index.html modulepreloads), their CSS and assets. */
const shellFiles = (bundle: Bundle): string[] => {
  const chunks = Object.values(bundle).filter((file): file is Chunk => file.type === 'chunk');
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const files = new Set<string>();
  const visit = (chunk: Chunk | undefined) => {
    if (!chunk || files.has(chunk.fileName)) return;
    files.add(chunk.fileName);
    for (const css of chunk.viteMetadata?.importedCss ?? []) files.add(css);
    for (const asset of chunk.viteMetadata?.importedAssets ?? []) files.add(asset);
    for (const imported of chunk.imports) visit(byName.get(imported));
  };
  for (const chunk of chunks) if (chunk.isEntry) visit(chunk);
  return [...files];
};

/**
 * Emits `sw.js` at the root of the build (scope /): build/service-worker.js preceded by this build's version (a
 * hash of every file name and of index.html, so any change to the build is a new worker) and its precache list:
 * the shell (/index.html, the entry chunk and its static imports, the CSS, what index.html links to in the build),
 * the public files (icons, logo, favicon) and, if the server has it, the web manifest. Lazily loaded chunks are
 * cached by the worker as screens load them. Registered by src/lib/service-worker.ts in production builds only.
 */
export const serviceWorker = (): Plugin => {
  let publicDir = '';
  let base = '/';
  return {
    name: 'exchange:service-worker',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      publicDir = config.publicDir;
      base = config.base;
    },
    generateBundle(_options, bundle) {
      const html = bundle['index.html'];
      if (html?.type !== 'asset') {
        this.error('service worker: the build has no index.html to serve as the offline shell');
      }
      const url = (file: string) => `${base}${file}`;
      // What index.html loads or preloads from the build (scripts, styles, the English strings), by its links.
      const htmlFiles = [...String(html.source).matchAll(/\s(?:src|href)="\/([^"?#]+)"/g)]
        .map((match) => match[1] ?? '')
        .filter((file) => file in bundle);
      const precache = [
        url('index.html'),
        ...shellFiles(bundle).map(url),
        ...htmlFiles.map(url),
        ...filesUnder(publicDir)
          .filter((file) => !NOT_SERVED.test(file))
          .map(url),
      ];
      const version = createHash('sha256')
        .update(JSON.stringify(Object.keys(bundle).sort()))
        .update(html.source)
        .update(JSON.stringify(precache))
        .digest('hex')
        .slice(0, 16);
      const build = { version, precache: [...new Set(precache)], optional: OPTIONAL };
      this.emitFile({
        type: 'asset',
        fileName: 'sw.js',
        source: `self.__SW_BUILD__ = ${JSON.stringify(build)};\n${readFileSync(WORKER_SOURCE, 'utf8')}`,
      });
    },
  };
};
