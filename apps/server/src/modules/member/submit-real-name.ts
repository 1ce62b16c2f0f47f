import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { RealNameStatus, realNameForm, type RealNameFields } from '@exchange/contracts';
import { isCountryCode } from '@exchange/contracts/reference/index';
import { realNameSubmissions, users, type Tx } from '../../platform/db/index';
import type { AppContext, Caller } from '../../platform/context';
import { fail } from '../../platform/errors';
import { checkImage, type CheckedImage } from '../../platform/http/image-files';
import { announceMemberChanged } from './member-cache';
import { readMultipartForm } from '../../platform/http/multipart-form';
import { latestRealNameSubmission, requireActiveUser } from './users-repository';

const DOCUMENT_SIDES = ['front', 'back'] as const;
type DocumentSide = (typeof DOCUMENT_SIDES)[number];

/** Under review or verified: nothing more to submit until staff reject it. */
const isLocked = (status: number | undefined) =>
  status === RealNameStatus.underReview || status === RealNameStatus.verified;

/** Every check that needs no write: text fields, both images by magic bytes. Bad input stops here, nothing stored. */
const readSubmission = async (request: FastifyRequest) => {
  const form = await readMultipartForm(request, realNameForm);
  if (!isCountryCode(form.fields.nationality)) {
    fail('BAD_REQUEST', { field: 'nationality', values: { reason: 'must be a known country code' } });
  }
  const images = {} as Record<DocumentSide, CheckedImage>;
  for (const side of DOCUMENT_SIDES) {
    const data = form.files.get(side);
    if (!data) return fail('FILE_REQUIRED', { field: side });
    images[side] = await checkImage(side, data);
  }
  return { fields: form.fields, images };
};

const recordSubmission = async (
  tx: Tx,
  input: { userId: number; fields: RealNameFields; keys: Record<DocumentSide, string>; now: Date },
) => {
  // The user row lock serialises two concurrent submissions, so the lock check below sees the other's insert.
  await tx.select({ id: users.id }).from(users).where(eq(users.id, input.userId)).for('update');
  const latest = await latestRealNameSubmission(tx, input.userId);
  if (isLocked(latest?.status)) fail('REAL_NAME_LOCKED');
  await tx.insert(realNameSubmissions).values({
    userId: input.userId,
    realName: input.fields.realName,
    nationality: input.fields.nationality,
    documentType: input.fields.documentType,
    documentNumber: input.fields.documentNumber,
    frontImageKey: input.keys.front,
    backImageKey: input.keys.back,
    status: RealNameStatus.underReview,
    createdAt: input.now,
  });
  await tx
    .update(users)
    .set({
      realName: input.fields.realName,
      realNameStatus: RealNameStatus.underReview,
      updatedAt: input.now,
    })
    .where(eq(users.id, input.userId));
};

/**
 * Real-name submission (multipart: realName, nationality, documentType, documentNumber + images front, back).
 * Images go to PRIVATE blob keys before the transaction (a blob store cannot join it); if the transaction then
 * fails, the files are unreferenced orphans that no route serves. Submission row and user status commit together.
 */
export const submitRealName = async (context: AppContext, caller: Caller, request: FastifyRequest) => {
  await requireActiveUser(context.db, caller.userId);
  const { fields, images } = await readSubmission(request);
  // Cheap early refusal before writing any file; recordSubmission re-checks under the lock.
  if (isLocked((await latestRealNameSubmission(context.db, caller.userId))?.status)) fail('REAL_NAME_LOCKED');
  const keys = {} as Record<DocumentSide, string>;
  for (const side of DOCUMENT_SIDES) {
    const image = images[side];
    keys[side] = `private/real-name/${caller.userId}/${context.ids.uuid()}.${image.extension}`;
    await context.blobs.put(keys[side], image.data, image.mime);
  }
  const now = new Date(context.clock.nowMs());
  await context.db.transaction((tx) => recordSubmission(tx, { userId: caller.userId, fields, keys, now }));
  await announceMemberChanged(context, caller.userId);
  return { status: RealNameStatus.underReview };
};
