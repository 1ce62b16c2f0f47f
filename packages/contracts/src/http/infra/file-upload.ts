import { z } from 'zod';
import { defineOperation } from '../operation';

/** Images only (JPEG, PNG or WebP, checked by magic bytes), at most 5 MB; the URL is served under /uploads/. */
export const uploadFile = defineOperation({
  method: 'POST',
  path: '/infra/file/upload',
  auth: 'member',
  multipart: true,
  summary: 'Upload one image (multipart field `file`); returns its URL.',
  response: z.object({ url: z.string() }),
});
