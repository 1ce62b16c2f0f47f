import { sql } from 'drizzle-orm';
import type { AdminForumItem, MyForumPost } from '@exchange/contracts';
import { queryRows } from '../../src/platform/db/index';
import { createUser } from '../member/member-fixtures';
import { call, freshIp } from '../support/api';
import { adminCall } from '../support/staff';
import type { TestApp } from '../support/test-app';

/** The status and the field a refusal names. */
export const refusal = (result: { status: number; data: unknown }) => [
  result.status,
  (result.data as { field?: string } | null)?.field,
];

/** A member: its id and app token. */
export const member = (t: TestApp, nickname = 'ForumWriter') => createUser(t, { nickname });

/** A new access token on the member's session (after the test clock jumped past the old one's expiry). */
export const freshToken = async (
  t: TestApp,
  user: { userId: number; sessionId: string; user: { kind: number } },
) =>
  (
    await t.context.tokens.issue({
      userId: user.userId,
      sessionId: user.sessionId,
      userKind: user.user.kind,
      type: 'access',
      audience: 'app',
    })
  ).token;

export const appCall = <T = unknown>(
  t: TestApp,
  method: 'GET' | 'POST',
  path: string,
  options: { token?: string; body?: unknown; query?: Record<string, string | number | undefined> } = {},
) => call<T>(t.app, method, path, { ip: freshIp(), ...options });

export const createPost = (t: TestApp, token: string, title = 'A title', body = 'A body') =>
  appCall<MyForumPost>(t, 'POST', 'forum/post/create', { token, body: { title, body } });

/** A post created by `token` and approved by `staffToken`. */
export const approvedPost = async (
  t: TestApp,
  token: string,
  staffToken: string,
  title = 'Approved post',
) => {
  const created = await createPost(t, token, title);
  if (created.code !== 0) throw new Error(`post not created: ${JSON.stringify(created.body)}`);
  const approved = await adminCall<AdminForumItem>(
    t,
    'POST',
    `forum/posts/${created.data.id}/review`,
    staffToken,
    {
      body: { decision: 'approve' },
    },
  );
  if (approved.code !== 0) throw new Error(`post not approved: ${JSON.stringify(approved.body)}`);
  return approved.data;
};

/** Every forum row, to show a refusal changed nothing. */
export const forumSnapshot = async (t: TestApp) =>
  (
    await queryRows<{ snapshot: string }>(
      t.context.db,
      sql`select concat_ws('|',
        (select string_agg(p::text, ',' order by p.id) from forum_posts p),
        (select string_agg(r::text, ',' order by r.id) from forum_replies r),
        (select string_agg(f::text, ',' order by f.id) from forum_reports f)) as snapshot`,
    )
  )[0]!.snapshot;
