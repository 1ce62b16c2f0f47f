import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm';
import { FORUM_MY_REPLY_IDS_MAX } from '@exchange/contracts';
import type { ForumPostSummary, ForumReply, MyForumPost } from '@exchange/contracts';
import { forumPosts, forumReplies, users } from '../../platform/db/index';
import type { AppContext, Caller } from '../../platform/context';
import { fail } from '../../platform/errors';
import { maskName } from '../../platform/mask-name';

type PostRow = typeof forumPosts.$inferSelect;
type ReplyRow = typeof forumReplies.$inferSelect;

/** What the public sees: approved, not hidden, not deleted. */
export const isPublicPost = and(
  eq(forumPosts.status, 'approved'),
  eq(forumPosts.isHidden, false),
  isNull(forumPosts.deletedAt),
);
const isVisibleReply = and(eq(forumReplies.isHidden, false), isNull(forumReplies.deletedAt));

/** Visible replies of the post in the outer query. */
const replyCount = sql<number>`(select count(*)::int from forum_replies x
  where x.post_id = ${forumPosts.id} and not x.is_hidden and x.deleted_at is null)`;

const postColumns = { post: forumPosts, nickname: users.nickname, replyCount };

export const toSummary = (row: {
  post: PostRow;
  nickname: string;
  replyCount: number;
}): ForumPostSummary => ({
  id: row.post.id,
  title: row.post.title,
  body: row.post.body,
  author: maskName(row.nickname),
  isPinned: row.post.isPinned,
  replyCount: Number(row.replyCount),
  createdAt: row.post.createdAt.getTime(),
});

export const toMyPost = (row: { post: PostRow; nickname: string; replyCount: number }): MyForumPost => ({
  ...toSummary(row),
  status: row.post.status as MyForumPost['status'],
  rejectReason: row.post.rejectReason,
  isHidden: row.post.isHidden,
  hiddenReason: row.post.hiddenReason,
});

export const toReply = (row: { reply: ReplyRow; nickname: string }): ForumReply => ({
  id: row.reply.id,
  postId: row.reply.postId,
  body: row.reply.body,
  author: maskName(row.nickname),
  createdAt: row.reply.createdAt.getTime(),
});

type Paging = { pageNo: number; pageSize: number };
const offsetOf = (paging: Paging) => (paging.pageNo - 1) * paging.pageSize;

/** `GET forum/posts`: public posts, pinned first, then newest. */
export const pageForumPosts = async (context: AppContext, paging: Paging) => {
  const [rows, [count]] = await Promise.all([
    context.db
      .select(postColumns)
      .from(forumPosts)
      .innerJoin(users, eq(users.id, forumPosts.userId))
      .where(isPublicPost)
      .orderBy(desc(forumPosts.isPinned), desc(forumPosts.createdAt), desc(forumPosts.id))
      .limit(paging.pageSize)
      .offset(offsetOf(paging)),
    context.db
      .select({ total: sql<number>`count(*)::int` })
      .from(forumPosts)
      .where(isPublicPost),
  ]);
  return { list: rows.map(toSummary), total: count?.total ?? 0 };
};

/** `GET forum/post`: a public post and a page of its visible replies, oldest first. */
export const getForumPost = async (context: AppContext, query: Paging & { id: number }) => {
  const [row] = await context.db
    .select(postColumns)
    .from(forumPosts)
    .innerJoin(users, eq(users.id, forumPosts.userId))
    .where(and(eq(forumPosts.id, query.id), isPublicPost));
  if (!row) return fail('FORUM_POST_NOT_FOUND', { field: 'id' });
  const where = and(eq(forumReplies.postId, query.id), isVisibleReply);
  const [replies, [count]] = await Promise.all([
    context.db
      .select({ reply: forumReplies, nickname: users.nickname })
      .from(forumReplies)
      .innerJoin(users, eq(users.id, forumReplies.userId))
      .where(where)
      .orderBy(asc(forumReplies.createdAt), asc(forumReplies.id))
      .limit(query.pageSize)
      .offset(offsetOf(query)),
    context.db
      .select({ total: sql<number>`count(*)::int` })
      .from(forumReplies)
      .where(where),
  ]);
  return { post: toSummary(row), replies: { list: replies.map(toReply), total: count?.total ?? 0 } };
};

/** `GET forum/my-posts`: the caller's own posts in every status, deleted ones aside, newest first. */
export const pageMyForumPosts = async (context: AppContext, caller: Caller, paging: Paging) => {
  const where = and(eq(forumPosts.userId, caller.userId), isNull(forumPosts.deletedAt));
  const [rows, [count]] = await Promise.all([
    context.db
      .select(postColumns)
      .from(forumPosts)
      .innerJoin(users, eq(users.id, forumPosts.userId))
      .where(where)
      .orderBy(desc(forumPosts.createdAt), desc(forumPosts.id))
      .limit(paging.pageSize)
      .offset(offsetOf(paging)),
    context.db
      .select({ total: sql<number>`count(*)::int` })
      .from(forumPosts)
      .where(where),
  ]);
  return { list: rows.map(toMyPost), total: count?.total ?? 0 };
};

/**
 * `GET forum/my-replies`: the ids of the caller's own visible replies on a post, newest first (an unknown post has
 * none).
 */
export const listMyForumReplyIds = async (context: AppContext, caller: Caller, query: { postId: number }) => {
  const rows = await context.db
    .select({ id: forumReplies.id })
    .from(forumReplies)
    .where(and(eq(forumReplies.postId, query.postId), eq(forumReplies.userId, caller.userId), isVisibleReply))
    .orderBy(desc(forumReplies.id))
    .limit(FORUM_MY_REPLY_IDS_MAX);
  return { ids: rows.map((row) => row.id) };
};
