import { fileTypeFromBuffer } from 'file-type';
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
