import { BlobExistsError, BlobTooLargeError, type BlobStore } from './blob-store';
import { fail } from './errors';

/*
 * Uploads that go straight from the client to storage (S3) never reach the app's multipart checks, so they land on a
 * private key nobody serves or accepts, and become usable only when a confirm call has read them back and checked
 * them like an upload through the app: size, then magic bytes (the module's check). What the confirm publishes is
 * the bytes it checked, written by the app under a new key — never the object the client wrote, which the client
 * could still replace while its URL is valid.
 */

/** How long a direct-upload URL is valid: enough to send 5 MB on a slow phone, short enough to be single-use. */
export const DIRECT_UPLOAD_EXPIRES_SECONDS = 300;

/** Where `ownerFolder`'s direct upload `uploadId` lands: private, named by its id only (never the client's name). */
export const incomingUploadKey = (ownerFolder: string, uploadId: string) =>
  `private/incoming/${ownerFolder}/${uploadId}`;

/**
 * The bytes of a direct upload, at most `maxBytes` (checked before reading): a missing one is a 400 naming `field`
 * (never uploaded, expired or already confirmed), a larger one a 413 naming it.
 */
export const readDirectUpload = async (blobs: BlobStore, key: string, field: string, maxBytes: number) => {
  try {
    const data = await blobs.get(key, { maxBytes });
    if (data) return data;
  } catch (error) {
    if (error instanceof BlobTooLargeError) return fail('PAYLOAD_TOO_LARGE', { field });
    throw error;
  }
  return fail('BAD_REQUEST', {
    field,
    values: { reason: 'no upload with this id: upload the file first (each upload is confirmed once)' },
  });
};

/** Writes a checked file under its final key; one already there is this same upload confirmed before (or at once). */
export const publishOnce = async (blobs: BlobStore, key: string, data: Buffer, contentType: string) => {
  try {
    await blobs.put(key, data, contentType);
  } catch (error) {
    if (!(error instanceof BlobExistsError)) throw error;
  }
};
