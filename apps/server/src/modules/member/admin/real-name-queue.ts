import type { FastifyReply } from 'fastify';
import { and, asc, count, desc, eq, type AnyColumn, type SQL } from 'drizzle-orm';
import { RealNameStatus, type AdminRealName, type REAL_NAME_SORT_COLUMNS } from '@exchange/contracts';
import { realNameSubmissions, users, type DbOrTx } from '../../../platform/db/index';
import type { AppContext } from '../../../platform/context';
import { sortOrderBy, type SortQuery } from '../../../platform/db/sorting';
import { fail } from '../../../platform/errors';
import { sendPrivateImage } from '../../../platform/http/image-files';

type SubmissionRow = typeof realNameSubmissions.$inferSelect;
type Contact = Pick<typeof users.$inferSelect, 'email' | 'areaCode' | 'phone' | 'nickname'>;

const toAdminRealName = (row: SubmissionRow, contact: Contact): AdminRealName => ({
  id: row.id,
  userId: row.userId,
  email: contact.email,
  areaCode: contact.areaCode,
  phone: contact.phone,
  nickname: contact.nickname,
  realName: row.realName,
  nationality: row.nationality,
  documentType: row.documentType,
  documentNumber: row.documentNumber,
  status: row.status,
  remark: row.remark,
  createdAt: row.createdAt.getTime(),
  reviewedAt: row.reviewedAt?.getTime() ?? null,
  reviewedBy: row.reviewedBy,
});

const selectSubmissions = (db: DbOrTx, where: SQL | undefined) =>
  db
    .select({
      row: realNameSubmissions,
      email: users.email,
      areaCode: users.areaCode,
      phone: users.phone,
      nickname: users.nickname,
    })
    .from(realNameSubmissions)
    .innerJoin(users, eq(users.id, realNameSubmissions.userId))
    .where(where);

/** One submission with its user's contact, or 404 naming `id`. */
export const requireSubmission = async (db: DbOrTx, id: number) => {
  const [found] = await selectSubmissions(db, eq(realNameSubmissions.id, id));
  if (!found) return fail('NOT_FOUND', { field: 'id' });
  const { row, ...contact } = found;
  return toAdminRealName(row, contact);
};

type RealNameSortColumn = (typeof REAL_NAME_SORT_COLUMNS)[number];

/** What staff may sort submissions by (`sortBy` → column). */
const REAL_NAME_SORT: Record<RealNameSortColumn, AnyColumn> = {
  id: realNameSubmissions.id,
  userId: realNameSubmissions.userId,
  status: realNameSubmissions.status,
  createdAt: realNameSubmissions.createdAt,
};

interface RealNamePageQuery extends SortQuery<RealNameSortColumn> {
  pageNo: number;
  pageSize: number;
  status?: number | undefined;
  userId?: number | undefined;
}

/**
 * GET real-name/page: the review queue. Filtered to status 1 (under review) it is oldest first, so the longest
 * waiting is reviewed first; otherwise newest first. `sortBy` overrides either.
 */
export const pageRealNames = async (db: DbOrTx, query: RealNamePageQuery) => {
  const where = and(
    query.status === undefined ? undefined : eq(realNameSubmissions.status, query.status),
    query.userId === undefined ? undefined : eq(realNameSubmissions.userId, query.userId),
  );
  const isQueue = query.status === RealNameStatus.underReview;
  const order = sortOrderBy(
    REAL_NAME_SORT,
    realNameSubmissions.id,
    query,
    isQueue
      ? [asc(realNameSubmissions.createdAt), asc(realNameSubmissions.id)]
      : [desc(realNameSubmissions.createdAt), desc(realNameSubmissions.id)],
  );
  const [total] = await db.select({ value: count() }).from(realNameSubmissions).where(where);
  const rows = await selectSubmissions(db, where)
    .orderBy(...order)
    .limit(query.pageSize)
    .offset((query.pageNo - 1) * query.pageSize);
  return {
    list: rows.map(({ row, ...contact }) => toAdminRealName(row, contact)),
    total: total?.value ?? 0,
  };
};

/** GET real-name/image: one side of the document from its private blob (never public, never cached by proxies). */
export const sendRealNameImage = async (
  context: AppContext,
  reply: FastifyReply,
  query: { id: number; side: 'front' | 'back' },
) => {
  const [row] = await context.db
    .select({ front: realNameSubmissions.frontImageKey, back: realNameSubmissions.backImageKey })
    .from(realNameSubmissions)
    .where(eq(realNameSubmissions.id, query.id));
  if (!row) return fail('NOT_FOUND', { field: 'id' });
  return sendPrivateImage(context, reply, { key: row[query.side], field: 'side', cache: 'no-store' });
};
