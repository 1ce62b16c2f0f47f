import { sql, type SQL } from 'drizzle-orm';
import type { AdminForumItem, ForumItemKind, ForumPostStatus } from '@exchange/contracts';
import { queryRows, type DbOrTx } from '../../platform/db/index';

/** One post or reply as the staff queue and views read it (the union below). */
interface ItemRow {
  kind: ForumItemKind;
  id: string | number;
  post_id: string | number;
  title: string;
  body: string;
  user_id: string | number;
  nickname: string;
  status: ForumPostStatus;
  reject_reason: string | null;
  is_hidden: boolean;
  hidden_reason: string | null;
  is_pinned: boolean;
  is_deleted: boolean;
  open_reports: number;
  reply_count: number;
  decided_by: string | null;
  decided_at_ms: number | null;
  created_at_ms: number;
}

const epochMs = (column: SQL) => sql`floor(extract(epoch from ${column}) * 1000)::float8`;
const openReportsOf = (kind: ForumItemKind, id: SQL) =>
  sql`(select count(*)::int from forum_reports f where f.kind = ${kind} and f.item_id = ${id} and f.is_open)`;

/** Posts and replies in one shape: a reply carries its post's title, status `approved` and no pin. */
const ITEMS = sql`(
  select 'post' as kind, p.id, p.id as post_id, p.title, p.body, p.user_id, u.nickname, p.status, p.reject_reason,
    p.is_hidden, p.hidden_reason, p.is_pinned, p.deleted_at is not null as is_deleted,
    ${openReportsOf('post', sql`p.id`)} as open_reports,
    (select count(*)::int from forum_replies x where x.post_id = p.id and not x.is_hidden and x.deleted_at is null)
      as reply_count,
    p.decided_by, ${epochMs(sql`p.decided_at`)} as decided_at_ms, ${epochMs(sql`p.created_at`)} as created_at_ms
  from forum_posts p join users u on u.id = p.user_id
  union all
  select 'reply', r.id, r.post_id, p.title, r.body, r.user_id, u.nickname, 'approved', null,
    r.is_hidden, r.hidden_reason, false, r.deleted_at is not null,
    ${openReportsOf('reply', sql`r.id`)},
    0,
    r.decided_by, ${epochMs(sql`r.decided_at`)}, ${epochMs(sql`r.created_at`)}
  from forum_replies r join forum_posts p on p.id = r.post_id join users u on u.id = r.user_id
) items`;

const toItem = (row: ItemRow): AdminForumItem => ({
  kind: row.kind,
  id: Number(row.id),
  postId: Number(row.post_id),
  title: row.title,
  body: row.body,
  userId: Number(row.user_id),
  nickname: row.nickname,
  status: row.status,
  rejectReason: row.reject_reason,
  isHidden: row.is_hidden,
  hiddenReason: row.hidden_reason,
  isPinned: row.is_pinned,
  isDeleted: row.is_deleted,
  openReports: Number(row.open_reports),
  replyCount: Number(row.reply_count),
  decidedBy: row.decided_by,
  decidedAt: row.decided_at_ms === null ? null : Number(row.decided_at_ms),
  createdAt: Number(row.created_at_ms),
});

/** A page of items matching `where`, in `order`, with the total. */
export const pageItems = async (
  db: DbOrTx,
  where: SQL,
  order: SQL,
  paging: { pageNo: number; pageSize: number },
) => {
  const [rows, [count]] = await Promise.all([
    queryRows<ItemRow>(
      db,
      sql`select * from ${ITEMS} where ${where} order by ${order}
          limit ${paging.pageSize} offset ${(paging.pageNo - 1) * paging.pageSize}`,
    ),
    queryRows<{ total: number }>(db, sql`select count(*)::int as total from ${ITEMS} where ${where}`),
  ]);
  return { list: rows.map(toItem), total: Number(count?.total ?? 0) };
};

/** One item as staff see it, or undefined. */
export const loadItem = async (db: DbOrTx, kind: ForumItemKind, id: number) => {
  const rows = await queryRows<ItemRow>(
    db,
    sql`select * from ${ITEMS} where items.kind = ${kind} and items.id = ${id}`,
  );
  return rows[0] ? toItem(rows[0]) : undefined;
};
