import { z } from 'zod';
import { defineOperation, type MultipartSpec } from '../operation';

/** No text fields; one image part `file`. */
export const uploadFileForm = { fields: z.strictObject({}), files: ['file'] } satisfies MultipartSpec;

/** Images only (JPEG, PNG or WebP, checked by magic bytes), at most 5 MB; the URL is served under /uploads/. */
export const uploadFile = defineOperation({
  method: 'POST',
  path: '/infra/file/upload',
  auth: 'member',
  multipart: uploadFileForm,
  summary: 'Upload one image (multipart field `file`); returns its URL.',
  response: z.object({ url: z.string() }),
});
