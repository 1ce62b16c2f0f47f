import { existsSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { gzipSync } from 'node:zlib';

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

const readManifest = (distDirectory: string): Manifest => {
  const manifestPath = join(distDirectory, '.vite/manifest.json');
  if (!existsSync(manifestPath))
    throw new Error(`${manifestPath} missing: build the web app first (npm run build -w @exchange/web)`);
  return JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest;
};

/** Adds the chunk under `key` and its static imports (transitively) to `files`. */
const addWithStaticImports = (manifest: Manifest, key: string, files: Set<string>) => {
  const chunk = manifest[key];
  if (!chunk || files.has(chunk.file)) return;
  files.add(chunk.file);
  for (const imported of chunk.imports ?? []) addWithStaticImports(manifest, imported, files);
};

/** Gzip (level 9) of each file once, however many screens share it. */
const gzipSizer = (distDirectory: string) => {
  const sizes = new Map<string, number>();
  const sizeOf = (file: string) => {
    let size = sizes.get(file);
    if (size === undefined) {
      size = gzipSync(readFileSync(join(distDirectory, file)), { level: 9 }).length;
      sizes.set(file, size);
    }
    return size;
  };
  return (files: Iterable<string>) => {
    let total = 0;
    for (const file of files) total += sizeOf(file);
    return total;
  };
};

/**
 * Gzipped bytes of the JavaScript a first visit to /login downloads before it is interactive: the entry chunk,
 * its static imports (transitively), and the login route module with its static imports.
 */
export const measureInitialJs = (distDirectory: string, routeSource = 'src/routes/login.tsx') => {
  const manifest = readManifest(distDirectory);
  const files = new Set<string>();
  const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entry) throw new Error('no entry chunk in the manifest');
  addWithStaticImports(manifest, entry, files);
  const route = Object.keys(manifest).find((key) => key.endsWith(routeSource));
  if (!route) throw new Error(`route module ${routeSource} not in the manifest`);
  addWithStaticImports(manifest, route, files);
  return { gzipBytes: gzipSizer(distDirectory)(files), files: [...files] };
};

/** The scripts `index.html` loads before anything else: its module script(s) and every modulepreload. */
const htmlInitialScripts = (distDirectory: string) => {
  const html = readFileSync(join(distDirectory, 'index.html'), 'utf8');
  const attribute = (tag: string, name: string) =>
    new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, 'i')
      .exec(tag)
      ?.slice(1)
      .find(Boolean);
  const files: string[] = [];
  for (const [tag] of html.matchAll(/<(?:script|link)\b[^>]*>/gi)) {
    const isModuleScript = /^<script/i.test(tag) && attribute(tag, 'type') === 'module';
    const isModulePreload = /^<link/i.test(tag) && attribute(tag, 'rel') === 'modulepreload';
    const url = isModuleScript ? attribute(tag, 'src') : isModulePreload ? attribute(tag, 'href') : undefined;
    // Local files only (the app's base is `/`); an absolute URL would not be in dist.
    if (url && !/^[a-z]+:|^\/\//i.test(url)) files.push(url.replace(/^\.?\//, ''));
  }
  if (files.length === 0) throw new Error('index.html loads no module script');
  return files;
};

export interface ScreenInitialJs {
  /** The route module's name, `contract` for src/routes/contract.tsx. */
  screen: string;
  source: string;
  /** Shared initial JS + the route module and its static imports, each file once. */
  gzipBytes: number;
  files: string[];
}

/**
 * Initial JS of every screen. Shared: the entry chunk and everything `index.html` modulepreloads (what the browser
 * fetches before knowing the route). Per screen: that plus its route module (src/routes/<screen>.tsx in Vite's
 * manifest) and the route module's static imports, transitively. Screens are sorted largest first.
 */
export const measureScreensInitialJs = (distDirectory: string) => {
  const manifest = readManifest(distDirectory);
  const gzipBytesOf = gzipSizer(distDirectory);
  const sharedFiles = htmlInitialScripts(distDirectory);
  for (const file of sharedFiles)
    if (!existsSync(join(distDirectory, file)))
      throw new Error(`index.html names ${file}, missing from dist`);
  const routes = Object.entries(manifest)
    .filter(([key]) => /^src\/routes\/[^/]+\.tsx$/.test(key))
    .map(([key]) => key);
  if (routes.length === 0) throw new Error('no src/routes/*.tsx module in the manifest');
  const screens: ScreenInitialJs[] = routes.map((source) => {
    const files = new Set(sharedFiles);
    addWithStaticImports(manifest, source, files);
    return { screen: basename(source, '.tsx'), source, gzipBytes: gzipBytesOf(files), files: [...files] };
  });
  screens.sort((a, b) => b.gzipBytes - a.gzipBytes);
  return { shared: { gzipBytes: gzipBytesOf(sharedFiles), files: sharedFiles }, screens };
};
