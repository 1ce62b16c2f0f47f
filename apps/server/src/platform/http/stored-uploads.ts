import type { FastifyInstance } from 'fastify';
import { PUBLIC_PREFIX, isSafeBlobKey, type BlobStore } from '../blob-store';
import { AppError, assert } from '../errors';

/** What @fastify/static sends for an upload on disk: any cache may keep it, revalidated (ETag) before each use. */
export const UPLOAD_CACHE = 'public, max-age=0';

/** `public/<rest>` for the path after /uploads/, or null when it is no key the app would generate (`..`, `//`). */
const publicKeyOf = (rest: string | undefined) => {
  const key = `${PUBLIC_PREFIX}${rest ?? ''}`;
  return isSafeBlobKey(key) ? key : null;
};

const single = (value: string | string[] | undefined) => (typeof value === 'string' ? value : undefined);

/**
 * /uploads/* from a store off this disk (S3): public keys only, streamed through the app with the headers the disk
 * path sends (type as stored, length, ETag and Last-Modified, `public, max-age=0`, a 304 on a matching
 * `If-None-Match` / `If-Modified-Since`). The security headers (nosniff, the inert CSP) come from the app's
 * `onRequest` hook like on every answer. A missing object, a private key or a dot segment is the catalogue's
 * NOT_FOUND, as on disk. No ranges: uploads are images of at most 5 MB.
 */
export const registerStoredUploads = (app: FastifyInstance, blobs: BlobStore) => {
  const open = blobs.open?.bind(blobs);
  assert(open, 'a store served through the app can open objects');
  app.route({
    method: ['GET', 'HEAD'],
    url: '/uploads/*',
    schema: { hide: true },
    handler: async (request, reply) => {
      const key = publicKeyOf((request.params as { '*'?: string })['*']);
      if (!key) throw new AppError('NOT_FOUND');
      const opened = await open(key, {
        ifNoneMatch: single(request.headers['if-none-match']),
        ifModifiedSince: single(request.headers['if-modified-since']),
        isHeadOnly: request.method === 'HEAD',
      });
      if (opened.status === 'missing') throw new AppError('NOT_FOUND');
      reply.header('cache-control', UPLOAD_CACHE);
      if (opened.status === 'not-modified') return reply.code(304).send();
      if (opened.etag) reply.header('etag', opened.etag);
      if (opened.lastModified) reply.header('last-modified', opened.lastModified.toUTCString());
      reply.type(opened.contentType).header('content-length', opened.sizeBytes);
      return reply.send(opened.body ?? undefined);
    },
  });
};
