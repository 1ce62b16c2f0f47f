import { sql, type SQL } from 'drizzle-orm';
import type { ForumItemKind, ForumQueueFilter } from '@exchange/contracts';
import type { AppContext } from '../../../platform/context';
import { fail } from '../../../platform/errors';
import { loadItem, pageItems } from '../forum-items';

const FILTERS: Record<ForumQueueFilter, SQL> = {
  pending: sql`items.status = 'pending'`,
  rejected: sql`items.status = 'rejected'`,
  approved: sql`items.status = 'approved' and not items.is_hidden and not items.is_deleted`,
  hidden: sql`items.is_hidden`,
  reported: sql`items.open_reports > 0`,
};

/** Open reports first (most first), then pending posts, then newest. */
const QUEUE_ORDER = sql`(items.open_reports > 0) desc, items.open_reports desc, (items.status = 'pending') desc,
  items.created_at_ms desc, items.kind, items.id desc`;

/** `GET forum/queue` (staff). */
export const pageForumQueue = (
  context: AppContext,
  query: {
    pageNo: number;
    pageSize: number;
    status?: ForumQueueFilter | undefined;
    kind?: ForumItemKind | undefined;
  },
) => {
  const where = sql.join(
    [
      sql`true`,
      ...(query.status === undefined ? [] : [FILTERS[query.status]]),
      ...(query.kind === undefined ? [] : [sql`items.kind = ${query.kind}`]),
    ],
    sql` and `,
  );
  return pageItems(context.db, where, QUEUE_ORDER, query);
};

/** `GET forum/posts/:id` (staff): the post and a page of every reply, oldest first. */
export const getAdminForumPost = async (
  context: AppContext,
  id: number,
  paging: { pageNo: number; pageSize: number },
) => {
  const post = await loadItem(context.db, 'post', id);
  if (!post) return fail('FORUM_POST_NOT_FOUND', { field: 'id' });
  const replies = await pageItems(
    context.db,
    sql`items.kind = 'reply' and items.post_id = ${id}`,
    sql`items.created_at_ms, items.id`,
    paging,
  );
  return { post, replies };
};
