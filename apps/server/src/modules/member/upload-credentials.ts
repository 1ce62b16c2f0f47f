import { APP_API_PREFIX, uploadFile, type UploadCredentials } from '@exchange/contracts';
import type { AppContext, Caller } from '../../platform/context';
import { DIRECT_UPLOAD_EXPIRES_SECONDS, incomingUploadKey } from '../../platform/direct-uploads';
import { requireActiveUser } from './users-repository';

/** The app's own upload, for stores that take uploads only through the app (the local disk). */
const APP_UPLOAD_URL = `${APP_API_PREFIX}${uploadFile.path}`;

/** Where this user's direct upload `uploadId` lands before upload-confirm checks it (private, never served). */
export const incomingAvatarKey = (userId: number, uploadId: string) =>
  incomingUploadKey(`avatars/${userId}`, uploadId);

/**
 * infra/file/upload-credentials: on a store that accepts direct uploads (S3), a presigned PUT valid for
 * DIRECT_UPLOAD_EXPIRES_SECONDS whose key (a fresh UUID under the caller's private incoming folder), Content-Type
 * and Content-Length are fixed by the server; the contract already limited the type to the upload's images and the
 * size to its limit. Otherwise the app's multipart upload. Writes nothing.
 */
export const uploadCredentials = async (
  context: AppContext,
  caller: Caller,
  body: { contentType: string; sizeBytes: number },
): Promise<UploadCredentials> => {
  await requireActiveUser(context.db, caller.userId);
  const { blobs } = context;
  if (!blobs.createDirectUpload) return { mode: 'form', method: 'POST', url: APP_UPLOAD_URL, field: 'file' };
  const uploadId = context.ids.uuid();
  const signedAtMs = context.clock.nowMs();
  const upload = await blobs.createDirectUpload(incomingAvatarKey(caller.userId, uploadId), {
    contentType: body.contentType,
    sizeBytes: body.sizeBytes,
    expiresInSeconds: DIRECT_UPLOAD_EXPIRES_SECONDS,
    signingDate: new Date(signedAtMs),
  });
  return {
    mode: 'direct',
    ...upload,
    uploadId,
    expiresAt: signedAtMs + DIRECT_UPLOAD_EXPIRES_SECONDS * 1000,
  };
};
