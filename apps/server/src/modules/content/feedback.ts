import { and, asc, desc, eq, inArray, isNull, isNotNull, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { FEEDBACK_IMAGE_PARTS, feedbackForm, type AdminFeedback, type Feedback } from '@exchange/contracts';
import { contentFeedback, contentFeedbackImages, type DbOrTx } from '../../platform/db/index';
import type { AppContext, Caller, StaffCaller } from '../../platform/context';
import { fail } from '../../platform/errors';
import { checkImage, sendPrivateImage, type CheckedImage } from '../../platform/http/image-files';
import { readMultipartForm } from '../../platform/http/multipart-form';
import { auditedTransaction, recordAudit } from '../../platform/http/staff-audit';

type FeedbackRow = typeof contentFeedback.$inferSelect;

/** Where the author reads an image, and where staff do. */
const memberImageUrl = (id: string) => `/api/app-api/content/feedback/image/${id}`;
const staffImageUrl = (id: string) => `/api/admin-api/content/feedback/image?id=${id}`;

const imageIdsOf = async (db: DbOrTx, feedbackIds: readonly number[]) => {
  const byFeedback = new Map<number, string[]>();
  if (feedbackIds.length === 0) return byFeedback;
  const rows = await db
    .select({ id: contentFeedbackImages.id, feedbackId: contentFeedbackImages.feedbackId })
    .from(contentFeedbackImages)
    .where(inArray(contentFeedbackImages.feedbackId, [...feedbackIds]))
    .orderBy(asc(contentFeedbackImages.position));
  for (const row of rows) byFeedback.set(row.feedbackId, [...(byFeedback.get(row.feedbackId) ?? []), row.id]);
  return byFeedback;
};

const toFeedback = (row: FeedbackRow, images: readonly string[]): Feedback => ({
  id: row.id,
  type: row.type,
  text: row.text,
  images: images.map(memberImageUrl),
  reply: row.reply,
  repliedAt: row.repliedAt?.getTime() ?? null,
  createdAt: row.createdAt.getTime(),
});

const toAdminFeedback = (row: FeedbackRow, images: readonly string[]): AdminFeedback => ({
  ...toFeedback(row, []),
  images: images.map(staffImageUrl),
  userId: row.userId,
  repliedBy: row.repliedBy,
});

/**
 * `content/feedback/submit`: every image is checked by its bytes before anything is stored, then the blobs are
 * written (private) and the rows in one transaction. A blob written before a failed insert is an orphan nobody can
 * reach (no row names it), never a row without its image.
 */
export const submitFeedback = async (context: AppContext, caller: Caller, request: FastifyRequest) => {
  const form = await readMultipartForm(request, feedbackForm);
  const images: CheckedImage[] = [];
  for (const part of FEEDBACK_IMAGE_PARTS) {
    const data = form.files.get(part);
    if (data) images.push(await checkImage(part, data));
  }
  const stored: { id: string; blobKey: string; contentType: string }[] = [];
  for (const image of images) {
    const id = context.ids.uuid();
    const blobKey = `private/feedback/${caller.userId}/${id}.${image.extension}`;
    await context.blobs.put(blobKey, image.data, image.mime);
    stored.push({ id, blobKey, contentType: image.mime });
  }
  return context.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(contentFeedback)
      .values({
        userId: caller.userId,
        type: form.fields.type,
        text: form.fields.text,
        createdAt: new Date(context.clock.nowMs()),
      })
      .returning();
    if (stored.length > 0)
      await tx.insert(contentFeedbackImages).values(
        stored.map((image, position) => ({
          ...image,
          feedbackId: row!.id,
          userId: caller.userId,
          position,
        })),
      );
    return toFeedback(
      row!,
      stored.map((image) => image.id),
    );
  });
};

/** `content/feedback/page`: the caller's own, newest first. */
export const pageMyFeedback = async (
  context: AppContext,
  caller: Caller,
  query: { pageNo: number; pageSize: number },
) => {
  const where = eq(contentFeedback.userId, caller.userId);
  const [rows, [count]] = await Promise.all([
    context.db
      .select()
      .from(contentFeedback)
      .where(where)
      .orderBy(desc(contentFeedback.id))
      .limit(query.pageSize)
      .offset((query.pageNo - 1) * query.pageSize),
    context.db
      .select({ total: sql<number>`count(*)::int` })
      .from(contentFeedback)
      .where(where),
  ]);
  const images = await imageIdsOf(
    context.db,
    rows.map((row) => row.id),
  );
  return { list: rows.map((row) => toFeedback(row, images.get(row.id) ?? [])), total: count?.total ?? 0 };
};

/** `GET content/feedback` (staff): unanswered first, then newest. */
export const pageAdminFeedback = async (
  context: AppContext,
  query: {
    pageNo: number;
    pageSize: number;
    isReplied?: 'true' | 'false' | undefined;
    userId?: number | undefined;
  },
) => {
  const where = and(
    query.isReplied === undefined
      ? undefined
      : query.isReplied === 'true'
        ? isNotNull(contentFeedback.repliedAt)
        : isNull(contentFeedback.repliedAt),
    query.userId === undefined ? undefined : eq(contentFeedback.userId, query.userId),
  );
  const [rows, [count]] = await Promise.all([
    context.db
      .select()
      .from(contentFeedback)
      .where(where)
      .orderBy(sql`${contentFeedback.repliedAt} is null desc`, desc(contentFeedback.id))
      .limit(query.pageSize)
      .offset((query.pageNo - 1) * query.pageSize),
    context.db
      .select({ total: sql<number>`count(*)::int` })
      .from(contentFeedback)
      .where(where),
  ]);
  const images = await imageIdsOf(
    context.db,
    rows.map((row) => row.id),
  );
  return {
    list: rows.map((row) => toAdminFeedback(row, images.get(row.id) ?? [])),
    total: count?.total ?? 0,
  };
};

/** `POST content/feedback/:id/reply` (staff), audited with the reply before and after. */
export const replyFeedback = async (
  context: AppContext,
  request: FastifyRequest,
  staff: StaffCaller,
  id: number,
  reply: string,
) =>
  auditedTransaction(context.db, request, async (tx) => {
    const [before] = await tx.select().from(contentFeedback).where(eq(contentFeedback.id, id)).for('update');
    if (!before) return fail('NOT_FOUND', { field: 'id' });
    const [after] = await tx
      .update(contentFeedback)
      .set({ reply, repliedAt: new Date(context.clock.nowMs()), repliedBy: `staff:${staff.staffId}` })
      .where(eq(contentFeedback.id, id))
      .returning();
    recordAudit(request, {
      target: `feedback:${id}`,
      before: { reply: before.reply },
      after: { reply: after!.reply },
    });
    return toAdminFeedback(after!, (await imageIdsOf(tx, [id])).get(id) ?? []);
  });

/**
 * The image itself, to its author (`reader` their user id) or to staff (`reader` null: the route checked
 * content.read). Anyone else gets the same 404 as for an id that does not exist.
 */
export const sendFeedbackImage = async (
  context: AppContext,
  reader: number | null,
  id: string,
  reply: FastifyReply,
) => {
  const [image] = await context.db
    .select()
    .from(contentFeedbackImages)
    .where(eq(contentFeedbackImages.id, id));
  if (!image || (reader !== null && image.userId !== reader)) return fail('NOT_FOUND', { field: 'id' });
  return sendPrivateImage(context, reply, { key: image.blobKey, contentType: image.contentType });
};
