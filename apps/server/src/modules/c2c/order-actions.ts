import type { FastifyReply, FastifyRequest } from 'fastify';
import { and, desc, eq, inArray, or, sql } from 'drizzle-orm';
import { appealForm, C2cOrderStatus, evidenceForm, markPaidForm } from '@exchange/contracts';
import { c2cOrderFiles, c2cOrders } from '../../platform/db/index';
import type { AppContext, Caller } from '../../platform/context';
import { fail } from '../../platform/errors';
import { checkImage, sendPrivateImage } from '../../platform/http/image-files';
import { readMultipartForm } from '../../platform/http/multipart-form';
import { appealStep, cancelStep, evidenceStep, markPaidStep, releaseStep, runOrderStep } from './order-steps';
import { sideOf, toOrder, toOrders } from './order-views';

const OPEN_STATUSES = [C2cOrderStatus.unpaid, C2cOrderStatus.paid, C2cOrderStatus.appealing];
const DONE_STATUSES = [C2cOrderStatus.released, C2cOrderStatus.cancelled];

/** Stores an uploaded image (checked by magic bytes) before the step's transaction; its blob key. */
const storeImage = async (context: AppContext, orderId: number, field: string, file: Buffer | undefined) => {
  if (!file) return undefined;
  const image = await checkImage(field, file);
  const key = `private/c2c/${orderId}/${context.ids.uuid()}.${image.extension}`;
  await context.blobs.put(key, image.data, image.mime);
  return { key };
};

/** `GET c2c/orders`: the caller's orders as either side, newest first. */
export const pageC2cOrders = async (
  context: AppContext,
  caller: Caller,
  query: { pageNo: number; pageSize: number; scope: 'open' | 'done' },
) => {
  const where = and(
    or(eq(c2cOrders.buyerId, caller.userId), eq(c2cOrders.sellerId, caller.userId)),
    inArray(c2cOrders.status, query.scope === 'open' ? OPEN_STATUSES : DONE_STATUSES),
  );
  const [rows, [count]] = await Promise.all([
    context.db
      .select()
      .from(c2cOrders)
      .where(where)
      .orderBy(desc(c2cOrders.id))
      .limit(query.pageSize)
      .offset((query.pageNo - 1) * query.pageSize),
    context.db
      .select({ total: sql<number>`count(*)::int` })
      .from(c2cOrders)
      .where(where),
  ]);
  return { list: await toOrders(context.db, rows, caller.userId), total: count?.total ?? 0 };
};

/** `GET c2c/orders/:id`: one of the caller's orders. */
export const getC2cOrder = async (context: AppContext, caller: Caller, id: number) => {
  const [row] = await context.db.select().from(c2cOrders).where(eq(c2cOrders.id, id));
  if (!row || sideOf(row, caller.userId) === undefined) return fail('C2C_ORDER_NOT_FOUND', { field: 'id' });
  return toOrder(context.db, row, caller.userId);
};

export const markC2cOrderPaid = async (
  context: AppContext,
  caller: Caller,
  id: number,
  request: FastifyRequest,
) => {
  const form = await readMultipartForm(request, markPaidForm);
  const proof = await storeImage(context, id, 'proof', form.files.get('proof'));
  return runOrderStep(context, id, caller, markPaidStep(proof, form.fields.paymentMethodId));
};

export const releaseC2cOrder = (context: AppContext, caller: Caller, id: number) =>
  runOrderStep(context, id, caller, releaseStep);

export const cancelC2cOrder = (context: AppContext, caller: Caller, id: number) =>
  runOrderStep(context, id, caller, cancelStep);

export const appealC2cOrder = async (
  context: AppContext,
  caller: Caller,
  id: number,
  request: FastifyRequest,
) => {
  const form = await readMultipartForm(request, appealForm);
  const evidence = await storeImage(context, id, 'evidence', form.files.get('evidence'));
  return runOrderStep(context, id, caller, appealStep(form.fields.reason, evidence));
};

export const addC2cEvidence = async (
  context: AppContext,
  caller: Caller,
  id: number,
  request: FastifyRequest,
) => {
  const form = await readMultipartForm(request, evidenceForm);
  const evidence = await storeImage(context, id, 'evidence', form.files.get('evidence'));
  if (!evidence) return fail('FILE_REQUIRED', { field: 'evidence' });
  return runOrderStep(context, id, caller, evidenceStep(evidence));
};

/** Streams a proof or evidence image; `userId` must be a side of its order (undefined: staff). */
export const sendC2cOrderFile = async (
  context: AppContext,
  reply: FastifyReply,
  fileId: number,
  userId: number | undefined,
) => {
  const [row] = await context.db
    .select({ key: c2cOrderFiles.blobKey, buyerId: c2cOrders.buyerId, sellerId: c2cOrders.sellerId })
    .from(c2cOrderFiles)
    .innerJoin(c2cOrders, eq(c2cOrders.id, c2cOrderFiles.orderId))
    .where(eq(c2cOrderFiles.id, fileId));
  if (!row || (userId !== undefined && sideOf(row, userId) === undefined))
    return fail('NOT_FOUND', { field: 'id' });
  return sendPrivateImage(context, reply, { key: row.key });
};
