import type { FastifyRequest } from 'fastify';
import type { AppContext, Caller } from '../../platform/context';
import { fail } from '../../platform/errors';
import { avatarKey } from './avatar-keys';
import { checkImage } from '../../platform/http/image-files';
import { uploadFileForm } from '@exchange/contracts';
import { readMultipartForm } from '../../platform/http/multipart-form';
import { requireActiveUser } from './users-repository';

/**
 * infra/file/upload: one image (part `file`), checked by magic bytes, stored PUBLIC under the caller's avatar
 * folder with a fresh UUID name. Returns the URL /uploads/… that update-avatar-name accepts for this user only.
 */
export const uploadFile = async (context: AppContext, caller: Caller, request: FastifyRequest) => {
  await requireActiveUser(context.db, caller.userId);
  const form = await readMultipartForm(request, uploadFileForm);
  const data = form.files.get('file');
  if (!data) return fail('FILE_REQUIRED', { field: 'file' });
  const image = await checkImage('file', data);
  const key = avatarKey(caller.userId, `${context.ids.uuid()}.${image.extension}`);
  await context.blobs.put(key, image.data, image.mime);
  return { url: context.blobs.publicUrl(key) };
};
