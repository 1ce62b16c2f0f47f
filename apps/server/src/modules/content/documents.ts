import { asc, eq, inArray } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { AdminDocument, ContentBodyInput, ContentDocument } from '@exchange/contracts';
import { contentDocumentBodies, contentDocuments, type DbOrTx } from '../../platform/db/index';
import type { AppContext } from '../../platform/context';
import { fail } from '../../platform/errors';
import { auditedTransaction, recordAudit } from '../../platform/http/staff-audit';
import { pickLanguage, storedBody } from './content-bodies';

type DocumentBodyRow = typeof contentDocumentBodies.$inferSelect;

const bodiesByCode = async (db: DbOrTx, codes: readonly string[]) => {
  const byCode = new Map<string, DocumentBodyRow[]>();
  if (codes.length === 0) return byCode;
  const rows = await db
    .select()
    .from(contentDocumentBodies)
    .where(inArray(contentDocumentBodies.code, [...codes]))
    .orderBy(asc(contentDocumentBodies.language));
  for (const row of rows) byCode.set(row.code, [...(byCode.get(row.code) ?? []), row]);
  return byCode;
};

/** `GET content/document?code=`: in the reader's language, then English, then any. */
export const getDocument = async (
  context: AppContext,
  language: string,
  code: string,
): Promise<ContentDocument> => {
  const [row] = await context.db.select().from(contentDocuments).where(eq(contentDocuments.code, code));
  const bodies = row ? ((await bodiesByCode(context.db, [code])).get(code) ?? []) : [];
  const body = pickLanguage(bodies, language);
  if (!row || !body) return fail('CONTENT_DOCUMENT_NOT_FOUND', { field: 'code' });
  return {
    code,
    language: body.language,
    title: body.title,
    summary: body.summary,
    format: body.format,
    body: body.body,
    languages: bodies.map((each) => each.language),
    updatedAt: row.updatedAt.getTime(),
  };
};

const loadDocuments = async (db: DbOrTx, codes?: readonly string[]): Promise<AdminDocument[]> => {
  const rows = await db
    .select()
    .from(contentDocuments)
    .where(codes ? inArray(contentDocuments.code, [...codes]) : undefined)
    .orderBy(asc(contentDocuments.code));
  const bodies = await bodiesByCode(
    db,
    rows.map((row) => row.code),
  );
  return rows.map((row) => ({
    code: row.code,
    bodies: (bodies.get(row.code) ?? []).map(({ language, title, summary, format, body }) => ({
      language,
      title,
      summary,
      format,
      body,
    })),
    updatedAt: row.updatedAt.getTime(),
  }));
};

export const listAdminDocuments = (context: AppContext) => loadDocuments(context.db);

/** Writes a document's bodies, replacing the old ones (used by staff and by the demo seed). */
export const writeDocument = async (
  db: DbOrTx,
  code: string,
  bodies: readonly ContentBodyInput[],
  now: Date,
) => {
  await db
    .insert(contentDocuments)
    .values({ code, updatedAt: now })
    .onConflictDoUpdate({ target: contentDocuments.code, set: { updatedAt: now } });
  await db.delete(contentDocumentBodies).where(eq(contentDocumentBodies.code, code));
  await db.insert(contentDocumentBodies).values(bodies.map((body) => ({ code, ...storedBody(body) })));
};

/** `PUT content/documents/:code`: creates or replaces, audited with before and after. */
export const upsertDocument = async (
  context: AppContext,
  request: FastifyRequest,
  code: string,
  bodies: readonly ContentBodyInput[],
) =>
  auditedTransaction(context.db, request, async (tx) => {
    await tx.select().from(contentDocuments).where(eq(contentDocuments.code, code)).for('update');
    const [before] = await loadDocuments(tx, [code]);
    await writeDocument(tx, code, bodies, new Date(context.clock.nowMs()));
    const [after] = await loadDocuments(tx, [code]);
    recordAudit(request, { target: `document:${code}`, before: before ?? null, after });
    return after!;
  });
