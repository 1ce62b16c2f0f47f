import type { FastifyReply, FastifyRequest } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { chatUploadForm } from '@exchange/contracts';
import { imFiles, imGroups } from '../../platform/db/index';
import type { AppContext } from '../../platform/context';
import { fail } from '../../platform/errors';
import { checkImage, sendPrivateImage } from '../../platform/http/image-files';
import { readMultipartForm } from '../../platform/http/multipart-form';
import { memberGroup, type ChatParty } from './im-store';

/** Where an uploaded chat image is served (the url an image message carries). */
export const chatImageUrl = (id: string) => `/api/app-api/im/file/${id}`;

/**
 * `im/file/upload`: an image for one of the uploader's groups, checked by magic bytes, stored private; only the
 * group's members can read it, and only an image uploaded to a group can be sent there.
 */
export const uploadChatImage = async (context: AppContext, uploader: ChatParty, request: FastifyRequest) => {
  const form = await readMultipartForm(request, chatUploadForm);
  const file = form.files.get('file') ?? fail('FILE_REQUIRED', { field: 'file' });
  const { group } = await memberGroup(context.db, uploader, form.fields.groupId);
  const image = await checkImage('file', file);
  const id = context.ids.uuid();
  const blobKey = `private/im/${group.id}/${id}.${image.extension}`;
  await context.blobs.put(blobKey, image.data, image.mime);
  await context.db.insert(imFiles).values({
    id,
    groupId: group.id,
    uploaderKind: uploader.kind,
    uploaderId: uploader.id,
    blobKey,
    contentType: image.mime,
    createdAt: new Date(context.clock.nowMs()),
  });
  return { url: chatImageUrl(id) };
};

/**
 * `GET im/file/:id`: the image itself, to members of its group (anyone else: not found); `reader` null is staff
 * with chat.read (`GET im/inbox/file` on the staff API), who may see any conversation's images.
 */
export const sendChatImage = async (
  context: AppContext,
  reader: ChatParty | null,
  id: string,
  reply: FastifyReply,
) => {
  const [file] = await context.db.select().from(imFiles).where(eq(imFiles.id, id));
  if (!file) return fail('NOT_FOUND', { field: 'id' });
  if (reader)
    await memberGroup(context.db, reader, file.groupId, 'id').catch(() => fail('NOT_FOUND', { field: 'id' }));
  return sendPrivateImage(context, reply, { key: file.blobKey, contentType: file.contentType });
};

/**
 * An image of a subject's chat (`c2c:<order id>`) for staff deciding about the subject without the chat permissions
 * (the module owning the subject checks its own permission first): only an image uploaded to that chat.
 */
export const sendSubjectChatImage = async (
  context: AppContext,
  subject: { kind: string; id: number },
  fileId: string,
  reply: FastifyReply,
) => {
  const [file] = await context.db
    .select({ blobKey: imFiles.blobKey, contentType: imFiles.contentType })
    .from(imFiles)
    .innerJoin(imGroups, eq(imGroups.id, imFiles.groupId))
    .where(and(eq(imFiles.id, fileId), eq(imGroups.groupSign, `${subject.kind}:${subject.id}`)));
  if (!file) return fail('NOT_FOUND', { field: 'fileId' });
  return sendPrivateImage(context, reply, { key: file.blobKey, contentType: file.contentType });
};
