import { fileTypeFromBuffer } from 'file-type';
import type { FastifyReply } from 'fastify';
import type { AppContext } from '../context';
import { fail } from '../errors';

/** Images we accept, by the type their first bytes prove (never the client's filename or Content-Type). */
const ALLOWED_IMAGE_EXTENSIONS: Readonly<Record<string, string>> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
};

export interface CheckedImage {
  data: Buffer;
  mime: string;
  extension: string;
}

/** Refuses anything that is not a JPEG, PNG or WebP by magic bytes (415, naming the part). */
export const checkImage = async (field: string, data: Buffer): Promise<CheckedImage> => {
  const detected = await fileTypeFromBuffer(data);
  const extension = detected ? ALLOWED_IMAGE_EXTENSIONS[detected.mime] : undefined;
  if (!detected || !extension) return fail('UNSUPPORTED_MEDIA_TYPE', { field });
  return { data, mime: detected.mime, extension };
};

const MIME_BY_EXTENSION: Readonly<Record<string, string>> = Object.fromEntries(
  Object.entries(ALLOWED_IMAGE_EXTENSIONS).map(([mime, extension]) => [extension, mime]),
);

/**
 * Answers with a private stored image (a proof, a document side, a chat or feedback image): never public, never shared
 * by proxies, never sniffed. Its type is the one stored with it, else read from the key's extension. A blob that is
 * gone is a 404 naming `field`.
 */
export const sendPrivateImage = async (
  context: Pick<AppContext, 'blobs'>,
  reply: FastifyReply,
  blob: { key: string; contentType?: string; field?: string; cache?: 'private' | 'no-store' },
) => {
  const data = await context.blobs.get(blob.key);
  if (!data) return fail('NOT_FOUND', { field: blob.field ?? 'id' });
  const type =
    blob.contentType ?? MIME_BY_EXTENSION[blob.key.split('.').pop() ?? ''] ?? 'application/octet-stream';
  return reply
    .header('cache-control', blob.cache === 'no-store' ? 'private, no-store' : 'private, max-age=300')
    .header('x-content-type-options', 'nosniff')
    .type(type)
    .send(data);
};
