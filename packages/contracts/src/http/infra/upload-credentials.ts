import { z } from 'zod';
import { timestampMsSchema } from '../../common';
import { nameText } from '../../strict-text';
import { defineOperation } from '../operation';

/** The images `infra/file/upload` accepts (the server proves the type by magic bytes, never by name or header). */
export const UPLOAD_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export type UploadImageType = (typeof UPLOAD_IMAGE_TYPES)[number];
/** The most one uploaded file may hold, through the app or straight to storage. */
export const UPLOAD_MAX_BYTES = 5 * 1024 * 1024;

export const uploadCredentialsBody = z.strictObject({
  /** The name on the client's disk: informational only, never part of the stored key. */
  fileName: nameText(1, 255),
  contentType: z.enum(UPLOAD_IMAGE_TYPES, { error: `must be one of ${UPLOAD_IMAGE_TYPES.join(', ')}` }),
  sizeBytes: z
    .number({ error: 'must be a number of bytes' })
    .int('must be a whole number of bytes')
    .positive('must be a positive number of bytes')
    .max(UPLOAD_MAX_BYTES, `must be at most ${UPLOAD_MAX_BYTES} bytes (5 MB)`),
});

/**
 * `direct`: PUT the file's bytes (exactly `sizeBytes`, with `headers`) to `url` before `expiresAt`, then call
 * `infra/file/upload-confirm` with `uploadId`; only its answer's URL is usable. `form`: the store takes uploads only
 * through the app — POST the file as multipart part `field` to `url` (`infra/file/upload`), whose answer is the URL.
 */
export const uploadCredentialsResponse = z.discriminatedUnion('mode', [
  z.object({
    mode: z.literal('direct'),
    method: z.literal('PUT'),
    url: z.string(),
    headers: z.record(z.string(), z.string()),
    uploadId: z.string().uuid(),
    expiresAt: timestampMsSchema,
  }),
  z.object({
    mode: z.literal('form'),
    method: z.literal('POST'),
    url: z.string(),
    field: z.literal('file'),
  }),
]);
export type UploadCredentials = z.infer<typeof uploadCredentialsResponse>;

/** The spec's file upload "credentials" call: where and how to send one image, with its type and size fixed. */
export const uploadCredentials = defineOperation({
  method: 'POST',
  path: '/infra/file/upload-credentials',
  auth: 'member',
  summary:
    'Ask where to upload one image (type, size fixed here): a short-lived direct PUT to storage, or the app form.',
  body: uploadCredentialsBody,
  response: uploadCredentialsResponse,
});
