import { z } from 'zod';
import { defineOperation } from '../operation';

/**
 * After a `direct` upload: the server reads the object back, checks its size and magic bytes (JPEG, PNG or WebP) and
 * publishes it; the answer's URL is what `member/update-avatar-name` accepts. Until then the object is private and
 * unused. A confirmed (or refused) upload is consumed: a repeat is a 400 naming `uploadId`.
 */
export const uploadConfirm = defineOperation({
  method: 'POST',
  path: '/infra/file/upload-confirm',
  auth: 'member',
  summary: 'Check and publish an image uploaded straight to storage; returns its URL.',
  body: z.strictObject({ uploadId: z.string().uuid('must be the uploadId the credentials call returned') }),
  response: z.object({ url: z.string() }),
});
