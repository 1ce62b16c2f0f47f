import { existsSync, mkdirSync } from 'node:fs';
import { join, resolve, sep } from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import type { BlobStore } from '../blob-store';
import type { Config } from '../config';
import { AppError } from '../errors';
import { registerStoredUploads } from './stored-uploads';

/** Hashed build output (`/assets/name-<hash>.js`): its name changes with its content, so it never goes stale. */
export const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';
/** Everything else a browser may keep but must revalidate (ETag) before use: the shell, sw.js, the icons. */
export const REVALIDATE_CACHE = 'no-cache';

/** A built single-page app's directory: the first candidate (config first) that holds an index.html. */
export const findDist = (candidates: (string | undefined)[]) =>
  candidates
    .filter((candidate): candidate is string => Boolean(candidate))
    .map((candidate) => resolve(candidate))
    .find((candidate) => existsSync(join(candidate, 'index.html')));

/** Both apps' builds: the configured directory, else the app's dist under the repository root or beside apps/server. */
export const findBuilds = (config: Pick<Config, 'WEB_DIST_DIR' | 'ADMIN_DIST_DIR'>) => ({
  webDist: findDist([config.WEB_DIST_DIR, 'apps/web/dist', '../web/dist']),
  adminDist: findDist([config.ADMIN_DIST_DIR, 'apps/admin/dist', '../admin/dist']),
});

/**
 * Cache headers by path, for both apps' builds: hashed assets for a year (immutable), everything else revalidated.
 * Files the build pre-compressed (`.br`, `.gz` beside the original, see apps/web/build/precompress-plugin.ts) are
 * chosen by `Accept-Encoding`, so the answer varies with it.
 */
const setBuildHeaders = (response: { setHeader: (name: string, value: string) => unknown }, path: string) => {
  const isHashedAsset = path.includes(`${sep}assets${sep}`);
  response.setHeader('cache-control', isHashedAsset ? IMMUTABLE_CACHE : REVALIDATE_CACHE);
  // On every build file: a shared cache must not answer one encoding's request with another's (and on a file with
  // no compressed copy the header is harmless).
  response.setHeader('vary', 'Accept-Encoding');
};

/** `/admin` and everything under it belongs to the back office, never to the user app. */
const isAdminPage = (url: string) => {
  const path = url.split('?')[0] ?? '';
  return path === '/admin' || path.startsWith('/admin/');
};

export interface StaticRoots {
  /** Public uploads (avatars, logos) on this disk: served as stored. */
  uploadsRoot: string;
  /**
   * The blob store. One that keeps objects elsewhere (S3: it has `open`) serves /uploads/* through the app instead
   * of `uploadsRoot`; the local store's files stay on the fast disk path.
   */
  blobs?: BlobStore | undefined;
  /** The user app's build, served at `/` with its index.html for every other page; none in API-only runs. */
  webDist?: string | undefined;
  /** The back office's build, served at `/admin/` with its own index.html fallback. */
  adminDist?: string | undefined;
}

/**
 * Serves uploads and the two single-page apps: pre-compressed files by `Accept-Encoding`, hashed assets cached for
 * a year, `index.html` with `no-cache` and an ETag (a 304 when unchanged), and the SPA fallbacks. Anything else —
 * an unknown API path, a missing file — is the catalogue's NOT_FOUND.
 */
export const registerStaticFiles = async (app: FastifyInstance, roots: StaticRoots) => {
  const { uploadsRoot, blobs, webDist, adminDist } = roots;
  if (blobs?.open) registerStoredUploads(app, blobs);
  else {
    mkdirSync(uploadsRoot, { recursive: true });
    await app.register(fastifyStatic, {
      root: uploadsRoot,
      prefix: '/uploads/',
      decorateReply: false,
      index: false,
    });
  }
  const buildOptions = {
    wildcard: false,
    index: false,
    preCompressed: true,
    cacheControl: false,
    setHeaders: setBuildHeaders,
  } as const;
  if (webDist)
    await app.register(fastifyStatic, { ...buildOptions, root: webDist, prefix: '/', decorateReply: true });
  if (adminDist)
    await app.register(fastifyStatic, {
      ...buildOptions,
      root: adminDist,
      prefix: '/admin/',
      decorateReply: !webDist,
    });

  app.setNotFoundHandler(async (request, reply) => {
    const isPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !request.url.startsWith('/api/') &&
      !request.url.startsWith('/uploads/');
    // SPA fallbacks: /admin/* gets the back office's index.html, every other page the user app's.
    const pageDist = isPage && isAdminPage(request.url) ? adminDist : isPage ? webDist : undefined;
    if (pageDist) {
      setBuildHeaders(reply.raw, join(pageDist, 'index.html'));
      return reply.type('text/html; charset=utf-8').sendFile('index.html', pageDist);
    }
    throw new AppError('NOT_FOUND');
  });
};
