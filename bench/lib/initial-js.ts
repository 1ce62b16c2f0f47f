import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}

/**
 * Gzipped bytes of the JavaScript a first visit to /login downloads before it is interactive: the entry chunk,
 * its static imports (transitively), and the login route module with its static imports.
 */
export const measureInitialJs = (distDirectory: string, routeSource = 'src/routes/login.tsx') => {
  const manifestPath = join(distDirectory, '.vite/manifest.json');
  if (!existsSync(manifestPath))
    throw new Error(`${manifestPath} missing: build the web app first (npm run build -w @exchange/web)`);
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<string, ManifestChunk>;
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entry) throw new Error('no entry chunk in the manifest');
  visit(entry);
  const route = Object.keys(manifest).find((key) => key.endsWith(routeSource));
  if (!route) throw new Error(`route module ${routeSource} not in the manifest`);
  visit(route);
  let gzipBytes = 0;
  for (const file of files)
    gzipBytes += gzipSync(readFileSync(join(distDirectory, file)), { level: 9 }).length;
  return { gzipBytes, files: [...files] };
};
