import { UPLOAD_MAX_BYTES } from '@exchange/contracts';
import type { AppContext, Caller } from '../../platform/context';
import { publishOnce, readDirectUpload } from '../../platform/direct-uploads';
import { AppError } from '../../platform/errors';
import { checkImage, type CheckedImage } from '../../platform/http/image-files';
import { avatarKey } from './avatar-keys';
import { incomingAvatarKey } from './upload-credentials';
import { requireActiveUser } from './users-repository';

/**
 * infra/file/upload-confirm: the direct upload `uploadId` of the caller is read back (at most UPLOAD_MAX_BYTES),
 * checked by magic bytes like infra/file/upload (415 naming `uploadId` otherwise), and the checked bytes are written
 * PUBLIC as the caller's avatar file `<uploadId>.<detected extension>`. The incoming object is deleted once the answer
 * is final (published or refused), so each upload is confirmed once; after a store failure it stays for a retry. A
 * leftover (a failed delete, an upload never confirmed) stays private, for the bucket's lifecycle rule on
 * `private/incoming/`.
 */
export const uploadConfirm = async (context: AppContext, caller: Caller, body: { uploadId: string }) => {
  await requireActiveUser(context.db, caller.userId);
  const incoming = incomingAvatarKey(caller.userId, body.uploadId);
  const discardIncoming = () =>
    context.blobs.delete(incoming).catch((error: unknown) => {
      context.logger.warn({ err: error, key: incoming }, 'a direct upload was not deleted');
    });
  let image: CheckedImage;
  try {
    const data = await readDirectUpload(context.blobs, incoming, 'uploadId', UPLOAD_MAX_BYTES);
    image = await checkImage('uploadId', data);
  } catch (error) {
    if (error instanceof AppError) await discardIncoming();
    throw error;
  }
  const key = avatarKey(caller.userId, `${body.uploadId}.${image.extension}`);
  await publishOnce(context.blobs, key, image.data, image.mime);
  await discardIncoming();
  return { url: context.blobs.publicUrl(key) };
};
