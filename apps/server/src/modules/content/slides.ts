import { and, asc, eq, gt, isNull, lte, or } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { AdminSlide, Slide } from '@exchange/contracts';
import { contentSlides, type DbOrTx, type LocalisedNames } from '../../platform/db/index';
import type { AppContext } from '../../platform/context';
import { fail } from '../../platform/errors';
import { auditedTransaction, recordAudit } from '../../platform/http/staff-audit';
import { pickName } from './content-bodies';

type SlideRow = typeof contentSlides.$inferSelect;
export interface SlideInput {
  imageUrl: string;
  link: string | null;
  sort: number;
  titles: LocalisedNames;
  startsAt: number | null;
  endsAt: number | null;
}

/** `GET content/carousel`: the banners whose window holds now, in order. */
export const listActiveSlides = async (context: AppContext, language: string): Promise<Slide[]> => {
  const now = new Date(context.clock.nowMs());
  const rows = await context.db
    .select()
    .from(contentSlides)
    .where(
      and(
        or(isNull(contentSlides.startsAt), lte(contentSlides.startsAt, now)),
        or(isNull(contentSlides.endsAt), gt(contentSlides.endsAt, now)),
      ),
    )
    .orderBy(asc(contentSlides.sort), asc(contentSlides.id));
  return rows.map((row) => ({
    id: row.id,
    imageUrl: row.imageUrl,
    link: row.link,
    title: pickName(row.titles, language).name,
    sort: row.sort,
  }));
};

const toAdminSlide = (row: SlideRow): AdminSlide => ({
  id: row.id,
  imageUrl: row.imageUrl,
  link: row.link,
  sort: row.sort,
  titles: row.titles,
  startsAt: row.startsAt?.getTime() ?? null,
  endsAt: row.endsAt?.getTime() ?? null,
  updatedAt: row.updatedAt.getTime(),
});

export const listAdminSlides = async (context: AppContext) =>
  (await context.db.select().from(contentSlides).orderBy(asc(contentSlides.sort), asc(contentSlides.id))).map(
    toAdminSlide,
  );

const columnsOf = (input: SlideInput) => ({
  imageUrl: input.imageUrl,
  link: input.link,
  sort: input.sort,
  titles: input.titles,
  startsAt: input.startsAt === null ? null : new Date(input.startsAt),
  endsAt: input.endsAt === null ? null : new Date(input.endsAt),
});

/** Adds a banner (staff, and the demo seed). */
export const insertSlide = async (db: DbOrTx, input: SlideInput, now: Date) => {
  const [row] = await db
    .insert(contentSlides)
    .values({ ...columnsOf(input), createdAt: now, updatedAt: now })
    .returning();
  return toAdminSlide(row!);
};

const lockSlide = async (db: DbOrTx, id: number) => {
  const [row] = await db.select().from(contentSlides).where(eq(contentSlides.id, id)).for('update');
  if (!row) return fail('CONTENT_SLIDE_NOT_FOUND', { field: 'id' });
  return toAdminSlide(row);
};

export const createSlide = async (context: AppContext, request: FastifyRequest, input: SlideInput) =>
  auditedTransaction(context.db, request, async (tx) => {
    const after = await insertSlide(tx, input, new Date(context.clock.nowMs()));
    recordAudit(request, { target: `slide:${after.id}`, after });
    return after;
  });

export const updateSlide = async (
  context: AppContext,
  request: FastifyRequest,
  id: number,
  input: SlideInput,
) =>
  auditedTransaction(context.db, request, async (tx) => {
    const before = await lockSlide(tx, id);
    const [row] = await tx
      .update(contentSlides)
      .set({ ...columnsOf(input), updatedAt: new Date(context.clock.nowMs()) })
      .where(eq(contentSlides.id, id))
      .returning();
    const after = toAdminSlide(row!);
    recordAudit(request, { target: `slide:${id}`, before, after });
    return after;
  });

export const deleteSlide = async (context: AppContext, request: FastifyRequest, id: number) =>
  auditedTransaction(context.db, request, async (tx) => {
    const before = await lockSlide(tx, id);
    await tx.delete(contentSlides).where(eq(contentSlides.id, id));
    recordAudit(request, { target: `slide:${id}`, before });
    return { ok: true as const };
  });
